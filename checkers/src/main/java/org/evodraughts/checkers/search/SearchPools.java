package org.evodraughts.checkers.search;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;

/**
 * The shared thread pools that parallel searches run on: one {@link ForkJoinPool} per thread
 * count, created on first use and kept for the life of the process (its threads are daemons,
 * and idle ones time out after 30 s). Thread-safe.
 */
public final class SearchPools {
    private static final ConcurrentHashMap<Integer, ForkJoinPool> POOLS = new ConcurrentHashMap<>();

    private SearchPools() {}

    /**
     * A pool of exactly {@code threads} threads, without spares. The pool adds a spare thread
     * when a worker would block joining a stolen task, to keep the core busy; but the search's
     * joins never block ({@link #joinWithoutParking}), and a spare only makes more runnable
     * threads than cores, so the one on the critical path gets preempted (YBWC speed-up at
     * depth 10, with parking joins: 1.26× with up to 4·threads + 16 spares, 1.48× without).
     */
    private static ForkJoinPool newPool(int threads) {
        return new ForkJoinPool(threads, ForkJoinPool.defaultForkJoinWorkerThreadFactory, null, false,
                0, threads, 1, pool -> true, 30, TimeUnit.SECONDS);
    }

    /**
     * Waits for {@code task}, forked by the calling pool thread, and rethrows what it threw.
     * Runs the task if no thread has stolen it; otherwise runs the tasks the thief forks
     * meanwhile, spinning in between. {@link ForkJoinTask#join} would park the thread once
     * the thief's queue is empty and not wake it for the thief's later forks, so the two-core
     * search ran on one core until the stolen task ended (depth 10: 1.48× with join, 1.6×
     * without).
     */
    static void joinWithoutParking(ForkJoinTask<?> task) {
        ForkJoinPool pool = ForkJoinTask.getPool();
        // A join with a 1 ns wait runs the task if it is still here, or helps the thief once.
        while (!task.quietlyJoinUninterruptibly(1, TimeUnit.NANOSECONDS)) {
            while (pool.getQueuedTaskCount() == 0 && !task.isDone()) {
                Thread.onSpinWait();
            }
        }
        task.join();
    }

    /**
     * Waits for the result of {@code task}, already submitted to a pool, on a thread outside
     * the pool. An interrupt of the waiting thread does not end the wait: it runs
     * {@code onInterrupt} (which tells the task to stop soon) and is set again once the task is
     * done. {@link ForkJoinPool#invoke} or {@link ForkJoinTask#join} would hide the interrupt
     * from the task, as their wait clears the thread's status until it returns.
     */
    static <T> T awaitStoppable(ForkJoinTask<T> task, Runnable onInterrupt) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                    onInterrupt.run();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException unchecked) {
                        throw unchecked;
                    }
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The shared pool with {@code threads} threads. */
    public static ForkJoinPool withThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a pool needs at least 1 thread, got " + threads);
        }
        return POOLS.computeIfAbsent(threads, SearchPools::newPool);
    }
}
