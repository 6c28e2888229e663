package org.evodraughts.ga;

import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.network.Network;
import org.evodraughts.storage.Genome;

/**
 * One scored member of a population. Immutable ({@link Genome} copies its arrays).
 *
 * @param genome its genes, one array per chromosome ({@link GenomeLayout})
 * @param score  its result in its generation's tournament
 */
public record Individual(Genome genome, Score score) {
    public Individual {
        if (genome == null || score == null) {
            throw new IllegalArgumentException("an individual needs a genome and a score");
        }
    }

    /** The network its genome encodes under {@code config} (its genome layout and king value). */
    public Network network(EvolutionConfig config) {
        return GenomeLayout.of(config.genome()).network(genome, config.population().kingValue());
    }
}
