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
     * A pool of exactly {@code threads} threads, without spares: a worker that blocks joining a
     * task another thread has stolen (and finds nothing to help with) just waits. A spare
     * thread would take its core meanwhile, but once the joiner wakes up there are more
     * runnable threads than cores and the one on the critical path gets preempted; with the
     * alpha-beta search's idle helpers polling for work, that cost more than the spare saved
     * (YBWC speed-up at depth 10: 1.26× with up to 4·threads + 16 spares, 1.48× without).
     */
    private static ForkJoinPool newPool(int threads) {
        return new ForkJoinPool(threads, ForkJoinPool.defaultForkJoinWorkerThreadFactory, null, false,
                0, threads, 1, pool -> true, 30, TimeUnit.SECONDS);
    }

    /** The shared pool with {@code threads} threads. */
    public static ForkJoinPool withThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a pool needs at least 1 thread, got " + threads);
        }
        return POOLS.computeIfAbsent(threads, SearchPools::newPool);
    }
}
