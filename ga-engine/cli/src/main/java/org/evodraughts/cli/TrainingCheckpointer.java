package org.evodraughts.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Supplier;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.ga.training.TrainingState;

/**
 * Saves a {@code network train}'s checkpoint after a batch once {@code every} has passed since the
 * last save, and after the first batch that ends once a stop is asked for, and then stops the
 * training: a killed training loses at most {@code every}, a stopped one nothing. The last batch
 * saves nothing, since the output file follows it. Batches end on one thread; a stop may be asked
 * for on any.
 */
final class TrainingCheckpointer implements TdRefinement.AfterBatch {
    private final Path file;
    private final Map<String, String> options;
    private final long everyNanos;
    private final int games;
    private volatile boolean stopAsked;
    private volatile boolean stopping;
    private long lastSave = System.nanoTime();
    private int savedGames = -1;

    /** Saves to {@code file} the training of {@code games} games started with {@code options}. */
    TrainingCheckpointer(Path file, Map<String, String> options, Duration every, int games) {
        this.file = file;
        this.options = options;
        this.everyNanos = every.toNanos();
        this.games = games;
    }

    /** Saves after the batch being played and stops the training there (on a signal's thread, say). */
    void askToStop() {
        stopAsked = true;
    }

    /** Whether the training is to stop: its last batch is saved. */
    boolean stopping() {
        return stopping;
    }

    /** The games the last saved checkpoint holds; −1 before the first save. */
    int savedGames() {
        return savedGames;
    }

    @Override
    public void played(int done, Supplier<TrainingState> state) {
        boolean stop = stopAsked;
        if (done == games || !stop && System.nanoTime() - lastSave < everyNanos) {
            return;
        }
        try {
            new TrainingCheckpoint(options, state.get()).write(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        lastSave = System.nanoTime();
        savedGames = done;
        stopping = stop;
    }
}
