package org.evodraughts.ga.run;

import java.time.Duration;
import java.util.Optional;
import org.evodraughts.ga.GenerationReport;
import org.evodraughts.ga.config.StopConfig;

/**
 * The time left until a run ends, for the progress line: this session's mean time per generation
 * times the generations left, capped by the time budget left. Display logic only; the loop
 * decides when to stop by itself.
 */
final class Eta {
    private Eta() {}

    /** Empty when the run has neither a generation target nor a time budget. */
    static Optional<Duration> of(GenerationReport report) {
        int done = report.generation() - report.run().firstGeneration() + 1;
        double perGeneration = report.elapsed().toNanos() / (double) done;
        StopConfig stop = report.run().config().stop();
        Optional<Duration> eta = Optional.empty();
        if (stop.generations() > 0) {
            eta = Optional.of(Duration.ofNanos((long) (perGeneration * Math.max(0, stop.generations() - report.generation()))));
        }
        if (!stop.timeBudget().isNone()) {
            // No generation starts after the budget is spent, but the one under way then completes.
            long left = Math.max(0, stop.timeBudget().duration().toNanos() - report.elapsed().toNanos());
            Duration byBudget = Duration.ofNanos((long) (Math.ceil(left / perGeneration) * perGeneration));
            eta = Optional.of(eta.filter(e -> e.compareTo(byBudget) < 0).orElse(byBudget));
        }
        return eta;
    }
}
