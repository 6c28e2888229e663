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
 */
public record AlphaBetaSettings(int maxDepth, Duration timeLimit, int threads, int tableBits)
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
        if (tableBits < 4 || tableBits > MAX_TABLE_BITS) {
            throw new IllegalArgumentException("minimax tt (table size as a power of two) must be 4–" + MAX_TABLE_BITS
                    + " (2^" + MAX_TABLE_BITS + " entries are 12 GiB), got " + tableBits);
        }
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
        return new AlphaBetaSettings(maxDepth, timeLimit, threads, tableBits);
    }

    public AlphaBetaSettings withTimeLimit(Duration timeLimit) {
        return new AlphaBetaSettings(maxDepth, timeLimit, threads, tableBits);
    }

    public AlphaBetaSettings withTableBits(int tableBits) {
        return new AlphaBetaSettings(maxDepth, timeLimit, threads, tableBits);
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
        if (threads != 1) {
            text.append(",threads=").append(threads);
        }
        if (tableBits != defaultTableBits(maxDepth, hasTimeLimit())) {
            text.append(",tt=").append(tableBits);
        }
        return text.toString();
    }
}
