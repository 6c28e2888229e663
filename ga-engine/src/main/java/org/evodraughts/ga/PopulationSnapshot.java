package org.evodraughts.ga;

import java.util.List;

/**
 * A completed generation, enough to continue the run from it: the scored population in
 * population order (the order breaks ties in the ranking, so it is part of the state).
 *
 * @param runId      the run
 * @param seed       the run's master seed
 * @param generation the generation number (0: the random initial population)
 * @param population the individuals in population order
 */
public record PopulationSnapshot(String runId, long seed, int generation, List<Individual> population) {
    public PopulationSnapshot {
        population = List.copyOf(population);
        if (runId == null || runId.isBlank() || generation < 0 || population.size() < 2) {
            throw new IllegalArgumentException("a snapshot needs a run id, a generation of at least 0 and 2 or more"
                    + " individuals, got " + runId + ", " + generation + ", " + population.size());
        }
    }
}
