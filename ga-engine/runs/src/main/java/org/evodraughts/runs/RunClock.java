package org.evodraughts.runs;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.ga.loop.GenerationReport;

/**
 * A run's wall-clock time over all its sessions: what the earlier sessions took, up to their last
 * champion, plus this session's. The engine counts a session's time only (its time budget is a
 * session's), so a resumed run's progress line and {@code progress.jsonl} started again at
 * 0:00:00, while its champions' {@code elapsedSeconds} ran on; the earlier time is taken from
 * those champions ({@link ChampionFile#latestElapsedSeconds}), so both say the same. Immutable.
 *
 * @param before the earlier sessions' time (zero for a new run)
 */
public record RunClock(Duration before) {
    /** The clock of a run's first session. */
    public static final RunClock NEW = new RunClock(Duration.ZERO);

    public RunClock {
        Objects.requireNonNull(before, "before");
        if (before.isNegative()) {
            throw new IllegalArgumentException("a run's earlier time cannot be negative: " + before);
        }
    }

    /** The clock of a session of the run in {@code runDirectory}, going on from its latest champion's time. */
    public static RunClock of(Path runDirectory) throws IOException {
        return new RunClock(Duration.ofNanos(Math.round(ChampionFile.latestElapsedSeconds(runDirectory) * 1e9)));
    }

    /** The run's time at {@code report}: the earlier sessions' and this session's so far. */
    public Duration elapsed(GenerationReport report) {
        return before.plus(report.elapsed());
    }

    /** Whether earlier sessions took time, so that this session's time differs from the run's. */
    public boolean goesOn() {
        return before.isPositive();
    }
}
