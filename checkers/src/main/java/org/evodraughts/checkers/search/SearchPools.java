package org.evodraughts.checkers.search;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
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
     * A pool that keeps {@code threads} threads runnable: when a worker blocks joining a task
     * another thread has stolen (and finds nothing to help with), a spare thread takes over
     * its core. The default pool keeps only one runnable, which on two cores leaves one idle
     * at every such join. At the spare limit a joiner simply waits.
     */
    private static ForkJoinPool newPool(int threads) {
        return new ForkJoinPool(threads, ForkJoinPool.defaultForkJoinWorkerThreadFactory, null, false,
                0, 4 * threads + 16, threads, pool -> true, 30, TimeUnit.SECONDS);
    }

    /** The shared pool with {@code threads} threads. */
    public static ForkJoinPool withThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a pool needs at least 1 thread, got " + threads);
        }
        return POOLS.computeIfAbsent(threads, SearchPools::newPool);
    }
}
