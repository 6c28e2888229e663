package org.evodraughts.checkers.search;

import java.time.Duration;
import org.evodraughts.checkers.Evaluator;

/**
 * Settings of {@link AlphaBetaSearch}.
 *
 * @param maxDepth  iterative deepening stops after this depth (1–64): 1 for quick runs,
 *                  4 by default, 6 and more for heavy play
 * @param timeLimit stop deepening when this much time has passed and return the last
 *                  completed depth (depth 1 always completes); {@link Duration#ZERO} for none
 * @param threads   1 for a sequential search; more searches in parallel (Young Brothers Wait
 *                  Concept) on a shared pool of that many threads
 * @param tableBits the transposition table holds {@code 2^tableBits} entries of 24 bytes;
 *                  by default sized to the depth ({@link #defaultTableBits})
 * @param budget    stop deepening once the search has done this much work, counted as nodes
 *                  times its evaluator's {@link Evaluator#cost()}, and return the last completed
 *                  depth (depth 1 always completes; the search looks every 32 nodes); 0 for none. Unlike a time limit it gives the
 *                  same move on every machine and under any load, and it charges a costlier
 *                  evaluator for its cost: a network twice as costly searches half the nodes.
 *                  A sequential search only: a parallel one counts its nodes in no fixed order
 */
public record AlphaBetaSettings(int maxDepth, Duration timeLimit, int threads, int tableBits, long budget)
        implements SearchSettings {
    public static final int MAX_DEPTH = 64;
    public static final int DEFAULT_DEPTH = 4;
    /** The largest default table: 2^20 entries, 24 MB. */
    public static final int MAX_DEFAULT_TABLE_BITS = 20;
    /** The largest table: 2^29 entries, 12 GiB, the most one Java array of three longs an entry holds. */
    public static final int MAX_TABLE_BITS = 29;

    public AlphaBetaSettings {
        if (maxDepth < 1 || maxDepth > MAX_DEPTH) {
            throw new IllegalArgumentException("minimax depth must be 1–" + MAX_DEPTH + ", got " + maxDepth);
        }
        if (timeLimit == null || timeLimit.isNegative()) {
            throw new IllegalArgumentException("minimax time limit must not be negative, got " + timeLimit);
        }
        if (threads < 1 || threads > 1024) {
            throw new IllegalArgumentException("minimax threads must be 1–1024, got " + threads);
        }
        if (budget < 0) {
            throw new IllegalArgumentException("minimax budget must not be negative, got " + budget);
        }
        if (budget > 0 && threads > 1) {
            throw new IllegalArgumentException("minimax budget needs threads=1: a parallel search counts its nodes in no "
                    + "fixed order, so its moves would vary from run to run");
        }
        if (tableBits < 4 || tableBits > MAX_TABLE_BITS) {
            throw new IllegalArgumentException("minimax tt (table size as a power of two) must be 4–" + MAX_TABLE_BITS
                    + " (2^" + MAX_TABLE_BITS + " entries are 12 GiB), got " + tableBits);
        }
    }

    /** Settings without a budget. */
    public AlphaBetaSettings(int maxDepth, Duration timeLimit, int threads, int tableBits) {
        this(maxDepth, timeLimit, threads, tableBits, 0);
    }

    /** A sequential fixed-depth search with the default table. */
    public static AlphaBetaSettings depth(int depth) {
        return new AlphaBetaSettings(depth, Duration.ZERO, 1, defaultTableBits(depth, false));
    }

    /**
     * A table about as large as a game's searches to {@code maxDepth} can use: 2^(2·depth + 8)
     * entries (64 K, 1.5 MB, at depth 4), and the largest default for depth 6 and more or a
     * time limit. Small tables matter because every game of a match or tournament gets fresh
     * players.
     */
    public static int defaultTableBits(int maxDepth, boolean timeLimited) {
        return timeLimited ? MAX_DEFAULT_TABLE_BITS : Math.min(MAX_DEFAULT_TABLE_BITS, 2 * maxDepth + 8);
    }

    public AlphaBetaSettings withThreads(int threads) {
        return new AlphaBetaSettings(maxDepth, timeLimit, threads, tableBits, budget);
    }

    public AlphaBetaSettings withTimeLimit(Duration timeLimit) {
        return new AlphaBetaSettings(maxDepth, timeLimit, threads, tableBits, budget);
    }

    public AlphaBetaSettings withTableBits(int tableBits) {
        return new AlphaBetaSettings(maxDepth, timeLimit, threads, tableBits, budget);
    }

    public AlphaBetaSettings withBudget(long budget) {
        return new AlphaBetaSettings(maxDepth, timeLimit, threads, tableBits, budget);
    }

    public boolean hasBudget() {
        return budget > 0;
    }

    public boolean hasTimeLimit() {
        return !timeLimit.isZero();
    }

    @Override
    public AlphaBetaSearch newSearch(Evaluator evaluator) {
        return new AlphaBetaSearch(evaluator, this);
    }

    @Override
    public String describe() {
        StringBuilder text = new StringBuilder("minimax:");
        if (hasTimeLimit() && maxDepth == MAX_DEPTH) {
            text.append("time=").append(SearchSettingsText.format(timeLimit));
        } else {
            text.append(maxDepth);
            if (hasTimeLimit()) {
                text.append(",time=").append(SearchSettingsText.format(timeLimit));
            }
        }
        if (budget > 0) {
            text.append(",budget=").append(budget);
        }
        if (threads != 1) {
            text.append(",threads=").append(threads);
        }
        if (tableBits != defaultTableBits(maxDepth, hasTimeLimit())) {
            text.append(",tt=").append(tableBits);
        }
        return text.toString();
    }
}
