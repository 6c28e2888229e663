package org.evodraughts.checkers.search;

import java.time.Duration;
import java.util.List;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Position;

/**
 * What a search is asked beside its settings: the position to search, the positions the game
 * has already been through (so that a move into a repetition the game would draw scores as a
 * draw), and a time for this one move.
 *
 * <pre>
 *   search.search(SearchRequest.of(position), random)            // the position alone, as training plays
 *   search.search(SearchRequest.inGame(game), random)            // sees the game's repetitions
 *   search.search(SearchRequest.inGame(game).withTimeLimit(clock.allot(position)), random)
 * </pre>
 *
 * @param played      the game's positions so far, oldest first; the one to search is the last
 * @param repetitions how many occurrences of a position draw the game
 *                    ({@link org.evodraughts.checkers.DrawRules#repetitions()}); 0: the search
 *                    scores no repetition, and {@code played} before the last is not read
 * @param timeLimit   the most this move may take ({@link Duration#ZERO}: no limit of its own);
 *                    with a time in the search's settings as well, the shorter one counts
 */
public record SearchRequest(List<Position> played, int repetitions, Duration timeLimit) {
    public SearchRequest {
        played = List.copyOf(played);
        if (played.isEmpty()) {
            throw new IllegalArgumentException("a search request needs the position to search");
        }
        if (repetitions != 0 && (repetitions < 2 || repetitions > 100)) {
            throw new IllegalArgumentException("repetitions must be 2–100, or 0 for none, got " + repetitions);
        }
        if (timeLimit == null || timeLimit.isNegative()) {
            throw new IllegalArgumentException("a search's time limit must not be negative, got " + timeLimit);
        }
    }

    /**
     * The position alone: no repetition is scored and the settings decide the time. This is
     * how training and tournaments search, so their games stay as they were.
     */
    public static SearchRequest of(Position position) {
        return new SearchRequest(List.of(position), 0, Duration.ZERO);
    }

    /**
     * The game's current position, seeing the positions already played and the game's own
     * repetition rule: how play, serve and match search.
     */
    public static SearchRequest inGame(Game game) {
        return new SearchRequest(game.positions(), game.rules().repetitions(), Duration.ZERO);
    }

    /** The same request with {@code timeLimit} for this move (ZERO: none of its own). */
    public SearchRequest withTimeLimit(Duration timeLimit) {
        return new SearchRequest(played, repetitions, timeLimit);
    }

    /** The position to search. */
    public Position position() {
        return played.getLast();
    }

    /**
     * The shorter of this request's time and {@code settingsLimit} in nanoseconds, or
     * {@link Long#MAX_VALUE} when neither limits the move.
     */
    long timeLimitNanos(Duration settingsLimit) {
        long own = timeLimit.isZero() ? Long.MAX_VALUE : timeLimit.toNanos();
        long settings = settingsLimit.isZero() ? Long.MAX_VALUE : settingsLimit.toNanos();
        return Math.min(own, settings);
    }

    /**
     * The positions before the searched one that a later position could repeat: those since
     * the game's last irreversible move (a capture, a man's move or a crowning), oldest first.
     * No position before such a move can occur again: a capture lowers the piece count for
     * good, and a man only moves forward. Empty when no repetition is scored.
     */
    List<Position> reversibleTail() {
        if (repetitions == 0) {
            return List.of();
        }
        int first = played.size() - 1;
        while (first > 0 && reversible(played.get(first - 1), played.get(first))) {
            first--;
        }
        return played.subList(first, played.size() - 1);
    }

    /** Whether {@code after} follows {@code before} by a king's move without a capture. */
    static boolean reversible(Position before, Position after) {
        int menBefore = before.occupied() & ~before.kings();
        int menAfter = after.occupied() & ~after.kings();
        return menBefore == menAfter && (before.black() & ~before.kings()) == (after.black() & ~after.kings())
                && Integer.bitCount(before.occupied()) == Integer.bitCount(after.occupied());
    }
}
