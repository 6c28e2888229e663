package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.evodraughts.champions.report.ProgressCharts;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.ChampionSummary;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * When a run's progress charts are drawn: at the first champion recorded, then at most every
 * {@link #INTERVAL} (a few hundred generations take a tenth of a second or more to draw), and
 * whenever asked ({@link #drawNow}: a yardstick result, the end of the run).
 *
 * <p>The charts are derived from the champions, which are safe by then, and {@code report}
 * can draw them again, so a failure only logs a warning and draws nothing: a machine without
 * fonts (AWT then throws errors) must not stop a run. Such a failure comes back at every try, so
 * it is told once, not every generation of a night: a failure is warned of only when it differs
 * from the one before. Not thread-safe: the recorder's thread.
 */
final class ChartSchedule {
    private static final Logger log = LoggerFactory.getLogger(ChartSchedule.class);
    /** How often {@link #drawIfDue} draws at most. */
    static final Duration INTERVAL = Duration.ofSeconds(30);

    private final RunId runId;
    private final RunLayout layout;
    private boolean drawn;
    private long lastNanos;
    /** The last failure warned of ({@code Throwable.toString()}), null after a success. */
    private String lastFailure;

    /** Charts of run {@code runId}, drawn into its directory's {@link RunLayout#charts()}. */
    ChartSchedule(RunId runId, RunLayout layout) {
        this.runId = runId;
        this.layout = layout;
    }

    /** Draws the charts of {@code champions} if none were drawn yet or the interval has passed. */
    void drawIfDue(List<ChampionSummary> champions) {
        if (!drawn || System.nanoTime() - lastNanos >= INTERVAL.toNanos()) {
            drawNow(champions);
        }
    }

    /** Draws the charts of {@code champions} now; returns the files written (none if drawing failed). */
    List<Path> drawNow(List<ChampionSummary> champions) {
        lastNanos = System.nanoTime();
        drawn = true;
        try {
            List<Path> written = ProgressCharts.write(runId, champions, layout.tree(), layout.charts());
            lastFailure = null;
            return written;
        } catch (IOException | RuntimeException | LinkageError | InternalError e) {
            String failure = e.toString();
            if (!failure.equals(lastFailure)) {
                log.warn("run {}: cannot draw the charts in {}: {}; the run goes on without them (told once), "
                        + "and `./evodraughts report --run {}` draws them later", runId, layout.charts(), failure,
                        layout.directory());
            }
            lastFailure = failure;
            return List.of();
        }
    }
}
