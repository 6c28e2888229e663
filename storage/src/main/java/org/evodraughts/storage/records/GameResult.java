package org.evodraughts.storage.records;

import org.evodraughts.checkers.Outcome;

/**
 * How a stored game ended, stored as its PDN result token: a game's {@link Outcome} without the
 * reason for a draw, which records do not keep. The tokens are {@link Outcome#pdnResult()}'s.
 */
public enum GameResult {
    BLACK_WIN(Outcome.BLACK_WINS),
    WHITE_WIN(Outcome.WHITE_WINS),
    DRAW(Outcome.DRAW_BY_MOVE_LIMIT);

    private final String pdn;

    GameResult(Outcome example) {
        this.pdn = example.pdnResult();
    }

    /** The stored result of a game that ended with {@code outcome}. */
    public static GameResult of(Outcome outcome) {
        return fromPdn(outcome.pdnResult());
    }

    /** The PDN result token: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String pdn() {
        return pdn;
    }

    /** The result with the given PDN token; IllegalArgumentException naming it if unknown. */
    public static GameResult fromPdn(String token) {
        for (GameResult result : values()) {
            if (result.pdn.equals(token)) {
                return result;
            }
        }
        throw new IllegalArgumentException("unknown game result '" + token + "' (expected 1-0, 0-1 or 1/2-1/2)");
    }
}
