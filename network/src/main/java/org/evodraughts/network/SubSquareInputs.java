package org.evodraughts.network;

import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;

/**
 * The network's 91 inputs ("sub-squares" encoding, version 1): for every k×k sub-square of the
 * board, k = 3..8, the sum of the piece values on the dark squares inside it.
 *
 * <p><b>Values.</b> From the point of view of the side evaluated for ("own" pieces): own man
 * +1, own king +K, opponent man −1, opponent king −K, empty 0, where K is the network's king
 * value. The sum is not averaged.
 *
 * <p><b>Orientation.</b> When evaluating for White the board is first rotated 180° (square s
 * becomes square 33 − s, bit index i becomes 31 − i), so the network always sees its own side
 * where Black starts: on rows 0–2 (squares 1–12), with its men moving towards row 7.
 * Rows and columns are those of {@link Squares}: square 1 is (row 0, column 1), square 5 is
 * (row 1, column 0), square 32 is (row 7, column 6).
 *
 * <p><b>Order.</b> Window n covers rows {@code top..top+k-1} and columns {@code left..left+k-1};
 * windows are numbered by k ascending (3, 4, …, 8), then top row ascending, then left column
 * ascending. So inputs 0–35 are the 36 windows of size 3 (input 0 at top 0 left 0, input 1 at
 * top 0 left 1, …, input 6 at top 1 left 0), 36–60 the 25 of size 4, 61–76 the 16 of size 5,
 * 77–85 the 9 of size 6, 86–89 the 4 of size 7, and 90 the whole board.
 *
 * <p>Computed with one precomputed 32-bit mask of dark squares per window and population
 * counts, so it needs no scratch memory. Stateless and thread-safe.
 */
public final class SubSquareInputs {
    /** Name and version of this encoding, as stored in network files. */
    public static final String NAME = "sub-squares";
    public static final int VERSION = 1;

    /** Number of inputs (windows). */
    public static final int COUNT = 91;
    public static final int MIN_SIZE = 3, MAX_SIZE = 8;

    private static final int[] SIZE = new int[COUNT];
    private static final int[] TOP = new int[COUNT];
    private static final int[] LEFT = new int[COUNT];
    /** Bit i set if dark square index i lies in the window. */
    private static final int[] MASK = new int[COUNT];

    static {
        int n = 0;
        for (int k = MIN_SIZE; k <= MAX_SIZE; k++) {
            for (int top = 0; top + k <= 8; top++) {
                for (int left = 0; left + k <= 8; left++) {
                    SIZE[n] = k;
                    TOP[n] = top;
                    LEFT[n] = left;
                    for (int i = 0; i < Squares.COUNT; i++) {
                        int r = Squares.row(i), c = Squares.column(i);
                        if (r >= top && r < top + k && c >= left && c < left + k) {
                            MASK[n] |= 1 << i;
                        }
                    }
                    n++;
                }
            }
        }
        if (n != COUNT) {
            throw new AssertionError("window count " + n);
        }
    }

    private SubSquareInputs() {}

    /** The side length k of window {@code n}. */
    public static int size(int n) {
        return SIZE[n];
    }

    /** The top row of window {@code n}. */
    public static int top(int n) {
        return TOP[n];
    }

    /** The left column of window {@code n}. */
    public static int left(int n) {
        return LEFT[n];
    }

    /** The dark squares of window {@code n} as a bit mask over indexes 0–31 (bit i = square i + 1). */
    public static int squares(int n) {
        return MASK[n];
    }

    /**
     * Writes the 91 inputs for the position, seen by {@code side}, into
     * {@code out[offset .. offset+90]}. Does not allocate.
     */
    public static void encode(int black, int white, int kings, Side side, double kingValue, double[] out, int offset) {
        int own, opponent;
        if (side == Side.BLACK) {
            own = black;
            opponent = white;
        } else {
            own = Integer.reverse(white);
            opponent = Integer.reverse(black);
            kings = Integer.reverse(kings);
        }
        int ownMen = own & ~kings, ownKings = own & kings;
        int opponentMen = opponent & ~kings, opponentKings = opponent & kings;
        for (int n = 0; n < COUNT; n++) {
            int m = MASK[n];
            int men = Integer.bitCount(ownMen & m) - Integer.bitCount(opponentMen & m);
            int kingCount = Integer.bitCount(ownKings & m) - Integer.bitCount(opponentKings & m);
            out[offset + n] = men + kingValue * kingCount;
        }
    }

    /** The 91 inputs for the position seen by {@code side}, in a new array. */
    public static double[] encode(int black, int white, int kings, Side side, double kingValue) {
        double[] out = new double[COUNT];
        encode(black, white, kings, side, kingValue, out, 0);
        return out;
    }
}
