package org.evodraughts.checkers;

/**
 * When a game is drawn. Each rule can be switched off with 0.
 *
 * @param maxMovesPerSide   the game is drawn once each side has made this many moves (seed 001: 100)
 * @param repetitions       the game is drawn when the same position with the same side to move
 *                          occurs this many times (3 for threefold repetition)
 * @param noProgressMovesPerSide the game is drawn after this many moves by each side with no
 *                          capture and no man moving (40 by default)
 */
public record DrawRules(int maxMovesPerSide, int repetitions, int noProgressMovesPerSide) {
    public static final DrawRules STANDARD = new DrawRules(100, 3, 40);

    public DrawRules {
        check("maxMovesPerSide", maxMovesPerSide, 0, 100_000);
        if (repetitions != 0) {
            check("repetitions", repetitions, 2, 100);
        }
        check("noProgressMovesPerSide", noProgressMovesPerSide, 0, 100_000);
    }

    private static void check(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in " + min + "–" + max + " (0 turns it off), got " + value);
        }
    }
}
