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

    /** For slot (index << 2 | direction): the mask of the square jumped over (0 if no jump fits), and the landing index. */
    private static final int[] JUMPED = new int[Squares.COUNT * 4];
    private static final int[] LANDING = new int[Squares.COUNT * 4];

    static {
        for (int i = 0; i < Squares.COUNT; i++) {
            for (int d = 0; d < 4; d++) {
                int land = Squares.jumpLanding(d, i);
                JUMPED[i << 2 | d] = land < 0 ? 0 : 1 << Squares.neighbour(d, i);
                LANDING[i << 2 | d] = Math.max(land, 0);
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
        return hasCapture(black, white, kings, blackToMove)
                ? generateCaptures(black, white, kings, blackToMove, out, offset)
                : generateSteps(black, white, kings, blackToMove, out, offset);
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
        if (down != 0) {
            // A step down lands one row lower; its origin is the target minus 3, 4 or 5,
            // depending on the direction and on the parity of the origin row.
            n = addSteps((down & EVEN_ROWS) << 4 & empty, 4, out, n);
            n = addSteps((down & ODD_NOT_LEFT) << 3 & empty, 3, out, n);
            n = addSteps((down & EVEN_NOT_RIGHT) << 5 & empty, 5, out, n);
            n = addSteps((down & ODD_ROWS) << 4 & empty, 4, out, n);
        }
        if (up != 0) {
            n = addSteps((up & EVEN_ROWS) >>> 4 & empty, -4, out, n);
            n = addSteps((up & ODD_NOT_LEFT) >>> 5 & empty, -5, out, n);
            n = addSteps((up & EVEN_NOT_RIGHT) >>> 3 & empty, -3, out, n);
            n = addSteps((up & ODD_ROWS) >>> 4 & empty, -4, out, n);
        }
        return n - offset;
    }

    private static int addSteps(int targets, int shift, long[] out, int n) {
        while (targets != 0) {
            int to = Integer.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            out[n++] = PackedMove.of(to - shift, to, 0);
        }
        return n;
    }

    private static int generateCaptures(int black, int white, int kings, boolean blackToMove, long[] out, int offset) {
        int own = blackToMove ? black : white;
        int opp = blackToMove ? white : black;
        int occupied = black | white;
        int empty = ~occupied;
        int down = blackToMove ? own : own & kings;
        int up = blackToMove ? own & kings : own;
        // Only pieces with a first jump can start a sequence: walk each landing square back
        // over the jumped piece to the jumper.
        int jumpers = (upRight(upRight(downLeft(downLeft(down) & opp) & empty) & opp) & down)
                | (upLeft(upLeft(downRight(downRight(down) & opp) & empty) & opp) & down)
                | (downRight(downRight(upLeft(upLeft(up) & opp) & empty) & opp) & up)
                | (downLeft(downLeft(upRight(upRight(up) & opp) & empty) & opp) & up);
        int n = offset;
        for (; jumpers != 0; jumpers &= jumpers - 1) {
            int from = Integer.numberOfTrailingZeros(jumpers);
            boolean king = (kings & (1 << from)) != 0;
            int firstDirection = king || !blackToMove ? 0 : 2;
            int lastDirection = king || blackToMove ? 4 : 2;
            int crownRow = king ? 0 : blackToMove ? BLACK_CROWN_ROW : WHITE_CROWN_ROW;
            // The mover leaves its square, so a king may pass over or return to it.
            n = jumps(from, from, firstDirection, lastDirection, crownRow, 0, occupied & ~(1 << from), opp,
                    out, n, offset);
        }
        return n - offset;
    }

    /**
     * Extends a jump sequence from {@code at} over directions {@code [first, last)} (men jump
     * forward only); adds each complete sequence once. A man landing on {@code crownRow} stops.
     */
    private static int jumps(int from, int at, int first, int last, int crownRow, int captured, int occupied,
                             int opp, long[] out, int n, int offset) {
        boolean extended = false;
        for (int d = first; d < last; d++) {
            int slot = at << 2 | d;
            int overBit = JUMPED[slot];
            if ((opp & overBit & ~captured) == 0) {
                continue; // no opponent piece to jump, or the edge of the board
            }
            int land = LANDING[slot];
            if ((occupied & (1 << land)) != 0) {
                continue;
            }
            extended = true;
            int nowCaptured = captured | overBit;
            if (((1 << land) & crownRow) != 0) {
                n = add(PackedMove.of(from, land, nowCaptured), out, n, offset);
            } else {
                n = jumps(from, land, first, last, crownRow, nowCaptured, occupied, opp, out, n, offset);
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
