package org.evodraughts.checkers.match;

/**
 * The rule for a number of games played half with each colour (a champion's games against each
 * opponent, a yardstick match, an elites' play-off): it is even, so that each side has Black as
 * often as White, and within the setting's range.
 */
public final class EvenGames {
    private EvenGames() {}

    /**
     * Refuses a number of games outside {@code min}–{@code max} or odd, naming the setting
     * {@code what} (e.g. {@code champions.yardstickGames}) in the message.
     *
     * @return {@code games}
     */
    public static int check(String what, int games, int min, int max) {
        if (games < min || games > max) {
            throw new IllegalArgumentException(what + " must be " + min + "–" + max + ", got " + games);
        }
        if (games % 2 != 0) {
            throw new IllegalArgumentException(what + " must be even (half the games with each colour), got " + games);
        }
        return games;
    }
}
