package org.evodraughts.ga;

import org.evodraughts.ga.tournament.Score;
import org.evodraughts.network.Network;
import org.evodraughts.storage.Genome;

/**
 * One scored member of a population. Immutable ({@link Genome} copies its arrays).
 *
 * @param genome its genes, one array per network layer
 * @param score  its result in its generation's tournament
 */
public record Individual(Genome genome, Score score) {
    public Individual {
        if (genome == null || score == null) {
            throw new IllegalArgumentException("an individual needs a genome and a score");
        }
    }

    /** The network its genome encodes, with the run's king value. */
    public Network network(double kingValue) {
        return Genomes.network(genome, kingValue);
    }
}
