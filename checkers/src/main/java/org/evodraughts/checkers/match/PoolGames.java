package org.evodraughts.checkers.match;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/**
 * Plays independent games on a pool and gathers their results: the one way every match,
 * tournament, champion evaluation and ladder runs games in parallel. Each game is a function of
 * its index alone (its seed derives from it), so the results are the same at any pool size.
 *
 * <p>If a game fails or the caller is interrupted, {@code stopping} runs (to make the running
 * games end at their next move, where they watch a flag), the games not yet finished are
 * cancelled, and the call waits for every game to end before it returns: no game outlives it.
 */
public final class PoolGames {
    private PoolGames() {}

    /**
     * Plays games {@code 0..count-1} on {@code executor}; returns their results by index.
     *
     * @param stopping runs before the remaining games are cancelled (e.g. sets a stop flag)
     * @throws RuntimeException     a game's own failure, as it threw it
     * @throws IllegalStateException wrapping a game's failure that is not a RuntimeException
     * @throws InterruptedException if interrupted while waiting; the games are stopped first
     */
    public static <T> List<T> play(ExecutorService executor, int count, IntFunction<T> game, Runnable stopping)
            throws InterruptedException {
        Running running = new Running();
        List<Future<T>> futures = new ArrayList<>(count);
        if (executor instanceof Batches batches) {
            batches.batchStarted();
        }
        try {
            for (int i = 0; i < count; i++) {
                int index = i;
                futures.add(executor.submit(() -> {
                    running.enter();
                    try {
                        return game.apply(index);
                    } finally {
                        running.exit();
                    }
                }));
            }
            List<T> results = new ArrayList<>(count);
            for (Future<T> future : futures) {
                results.add(future.get());
            }
            return results;
        } catch (ExecutionException e) {
            stop(futures, stopping, running);
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("a game failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException | RuntimeException e) {
            stop(futures, stopping, running);
            throw e;
        } finally {
            if (executor instanceof Batches batches) {
                batches.batchEnded();
            }
        }
    }

    /**
     * An executor that hears where each call's games begin and end, e.g. to time them: the
     * caller waits for a batch as a whole, so its length is what parallel work costs it.
     */
    public interface Batches {
        /** A call is about to submit its games. */
        void batchStarted();

        /** The call's games have all ended (or been stopped). */
        void batchEnded();
    }

    /** {@link #play(ExecutorService, int, IntFunction, Runnable)} for games that watch no flag. */
    public static <T> List<T> play(ExecutorService executor, int count, IntFunction<T> game) throws InterruptedException {
        return play(executor, count, game, () -> { });
    }

    private static void stop(List<? extends Future<?>> futures, Runnable stopping, Running running) {
        stopping.run();
        running.close();
        futures.forEach(future -> future.cancel(true));
        running.awaitNone();
    }

    /** The games under way; once closed, games not yet started do not start. */
    private static final class Running {
        private int count;
        private boolean closed;

        synchronized void enter() {
            if (closed) {
                throw new CancellationException("the games were stopped");
            }
            count++;
        }

        synchronized void exit() {
            count--;
            notifyAll();
        }

        synchronized void close() {
            closed = true;
        }

        /** Waits, through interrupts (kept for the caller), until no game runs. */
        synchronized void awaitNone() {
            boolean interrupted = false;
            while (count > 0) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
