package org.evodraughts.ga.loop;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.IntConsumer;

/**
 * Where a generation's islands are made side by side: each island's step (its breeding, then
 * its trainings and tournament, handed to the run's pool or cluster) runs on a thread of its
 * own, so that every island's tasks wait in the pool's queue at once, and the run's thread waits
 * for all of them before the generation is completed. With one island the step runs on the
 * calling thread, as it always did.
 *
 * <p>The threads are not the pool's: an island's thread hands its tasks over and waits for them
 * (or takes part in them, as {@code SharedWork} lets a caller do), so any pool size, even one
 * thread, plays every island's tasks without deadlock. They are platform threads that live as
 * long as the session, so that the work trace counts their CPU time (it sums the live threads').
 *
 * <p><b>A failure or a stop.</b> The first island step to throw cancels the rest ({@code
 * cancelRest}: the run's tournament, whose flag ends every game and training under way) and
 * interrupts the other islands' threads (a pool batch whose caller is interrupted stops its tasks);
 * once every step has ended, nothing of the generation still runs and the failure is thrown as
 * it was. A real failure wins over the cancellations it caused; others are added as suppressed.
 *
 * <p>Used from the run's thread, one generation at a time; {@link #close()} stops the threads.
 */
final class IslandThreads implements AutoCloseable {
    private final int islands;
    /** Null with one island. */
    private final ExecutorService threads;
    private final Runnable cancelRest;

    /**
     * @param islands    the run's islands
     * @param cancelRest makes the other islands' steps end soon, once one has failed
     */
    IslandThreads(int islands, Runnable cancelRest) {
        this.islands = islands;
        this.cancelRest = cancelRest;
        this.threads = islands == 1 ? null
                : Executors.newFixedThreadPool(islands, Thread.ofPlatform().daemon().name("island-", 0).factory());
    }

    /**
     * Runs {@code step} for every island, side by side, and returns once all have ended.
     *
     * @throws RuntimeException      the first step's failure, as it threw it (a real failure
     *                               before a cancellation)
     * @throws CancellationException if this thread was interrupted while it waited; the
     *                               islands' steps were cancelled and have ended, and the
     *                               interrupt is kept
     */
    void forEach(IntConsumer step) {
        if (threads == null) {
            step.accept(0);
            return;
        }
        Generation generation = new Generation();
        for (int i = 0; i < islands; i++) {
            int island = i;
            threads.execute(() -> generation.run(island, step));
        }
        generation.await();
    }

    @Override
    public void close() {
        if (threads != null) {
            threads.shutdownNow();
        }
    }

    /** One generation's island steps: which thread runs which, and how they ended. */
    private final class Generation {
        private final CountDownLatch ended = new CountDownLatch(islands);
        private final Thread[] running = new Thread[islands];
        /** The steps' failures, in the order they came. */
        private final List<Throwable> failures = new ArrayList<>();
        private boolean cancelled;

        void run(int island, IntConsumer step) {
            try {
                synchronized (this) {
                    if (cancelled) {
                        throw new CancellationException("island " + island + "'s generation was cancelled");
                    }
                    running[island] = Thread.currentThread();
                }
                step.accept(island);
            } catch (Throwable t) {
                failed(t);
            } finally {
                synchronized (this) {
                    // After this no interrupt is aimed at the thread: its next task starts clean.
                    running[island] = null;
                }
                ended.countDown();
            }
        }

        private void failed(Throwable t) {
            synchronized (this) {
                failures.add(t);
            }
            cancel();
        }

        /** Ends every island's step soon: the tournament's flag, and an interrupt for any wait that does not watch it. */
        private void cancel() {
            synchronized (this) {
                if (cancelled) {
                    return;
                }
                cancelled = true;
                for (Thread thread : running) {
                    if (thread != null && thread != Thread.currentThread()) {
                        thread.interrupt();
                    }
                }
            }
            cancelRest.run();
        }

        void await() {
            boolean interrupted = false;
            while (true) {
                try {
                    ended.await();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    cancel();
                }
            }
            Throwable failure;
            synchronized (this) {
                failure = chosenFailure();
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
                if (failure == null || failure instanceof CancellationException) {
                    throw new CancellationException("interrupted while the islands' generation was made");
                }
            }
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
            if (failure != null) {
                throw new IllegalStateException(failure);
            }
        }

        /**
         * The first real failure to come (else the first cancellation), with the later real ones
         * suppressed (such as a read the cancellation's interrupt broke); null if none failed.
         */
        private Throwable chosenFailure() {
            Throwable chosen = failures.stream().filter(t -> !(t instanceof CancellationException)).findFirst()
                    .orElse(failures.isEmpty() ? null : failures.getFirst());
            for (Throwable t : failures) {
                if (t != chosen && !(t instanceof CancellationException)) {
                    chosen.addSuppressed(t);
                }
            }
            return chosen;
        }
    }
}
