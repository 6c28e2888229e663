package org.evodraughts.checkers;

/**
 * Board geometry: the 32 dark squares in standard numbering 1–32 and the bit index 0–31
 * that the bitboards use for them (index = square − 1).
 *
 * <p>Row 0 holds squares 1–4 (Black's back row) and row 7 holds squares 29–32 (White's back
 * row). Columns run 0–7; on even rows the dark squares are in odd columns, and on odd rows in
 * even columns, so square 1 is (row 0, column 1), square 5 is (row 1, column 0) and square 29
 * is (row 7, column 0). "Down" means towards higher rows, the direction Black's men move.
 */
public final class Squares {
    public static final int COUNT = 32;

    /** Directions, as indexes into {@link #neighbour} and {@link #jumpLanding}. */
    public static final int UP_LEFT = 0, UP_RIGHT = 1, DOWN_LEFT = 2, DOWN_RIGHT = 3;

    private static final int[] ROW_STEP = {-1, -1, 1, 1};
    private static final int[] COL_STEP = {-1, 1, -1, 1};

    private static final int[][] NEIGHBOUR = new int[4][COUNT];
    private static final int[][] JUMP_LANDING = new int[4][COUNT];

    static {
        for (int d = 0; d < 4; d++) {
            for (int i = 0; i < COUNT; i++) {
                NEIGHBOUR[d][i] = indexAt(row(i) + ROW_STEP[d], column(i) + COL_STEP[d]);
                JUMP_LANDING[d][i] = indexAt(row(i) + 2 * ROW_STEP[d], column(i) + 2 * COL_STEP[d]);
            }
        }
    }

    private Squares() {}

    public static int row(int index) {
        return index >> 2;
    }

    public static int column(int index) {
        return 2 * (index & 3) + ((index >> 2) & 1 ^ 1);
    }

    /** The bit index of the dark square at (row, column), or −1 if it is off the board or light. */
    public static int indexAt(int row, int column) {
        if (row < 0 || row > 7 || column < 0 || column > 7 || ((row + column) & 1) == 0) {
            return -1;
        }
        return row * 4 + column / 2;
    }

    /** The adjacent index in direction {@code d}, or −1 at the edge. */
    public static int neighbour(int d, int index) {
        return NEIGHBOUR[d][index];
    }

    /** The index two steps away in direction {@code d} (where a jump lands), or −1. */
    public static int jumpLanding(int d, int index) {
        return JUMP_LANDING[d][index];
    }

    /** Checks a standard square number and returns its bit index. */
    public static int indexOf(int square) {
        if (square < 1 || square > COUNT) {
            throw new IllegalArgumentException("square " + square + " is not in 1–32");
        }
        return square - 1;
    }

    public static int squareOf(int index) {
        return index + 1;
    }
}
