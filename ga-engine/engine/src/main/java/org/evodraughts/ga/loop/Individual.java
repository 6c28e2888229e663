package org.evodraughts.ga.loop;

import org.evodraughts.ga.genome.Genome;
import org.evodraughts.ga.tournament.Score;

/**
 * One scored member of a population. Immutable ({@link Genome} copies its arrays).
 *
 * @param genome its genes, one array per chromosome ({@code GenomeLayout}); its network comes from the
 *               layout's codec, and the evolution hands the champion's on ({@link GenerationReport})
 * @param score  its result in its generation's tournament
 */
public record Individual(Genome genome, Score score) {
    public Individual {
        if (genome == null || score == null) {
            throw new IllegalArgumentException("an individual needs a genome and a score");
        }
    }
}
