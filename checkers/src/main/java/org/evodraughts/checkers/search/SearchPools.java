package org.evodraughts.checkers.search;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;

/**
 * The shared thread pools that parallel searches run on: one {@link ForkJoinPool} per thread
 * count, created on first use and kept for the life of the process (its threads are daemons,
 * and idle ones time out). Thread-safe.
 */
public final class SearchPools {
    private static final ConcurrentHashMap<Integer, ForkJoinPool> POOLS = new ConcurrentHashMap<>();

    private SearchPools() {}

    /** The shared pool with {@code threads} threads. */
    public static ForkJoinPool withThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a pool needs at least 1 thread, got " + threads);
        }
        return POOLS.computeIfAbsent(threads, ForkJoinPool::new);
    }
}
