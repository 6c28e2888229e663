package org.evodraughts.checkers.players;

import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;

/**
 * A hand-written evaluation for the baseline players, in hundredths of a man: material (a man
 * 100, a king 140), advancement of men (2 per row advanced), men guarding their own back row
 * (8 each), pieces in the centre (5 each) and kings stuck on a side edge (−6 each). Black's
 * total minus White's, {@code x}, is squashed into (−1, 1) by {@code x / (|x| + 300)}: one man
 * up is about 0.25, three men up 0.5. The same position seen from either side or mirrored
 * gets exactly the opposite or same score. Stateless, thread-safe and allocation-free.
 */
public final class HeuristicEvaluator implements Evaluator {
    public static final HeuristicEvaluator INSTANCE = new HeuristicEvaluator();

    static final int MAN = 100, KING = 140, ADVANCE_PER_ROW = 2, BACK_ROW_GUARD = 8, CENTRE = 5, KING_ON_EDGE = -6;
    static final double SCALE = 300;

    private static final int BLACK_BACK_ROW = 0x0000000F;
    private static final int WHITE_BACK_ROW = 0xF0000000;
    /** Squares whose row number has bit 0, 1 or 2 set: the row of index i is i >> 2. */
    private static final int ROW_BIT_0 = 0xF0F0F0F0, ROW_BIT_1 = 0xFF00FF00, ROW_BIT_2 = 0xFFFF0000;
    private static final int CENTRE_SQUARES;
    private static final int SIDE_EDGE_SQUARES;

    static {
        int centre = 0;
        int edge = 0;
        for (int i = 0; i < Squares.COUNT; i++) {
            int row = Squares.row(i);
            int column = Squares.column(i);
            if (row >= 2 && row <= 5 && column >= 2 && column <= 5) {
                centre |= 1 << i;
            }
            if (column == 0 || column == 7) {
                edge |= 1 << i;
            }
        }
        CENTRE_SQUARES = centre;
        SIDE_EDGE_SQUARES = edge;
    }

    private HeuristicEvaluator() {}

    @Override
    public double evaluate(int black, int white, int kings, Side side) {
        int blackMen = black & ~kings;
        int whiteMen = white & ~kings;
        // Rows advanced: Black's men move towards row 7, White's towards row 0.
        int blackRows = rowSum(blackMen);
        int whiteRows = 7 * Integer.bitCount(whiteMen) - rowSum(whiteMen);
        int raw = side(blackMen, black & kings, blackRows, BLACK_BACK_ROW)
                - side(whiteMen, white & kings, whiteRows, WHITE_BACK_ROW);
        double value = raw / (Math.abs(raw) + SCALE);
        return side == Side.BLACK ? value : -value;
    }

    private static int side(int men, int kings, int rowsAdvanced, int backRow) {
        return MAN * Integer.bitCount(men)
                + KING * Integer.bitCount(kings)
                + ADVANCE_PER_ROW * rowsAdvanced
                + BACK_ROW_GUARD * Integer.bitCount(men & backRow)
                + CENTRE * Integer.bitCount((men | kings) & CENTRE_SQUARES)
                + KING_ON_EDGE * Integer.bitCount(kings & SIDE_EDGE_SQUARES);
    }

    private static int rowSum(int pieces) {
        return Integer.bitCount(pieces & ROW_BIT_0) + 2 * Integer.bitCount(pieces & ROW_BIT_1)
                + 4 * Integer.bitCount(pieces & ROW_BIT_2);
    }

    @Override
    public String toString() {
        return "heuristic";
    }
}
