package org.evodraughts.network;

import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;

/**
 * The "pieces" inputs (version 1): one input per piece kind and square, 1 where that piece
 * stands, from the point of view of the side evaluated for, which sees the board as
 * {@link SubSquareInputs} does (White's rotated 180°, so its own men move towards row 7).
 *
 * <p>120 inputs, not 4 × 32: a man never stands on the row where it would be crowned, so own
 * men have no input on row 7 and opponent men none on row 0. In order:
 * <ul>
 * <li>0–27: an own man on square index 0–27 (rows 0–6);
 * <li>28–59: an own king on square index 0–31;
 * <li>60–87: an opponent man on square index 4–31 (rows 1–7);
 * <li>88–119: an opponent king on square index 0–31.
 * </ul>
 * A man on its crowning row (no game reaches one; FEN refuses it) sets no input.
 *
 * <p>Unlike the sub-square sums, these let a network value each kind of piece on each square on
 * its own: an opponent's man about to crown apart from one's own back-rank defender, a king apart
 * from K men. Stateless and thread-safe.
 */
public final class PieceInputs {
    public static final String NAME = "pieces";
    public static final int VERSION = 1;
    public static final int COUNT = 120;

    /** No input: a man on its crowning row. */
    static final int NONE = -1;

    private static final int OWN_MEN = 0, OWN_KINGS = 28, OPPONENT_MEN = 60, OPPONENT_KINGS = 88;
    /** The squares on which a man stands only before it moves: row 7 for own men, row 0 for the opponent's. */
    private static final int ROW = 4;

    private PieceInputs() {}

    /**
     * The input of a piece on square index {@code s} as the side evaluated for sees it, or
     * {@link #NONE}.
     */
    static int index(int s, boolean king, boolean opponent) {
        if (king) {
            return (opponent ? OPPONENT_KINGS : OWN_KINGS) + s;
        }
        if (opponent) {
            return s < ROW ? NONE : OPPONENT_MEN + s - ROW;
        }
        return s >= Squares.COUNT - ROW ? NONE : OWN_MEN + s;
    }

    /** The kinds of piece, in the inputs' order. */
    public static final java.util.List<String> KINDS = java.util.List.of("own men", "own kings", "opponent men", "opponent kings");

    /** The kind of piece input {@code input} is for: an index into {@link #KINDS}. */
    public static int kind(int input) {
        java.util.Objects.checkIndex(input, COUNT);
        return input < OWN_KINGS ? 0 : input < OPPONENT_MEN ? 1 : input < OPPONENT_KINGS ? 2 : 3;
    }

    /** The square (1–32, as the side evaluated for sees the board) that piece input {@code input} is for. */
    public static int square(int input) {
        return switch (kind(input)) {
            case 0 -> input - OWN_MEN + 1;
            case 1 -> input - OWN_KINGS + 1;
            case 2 -> input - OPPONENT_MEN + ROW + 1;
            default -> input - OPPONENT_KINGS + 1;
        };
    }

    /**
     * Writes the inputs that are set (each 1) for the position seen by {@code side} into
     * {@code out[0..]}, in ascending order, and returns how many: at most 24.
     */
    static int setInputs(int black, int white, int kings, Side side, int[] out) {
        int own = side == Side.BLACK ? black : Integer.reverse(white);
        int opponent = side == Side.BLACK ? white : Integer.reverse(black);
        int kingBits = side == Side.BLACK ? kings : Integer.reverse(kings);
        int count = 0;
        // Kind by kind, square by square: the inputs' own order.
        count = add(own & ~kingBits, false, false, out, count);
        count = add(own & kingBits, true, false, out, count);
        count = add(opponent & ~kingBits, false, true, out, count);
        return add(opponent & kingBits, true, true, out, count);
    }

    /** Writes the 120 inputs (each 0 or 1) for the position seen by {@code side} into {@code out[offset..]}. Does not allocate. */
    public static void encode(int black, int white, int kings, Side side, double[] out, int offset) {
        java.util.Arrays.fill(out, offset, offset + COUNT, 0);
        int own = side == Side.BLACK ? black : Integer.reverse(white);
        int opponent = side == Side.BLACK ? white : Integer.reverse(black);
        int kingBits = side == Side.BLACK ? kings : Integer.reverse(kings);
        for (int bits = own | opponent; bits != 0; bits &= bits - 1) {
            int s = Integer.numberOfTrailingZeros(bits);
            int input = index(s, (kingBits >>> s & 1) != 0, (opponent >>> s & 1) != 0);
            if (input != NONE) {
                out[offset + input] = 1;
            }
        }
    }

    private static int add(int squares, boolean king, boolean opponent, int[] out, int count) {
        for (int bits = squares; bits != 0; bits &= bits - 1) {
            int input = index(Integer.numberOfTrailingZeros(bits), king, opponent);
            if (input != NONE) {
                out[count++] = input;
            }
        }
        return count;
    }
}
