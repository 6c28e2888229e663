package org.evodraughts.ga.config;

import java.time.Duration;

/**
 * The {@code stop} section: when a run ends by itself. With both off it runs until stopped (Ctrl-C).
 *
 * @param generations stop once this generation is complete (0–100000000; 0: no limit). The
 *                    random initial population is generation 0.
 * @param timeBudget  start no generation after this much time, e.g. {@code 90s}, {@code 45m},
 *                    {@code 8h}, {@code 1h30m}; {@code 0} for none
 */
public record StopConfig(int generations, TimeBudget timeBudget) {
    public StopConfig {
        ConfigChecks.range("stop.generations", generations, 0, 100_000_000);
        ConfigChecks.present("stop.timeBudget", timeBudget);
    }

    /** Whether the generation target is reached once {@code generation} is complete. */
    public boolean generationsDone(int generation) {
        return generations > 0 && generation >= generations;
    }

    /** Whether the time budget is spent after {@code elapsed} (never without a budget). */
    public boolean budgetSpent(Duration elapsed) {
        return timeBudget.spent(elapsed);
    }
}
