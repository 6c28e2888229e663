package org.evodraughts.checkers.search;

import static org.evodraughts.checkers.search.SearchScore.MAX_PLY;

import java.util.Arrays;
import org.evodraughts.checkers.PackedMove;

/**
 * Move ordering hints learnt during a search: two killer moves per ply (quiet moves that
 * recently caused a cut-off there) and a history score per (side, from, to). One instance per
 * thread of a search: tasks on the same thread share what they learn, as in a sequential
 * search, without two cores writing the same cache lines. Used by one thread at a time.
 */
final class MoveOrdering {
    private static final int TT_MOVE = 1 << 30, CAPTURE = 1 << 24, KILLER_1 = 1 << 22, KILLER_2 = 1 << 21;
    private static final int HISTORY_LIMIT = 1 << 20;

    private final long[] killer1 = new long[MAX_PLY];
    private final long[] killer2 = new long[MAX_PLY];
    /** history[side * 1024 + from * 32 + to]: how often a quiet move caused a cut-off, weighted by depth. */
    private final int[] history = new int[2 * 32 * 32];
    private final int[] scores = new int[org.evodraughts.checkers.MoveGenerator.MAX_MOVES];

    /**
     * Orders the moves {@code mv[0..n-1]} into {@code ord} (indexes, best first): the table's
     * move, then captures (more and kings first; a capture position has only captures), then
     * the two killers, then by history. Ties keep generation order, so the order depends only
     * on the inputs and what this instance has learnt.
     */
    void order(long[] mv, int n, int[] ord, int ply, int ttMove, int kings, boolean blackToMove) {
        int side = blackToMove ? 0 : 1024;
        long k1 = killer1[ply];
        long k2 = killer2[ply];
        for (int i = 0; i < n; i++) {
            long m = mv[i];
            int score;
            if (i == ttMove) {
                score = TT_MOVE;
            } else if (PackedMove.isCapture(m)) {
                int captured = PackedMove.captured(m);
                score = CAPTURE + Integer.bitCount(captured) * 64 + Integer.bitCount(captured & kings) * 8;
            } else if (m == k1) {
                score = KILLER_1;
            } else if (m == k2) {
                score = KILLER_2;
            } else {
                score = history[side + PackedMove.from(m) * 32 + PackedMove.to(m)];
            }
            // Insertion sort, stable: equal scores keep generation order.
            int j = i;
            while (j > 0 && scores[j - 1] < score) {
                scores[j] = scores[j - 1];
                ord[j] = ord[j - 1];
                j--;
            }
            scores[j] = score;
            ord[j] = i;
        }
    }

    /** Learns from a quiet move that caused a cut-off at {@code ply} with {@code depth} left. */
    void cutoff(long move, int ply, int depth, boolean blackToMove) {
        if (killer1[ply] != move) {
            killer2[ply] = killer1[ply];
            killer1[ply] = move;
        }
        int slot = (blackToMove ? 0 : 1024) + PackedMove.from(move) * 32 + PackedMove.to(move);
        history[slot] += depth * depth + 1;
        if (history[slot] > HISTORY_LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }

    void clear() {
        Arrays.fill(killer1, 0L);
        Arrays.fill(killer2, 0L);
        Arrays.fill(history, 0);
    }
}
