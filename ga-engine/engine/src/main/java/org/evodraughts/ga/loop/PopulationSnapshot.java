package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import java.util.List;

/**
 * A completed generation, enough to continue the run from it: the scored population in
 * population order (the order breaks ties in the ranking, so it is part of the state). A run
 * with islands keeps every island's population, one after another in island order.
 *
 * @param runId      the run
 * @param seed       the run's master seed
 * @param generation the generation number (0: the random initial population)
 * @param population the individuals in population order, island 0's first
 * @param islands    the number of islands (1: one population), which share the population equally
 */
public record PopulationSnapshot(RunId runId, long seed, int generation, List<Individual> population, int islands) {
    public PopulationSnapshot {
        population = List.copyOf(population);
        if (runId == null || generation < 0 || population.size() < 2) {
            throw new IllegalArgumentException("a snapshot needs a run id, a generation of at least 0 and 2 or more"
                    + " individuals, got " + runId + ", " + generation + ", " + population.size());
        }
        if (islands < 1 || population.size() % islands != 0 || population.size() / islands < 2) {
            throw new IllegalArgumentException("a snapshot's " + population.size() + " individuals cannot make " + islands
                    + " islands of 2 or more each");
        }
    }

    /** A snapshot of one population (no islands). */
    public PopulationSnapshot(RunId runId, long seed, int generation, List<Individual> population) {
        this(runId, seed, generation, population, 1);
    }

    /** The individuals of each island's population. */
    public int islandSize() {
        return population.size() / islands;
    }

    /** Island {@code i}'s population, in population order. */
    public List<Individual> island(int i) {
        return population.subList(i * islandSize(), (i + 1) * islandSize());
    }
}
