package org.evodraughts.ga.config;

/**
 * The {@code islands} section: several populations evolving side by side in one run, each of
 * the {@code population} section's shape, with migration on a ring.
 *
 * @param count        populations (1–64; 1: one population, the run as it always was)
 * @param migrateEvery after every generation that is a multiple of this (1–100000), each island's
 *                     best {@code migrants} replace the next island's worst (island i sends to
 *                     island i + 1, the last to island 0)
 * @param migrants     individuals each island sends (1–10000, below {@code population.size})
 */
public record IslandsConfig(int count, int migrateEvery, int migrants) {
    public static final int MAX_COUNT = 64;

    public IslandsConfig {
        ConfigChecks.range("islands.count", count, 1, MAX_COUNT);
        ConfigChecks.range("islands.migrateEvery", migrateEvery, 1, 100_000);
        ConfigChecks.range("islands.migrants", migrants, 1, PopulationConfig.MAX_SIZE);
    }

    /** One population: no islands (the default). */
    public static IslandsConfig none() {
        return new IslandsConfig(1, 5, 2);
    }

    /** Whether the run has more than one population. */
    public boolean several() {
        return count > 1;
    }

    /** Whether the islands migrate after {@code generation} (0, the random start, never). */
    public boolean migratesAfter(int generation) {
        return several() && generation > 0 && generation % migrateEvery == 0;
    }
}
