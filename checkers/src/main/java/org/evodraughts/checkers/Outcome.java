package org.evodraughts.checkers;

/** How a finished game ended. */
public enum Outcome {
    /** Black won: White has no legal move (no pieces, or all blocked). */
    BLACK_WINS,
    /** White won: Black has no legal move. */
    WHITE_WINS,
    DRAW_BY_MOVE_LIMIT,
    DRAW_BY_REPETITION,
    DRAW_BY_NO_PROGRESS;

    public static Outcome winFor(Side side) {
        return side == Side.BLACK ? BLACK_WINS : WHITE_WINS;
    }

    public boolean isDraw() {
        return this != BLACK_WINS && this != WHITE_WINS;
    }

    /** The winner, or null for a draw. */
    public Side winner() {
        return switch (this) {
            case BLACK_WINS -> Side.BLACK;
            case WHITE_WINS -> Side.WHITE;
            default -> null;
        };
    }

    /** The PDN result tag: {@code 1-0} (Black wins), {@code 0-1} or {@code 1/2-1/2}. */
    public String pdnResult() {
        return switch (this) {
            case BLACK_WINS -> "1-0";
            case WHITE_WINS -> "0-1";
            default -> "1/2-1/2";
        };
    }
}
