package org.evodraughts.checkers;

/**
 * Counts the leaf nodes of the legal-move tree to a fixed depth, the standard check of a move
 * generator. A whole capture sequence is one ply. Every leaf is visited (no bulk counting).
 * Holds per-ply move buffers, so one instance serves one thread.
 */
public final class Perft {
    private static final int MAX_DEPTH = 64;
    private final long[][] buffers = new long[MAX_DEPTH][MoveGenerator.MAX_MOVES];

    public long count(Position position, int depth) {
        if (depth < 0 || depth >= MAX_DEPTH) {
            throw new IllegalArgumentException("perft depth must be 0–" + (MAX_DEPTH - 1) + ", got " + depth);
        }
        return count(position.black(), position.white(), position.kings(), position.blackToMove(), depth, 0);
    }

    private long count(int black, int white, int kings, boolean blackToMove, int depth, int ply) {
        if (depth == 0) {
            return 1;
        }
        long[] moves = buffers[ply];
        int n = MoveGenerator.generate(black, white, kings, blackToMove, moves, 0);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            long m = moves[i];
            int newBlack = PackedMove.blackAfter(black, m, blackToMove);
            int newWhite = PackedMove.whiteAfter(white, m, blackToMove);
            int newKings = PackedMove.kingsAfter(kings, m, blackToMove);
            nodes += depth == 1
                    ? leaf(newBlack, newWhite, newKings)
                    : count(newBlack, newWhite, newKings, !blackToMove, depth - 1, ply + 1);
        }
        return nodes;
    }

    /**
     * Visits a leaf: the move into it has been made, and the resulting position is checked
     * (no square holds two pieces, every king stands on a piece). Returns 1 for a sound leaf.
     * This is not bulk counting, which would count the moves at depth 1 without making them.
     */
    private static long leaf(int black, int white, int kings) {
        return (black & white) == 0 && (kings & ~(black | white)) == 0 ? 1 : 0;
    }
}
