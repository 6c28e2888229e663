package org.evodraughts.checkers.search;

/**
 * Search values. Evaluators score in [−1, 1]; a won or lost game scores beyond that, at
 * ±({@link #WIN} − plies to the end), so a faster win scores higher and a slower loss scores
 * higher. All values are exact in {@code double} arithmetic (integers added to a small range).
 */
public final class SearchScore {
    /** The value of a win at the root itself; any evaluator value lies far below it. */
    public static final double WIN = 1000.0;
    /** The value of a position the game's rule draws (a repetition): neither side's gain. */
    public static final double DRAW = 0.0;
    /** The deepest ply a search may reach, horizon extensions included. */
    public static final int MAX_PLY = 128;
    /** Values beyond this magnitude are wins or losses. */
    static final double DECISIVE = WIN - MAX_PLY - 1;

    private SearchScore() {}

    /** The value for the side to move at {@code ply} that has no legal move: a loss. */
    public static double lossAt(int ply) {
        return -(WIN - ply);
    }

    /** Whether {@code value} is a proven win or loss rather than an evaluation. */
    public static boolean isDecisive(double value) {
        return Math.abs(value) > DECISIVE;
    }

    /** For a decisive value, the number of plies from the root to the end of the game. */
    public static int pliesToEnd(double value) {
        if (!isDecisive(value)) {
            throw new IllegalArgumentException("value " + value + " is not a win or a loss");
        }
        return (int) (WIN - Math.abs(value));
    }

    /** Converts a root-relative value at {@code ply} to a node-relative one for the table. */
    static double toTable(double value, int ply) {
        return value > DECISIVE ? value + ply : value < -DECISIVE ? value - ply : value;
    }

    /** The inverse of {@link #toTable}. */
    static double fromTable(double value, int ply) {
        return value > DECISIVE ? value - ply : value < -DECISIVE ? value + ply : value;
    }
}
