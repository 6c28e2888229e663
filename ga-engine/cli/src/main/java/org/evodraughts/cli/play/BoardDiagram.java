package org.evodraughts.cli.play;

import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Squares;

/**
 * Draws a position as text: the board with its pieces beside the same board with the square
 * numbers, Black's back row (squares 1–4) at the top, as in the usual diagrams. {@code b} and
 * {@code w} are men, {@code B} and {@code W} kings, {@code .} an empty dark square. Stateless.
 */
public final class BoardDiagram {
    private static final String GAP = "      ";

    private BoardDiagram() {}

    /** The diagram, one line per row plus a frame, each line ending with a line break. */
    public static String draw(Position position) {
        return draw(position, false);
    }

    /**
     * The diagram as {@link #draw(Position)}, or turned half a turn when {@code flipped}: White's
     * back row (squares 29–32) at the top, as Black sees the board from across the table.
     */
    public static String draw(Position position, boolean flipped) {
        StringBuilder text = new StringBuilder();
        String frame = "+" + "-".repeat(8 * 3 + 1) + "+";
        text.append(frame).append(GAP).append(frame).append('\n');
        for (int row = 0; row < 8; row++) {
            StringBuilder pieces = new StringBuilder("|");
            StringBuilder numbers = new StringBuilder("|");
            for (int column = 0; column < 8; column++) {
                int index = flipped ? Squares.indexAt(7 - row, 7 - column) : Squares.indexAt(row, column);
                if (index < 0) {
                    pieces.append("   ");
                    numbers.append("   ");
                } else {
                    pieces.append("  ").append(piece(position, index));
                    numbers.append(String.format("%3d", Squares.squareOf(index)));
                }
            }
            text.append(pieces).append(" |").append(GAP).append(numbers).append(" |\n");
        }
        text.append(frame).append(GAP).append(frame).append('\n');
        return text.toString();
    }

    private static char piece(Position position, int index) {
        int bit = 1 << index;
        boolean king = (position.kings() & bit) != 0;
        if ((position.black() & bit) != 0) {
            return king ? 'B' : 'b';
        }
        if ((position.white() & bit) != 0) {
            return king ? 'W' : 'w';
        }
        return '.';
    }
}
