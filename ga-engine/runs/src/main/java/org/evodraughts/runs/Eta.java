package org.evodraughts.runs;

import java.time.Duration;
import java.util.Optional;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.config.StopConfig;

/**
 * The time left until a run ends, for the progress line: the mean time per generation of this
 * session's generations after its first, times the generations left, capped by the time budget
 * left. The session's first generation is left out: its time includes the JVM's start-up and the
 * JIT's compiling (generation 0 of a quick run took three times as long as the later ones, and
 * an ETA from it was 1:28 against 0:30), so after it alone the ETA is not known yet. Display logic
 * only; the loop decides when to stop by itself.
 */
final class Eta {
    private Eta() {}

    /**
     * Empty when the run has neither a generation target nor a time budget, or when {@code report}
     * is its session's first generation and the run goes on (see {@link #pending}).
     */
    static Optional<Duration> of(GenerationReport report) {
        StopConfig stop = report.run().config().stop();
        if (stop.generationsDone(report.generation()) || stop.budgetSpent(report.elapsed())) {
            return limited(stop) ? Optional.of(Duration.ZERO) : Optional.empty();
        }
        int after = report.generation() - report.run().firstGeneration(); // generations timed after the first
        if (after < 1) {
            return Optional.empty();
        }
        double perGeneration = report.elapsed().minus(report.firstGenerationTime()).toNanos() / (double) after;
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

    /** Whether the run has an end to count down to but {@code report} is too early to say when: its session's first generation. */
    static boolean pending(GenerationReport report) {
        return limited(report.run().config().stop()) && of(report).isEmpty();
    }

    private static boolean limited(StopConfig stop) {
        return stop.generations() > 0 || !stop.timeBudget().isNone();
    }
}
