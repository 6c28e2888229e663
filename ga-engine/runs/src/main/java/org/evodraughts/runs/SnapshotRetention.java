package org.evodraughts.runs;

import org.evodraughts.ga.config.RunFilesConfig;

/**
 * Which generations keep their population, in the snapshot files and in the database alike:
 * the last {@code keepLast} up to the latest generation, and every positive multiple of
 * {@code every}. A population is a megabyte or more, and only the latest is needed to resume;
 * the others are checkpoints. Every generation's champion and scores are kept regardless.
 * Immutable.
 *
 * <pre>{@code
 * SnapshotRetention keep = new SnapshotRetention(3, 100);
 * keep.kept(200, 450);   // true: a multiple of 100
 * keep.kept(447, 450);   // false: not among the last 3 (448, 449, 450)
 * }</pre>
 *
 * @param keepLast the latest this many generations (0: every generation, whatever {@code every} says)
 * @param every    besides them, every generation that is a positive multiple of this (0: none)
 */
public record SnapshotRetention(int keepLast, int every) {
    /** Every generation's population. */
    public static final SnapshotRetention ALL = new SnapshotRetention(0, 0);

    public SnapshotRetention {
        if (keepLast < 0 || every < 0) {
            throw new IllegalArgumentException("a snapshot retention counts generations, 0 or more; got the last "
                    + keepLast + " and every " + every);
        }
    }

    /** The retention a run's configuration asks for. */
    public static SnapshotRetention of(RunFilesConfig run) {
        return new SnapshotRetention(run.keepSnapshots(), run.snapshotEvery());
    }

    /** Whether {@code generation}'s population is kept once {@code latest} is the latest generation. */
    public boolean kept(int generation, int latest) {
        return keepsAll() || generation > latest - keepLast || keptForGood(generation);
    }

    /** Whether {@code generation}'s population is kept however far the run goes. */
    public boolean keptForGood(int generation) {
        return keepsAll() || (every > 0 && generation > 0 && generation % every == 0);
    }

    /** Whether every generation's population is kept. */
    public boolean keepsAll() {
        return keepLast == 0;
    }
}
