package org.evodraughts.ga.config;

/**
 * The {@code population} section.
 *
 * @param size      individuals per generation (2–10000); seed 001: 15
 * @param elites    the best this many survive each generation unchanged (1 to size − 1); seed 001: 5
 * @param kingValue the king value K of every network's inputs (above 0, at most 100); with
 *                  {@code genome.king: evolved}, every individual's first king value
 */
public record PopulationConfig(int size, int elites, double kingValue) {
    public static final int MAX_SIZE = 10_000;

    public PopulationConfig {
        ConfigChecks.range("population.size", size, 2, MAX_SIZE);
        ConfigChecks.range("population.elites", elites, 1, size - 1);
        if (!(kingValue > 0 && kingValue <= 100)) {
            throw new IllegalArgumentException("population.kingValue must be above 0 and at most 100, got " + kingValue);
        }
    }

    /** Children bred each generation: size − elites. */
    public int offspring() {
        return size - elites;
    }
}
