package org.evodraughts.checkers.players;

/**
 * How a searching player plays its games.
 *
 * @param seesGame whether its search sees the positions already played, and so scores a move
 *                 into a repetition the game would draw as a draw
 *                 ({@link org.evodraughts.checkers.search.SearchRequest#inGame})
 * @param clock    each game's time control, or null for none: each move then takes the time
 *                 (or depth) of the search's own settings; with one, the shorter of those and
 *                 the clock's allotment ({@link GameClock})
 */
public record PlayMode(boolean seesGame, TimeControl clock) {
    /**
     * The position alone and no clock: how training, tournaments, the ladder and (without
     * {@code --history} or {@code --clock}) {@code match} play, so that their games, and the
     * figures measured with them, stay as they were.
     */
    public static final PlayMode POSITION_ONLY = new PlayMode(false, null);

    /**
     * Knowing the game, with {@code clock} (null for none): how {@code play} and {@code serve} play,
     * and {@code match} with {@code --history} or {@code --clock}.
     */
    public static PlayMode inGame(TimeControl clock) {
        return new PlayMode(true, clock);
    }
}
