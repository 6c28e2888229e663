package org.evodraughts.checkers;

/**
 * A move packed into a {@code long}, the form the move generator and the searches use so that
 * no object is allocated per node. {@link Move} is the same move as a value for everything else.
 *
 * <p>Layout: bits 0–31 the mask of captured squares, bits 32–36 the origin index, bits 37–41
 * the destination index. A capture is identified by (origin, destination, captured set); the
 * landing squares in between are recovered by {@code MoveText} when the move is written down.
 */
public final class PackedMove {
    private PackedMove() {}

    public static long of(int from, int to, int captured) {
        return (captured & 0xFFFFFFFFL) | ((long) from << 32) | ((long) to << 37);
    }

    public static int from(long move) {
        return (int) (move >>> 32) & 31;
    }

    public static int to(long move) {
        return (int) (move >>> 37) & 31;
    }

    public static int captured(long move) {
        return (int) move;
    }

    public static boolean isCapture(long move) {
        return (int) move != 0;
    }

    /*
     * Making a move on the three masks. These three methods are the one place that does it:
     * Position.play, perft, alpha-beta, MCTS and the benchmarks all call them, each mask from
     * its own value, so a search makes a move without allocating.
     */

    /** Black's pieces after {@code move}, made by Black if {@code blackMoved}, else by White. */
    public static int blackAfter(int black, long move, boolean blackMoved) {
        return blackMoved ? moverAfter(black, move) : opponentAfter(black, move);
    }

    /** White's pieces after {@code move}, made by Black if {@code blackMoved}, else by White. */
    public static int whiteAfter(int white, long move, boolean blackMoved) {
        return blackMoved ? opponentAfter(white, move) : moverAfter(white, move);
    }

    private static int moverAfter(int mover, long move) {
        return mover & ~(1 << from(move)) | (1 << to(move));
    }

    private static int opponentAfter(int opponent, long move) {
        return opponent & ~captured(move);
    }

    /**
     * The kings after the move: captured kings vanish, a moving king moves, and a man that
     * lands on the far row is crowned.
     */
    public static int kingsAfter(int kings, long move, boolean blackMoved) {
        int fromBit = 1 << from(move);
        int toBit = 1 << to(move);
        int after = kings & ~captured(move);
        if ((kings & fromBit) != 0) {
            return after & ~fromBit | toBit;
        }
        int crownRow = blackMoved ? MoveGenerator.BLACK_CROWN_ROW : MoveGenerator.WHITE_CROWN_ROW;
        return after | (toBit & crownRow);
    }
}
