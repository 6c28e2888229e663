package org.evodraughts.runs;

import java.time.Duration;
import java.util.Optional;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.config.StopConfig;

/**
 * The time left until a run ends, for the progress line: the time per generation times the
 * generations left, capped by the time budget left. After the session's first generation it is
 * that generation's time; from the second on, the mean time of the generations after the first.
 * The first one's time includes the JVM's start-up and the JIT's compiling (generation 0 of a
 * quick run without training took three times as long as the later ones), so it is left out as
 * soon as there is another to go by; but a first estimate at once beats none: a two-generation
 * run would otherwise never show one. Display logic only; the loop decides when to stop by itself.
 */
final class Eta {
    private Eta() {}

    /** Empty when the run has neither a generation target nor a time budget. */
    static Optional<Duration> of(GenerationReport report) {
        StopConfig stop = report.run().config().stop();
        if (stop.generationsDone(report.generation()) || stop.budgetSpent(report.elapsed())) {
            return limited(stop) ? Optional.of(Duration.ZERO) : Optional.empty();
        }
        int after = report.generation() - report.run().firstGeneration(); // generations timed after the first
        double perGeneration = after < 1 ? report.firstGenerationTime().toNanos()
                : report.elapsed().minus(report.firstGenerationTime()).toNanos() / (double) after;
        Optional<Duration> eta = Optional.empty();
        if (stop.generations() > 0) {
            eta = Optional.of(Duration.ofNanos((long) (perGeneration * Math.max(0, stop.generations() - report.generation()))));
        }
        if (!stop.timeBudget().isNone()) {
            // No generation starts after the budget is spent, but the one under way then completes.
            long left = Math.max(0, stop.timeBudget().duration().toNanos() - report.elapsed().toNanos());
            Duration byBudget = Duration.ofNanos((long) (Math.ceil(left / Math.max(1, perGeneration)) * perGeneration));
            eta = Optional.of(eta.filter(e -> e.compareTo(byBudget) < 0).orElse(byBudget));
        }
        return eta;
    }

    private static boolean limited(StopConfig stop) {
        return stop.generations() > 0 || !stop.timeBudget().isNone();
    }
}
