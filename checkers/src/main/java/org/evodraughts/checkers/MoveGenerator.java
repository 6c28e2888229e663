package org.evodraughts.checkers;

/**
 * Legal move generation on bitboards: three 32-bit masks (black pieces, white pieces, kings)
 * and the side to move. Moves are written as {@link PackedMove} longs into a caller's buffer,
 * so generation allocates nothing. Stateless and thread-safe.
 *
 * <p>Captures are mandatory, any capture may be chosen, a jump sequence runs to its end, no
 * piece is jumped twice, and a man that reaches the far row is crowned and stops there.
 * Jumped pieces stay on the board until the move ends, so a sequence cannot land on them.
 * Two jump sequences with the same origin, destination and captured set lead to the same
 * position and are generated once.
 */
public final class MoveGenerator {
    /** A buffer of this many moves holds the moves of any position. */
    public static final int MAX_MOVES = 256;

    static final int BLACK_CROWN_ROW = 0xF0000000;
    static final int WHITE_CROWN_ROW = 0x0000000F;

    private static final int EVEN_ROWS = 0x0F0F0F0F;
    private static final int ODD_ROWS = 0xF0F0F0F0;
    /** Even-row squares not in column 7, and odd-row squares not in column 0. */
    private static final int EVEN_NOT_RIGHT = 0x07070707;
    private static final int ODD_NOT_LEFT = 0xE0E0E0E0;

    /** FROM[d][i]: the origin of a step in direction d that arrives at index i (or −1). */
    private static final int[][] FROM = new int[4][Squares.COUNT];

    static {
        for (int d = 0; d < 4; d++) {
            java.util.Arrays.fill(FROM[d], -1);
            for (int i = 0; i < Squares.COUNT; i++) {
                int to = Squares.neighbour(d, i);
                if (to >= 0) {
                    FROM[d][to] = i;
                }
            }
        }
    }

    private MoveGenerator() {}

    static int upLeft(int b) {
        return ((b & EVEN_ROWS) >>> 4) | ((b & ODD_NOT_LEFT) >>> 5);
    }

    static int upRight(int b) {
        return ((b & EVEN_NOT_RIGHT) >>> 3) | ((b & ODD_ROWS) >>> 4);
    }

    static int downLeft(int b) {
        return ((b & EVEN_ROWS) << 4) | ((b & ODD_NOT_LEFT) << 3);
    }

    static int downRight(int b) {
        return ((b & EVEN_NOT_RIGHT) << 5) | ((b & ODD_ROWS) << 4);
    }

    /**
     * Writes the legal moves of the position into {@code out} from index {@code offset} and
     * returns how many there are (0 when the side to move has lost).
     */
    public static int generate(int black, int white, int kings, boolean blackToMove, long[] out, int offset) {
        int n = generateCaptures(black, white, kings, blackToMove, out, offset);
        return n > 0 ? n : generateSteps(black, white, kings, blackToMove, out, offset);
    }

    /** Whether the side to move has a capture, which it must then play. */
    public static boolean hasCapture(int black, int white, int kings, boolean blackToMove) {
        int own = blackToMove ? black : white;
        int opp = blackToMove ? white : black;
        int empty = ~(black | white);
        int down = blackToMove ? own : own & kings;
        int up = blackToMove ? own & kings : own;
        return ((downLeft(downLeft(down) & opp) & empty)
                | (downRight(downRight(down) & opp) & empty)
                | (upLeft(upLeft(up) & opp) & empty)
                | (upRight(upRight(up) & opp) & empty)) != 0;
    }

    /** Whether the side to move has any legal move. */
    public static boolean hasMove(int black, int white, int kings, boolean blackToMove) {
        int own = blackToMove ? black : white;
        int empty = ~(black | white);
        int down = blackToMove ? own : own & kings;
        int up = blackToMove ? own & kings : own;
        return ((downLeft(down) | downRight(down) | upLeft(up) | upRight(up)) & empty) != 0
                || hasCapture(black, white, kings, blackToMove);
    }

    private static int generateSteps(int black, int white, int kings, boolean blackToMove, long[] out, int offset) {
        int own = blackToMove ? black : white;
        int empty = ~(black | white);
        int down = blackToMove ? own : own & kings;
        int up = blackToMove ? own & kings : own;
        int n = offset;
        n = addSteps(downLeft(down) & empty, Squares.DOWN_LEFT, out, n);
        n = addSteps(downRight(down) & empty, Squares.DOWN_RIGHT, out, n);
        n = addSteps(upLeft(up) & empty, Squares.UP_LEFT, out, n);
        n = addSteps(upRight(up) & empty, Squares.UP_RIGHT, out, n);
        return n - offset;
    }

    private static int addSteps(int targets, int direction, long[] out, int n) {
        int[] from = FROM[direction];
        while (targets != 0) {
            int to = Integer.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            out[n++] = PackedMove.of(from[to], to, 0);
        }
        return n;
    }

    private static int generateCaptures(int black, int white, int kings, boolean blackToMove, long[] out, int offset) {
        if (!hasCapture(black, white, kings, blackToMove)) {
            return 0;
        }
        int own = blackToMove ? black : white;
        int opp = blackToMove ? white : black;
        int occupied = black | white;
        int n = offset;
        for (int pieces = own; pieces != 0; pieces &= pieces - 1) {
            int from = Integer.numberOfTrailingZeros(pieces);
            boolean king = (kings & (1 << from)) != 0;
            // The mover leaves its square, so a king may pass over or return to it.
            n = jumps(from, from, king, blackToMove, 0, occupied & ~(1 << from), opp, out, n, offset);
        }
        return n - offset;
    }

    /** Extends a jump sequence from {@code at}; adds each complete sequence once. */
    private static int jumps(int from, int at, boolean king, boolean black, int captured, int occupied, int opp,
                             long[] out, int n, int offset) {
        boolean extended = false;
        for (int d = 0; d < 4; d++) {
            if (!king && (d >= Squares.DOWN_LEFT) != black) {
                continue; // men jump forward only
            }
            int land = Squares.jumpLanding(d, at);
            if (land < 0) {
                continue;
            }
            int overBit = 1 << Squares.neighbour(d, at);
            int landBit = 1 << land;
            if ((opp & overBit & ~captured) == 0 || (occupied & landBit) != 0) {
                continue;
            }
            extended = true;
            int nowCaptured = captured | overBit;
            boolean crowns = !king && (landBit & (black ? BLACK_CROWN_ROW : WHITE_CROWN_ROW)) != 0;
            if (crowns) {
                n = add(PackedMove.of(from, land, nowCaptured), out, n, offset);
            } else {
                n = jumps(from, land, king, black, nowCaptured, occupied, opp, out, n, offset);
            }
        }
        if (!extended && captured != 0) {
            n = add(PackedMove.of(from, at, captured), out, n, offset);
        }
        return n;
    }

    private static int add(long move, long[] out, int n, int offset) {
        // Only a king's circuit of four or more captures can reach the same move twice.
        if (Integer.bitCount(PackedMove.captured(move)) >= 4) {
            for (int i = offset; i < n; i++) {
                if (out[i] == move) {
                    return n;
                }
            }
        }
        out[n] = move;
        return n + 1;
    }
}
