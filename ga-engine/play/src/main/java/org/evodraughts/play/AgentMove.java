package org.evodraughts.play;

import java.time.Duration;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.search.SearchResult;

/**
 * A move the agent chose, with what its search found.
 *
 * @param move   the move
 * @param search the search's result, or null when no search ran: the move was the only legal
 *               one, or the agent is a baseline that does not search
 * @param forced whether the move was the only legal one
 * @param clock  the agent's clock after the move, or null: it has none, or this is a hint
 */
public record AgentMove(Move move, SearchResult search, boolean forced, Duration clock) {
    public AgentMove {
        if (move == null) {
            throw new IllegalArgumentException("an agent move needs a move");
        }
        if (search != null && !search.bestMove().equals(move)) {
            throw new IllegalArgumentException("the search found " + search.bestMove() + ", not " + move);
        }
        if (forced && search != null) {
            throw new IllegalArgumentException("a forced move is played without a search");
        }
    }

    /** The move a search found. */
    public static AgentMove searched(SearchResult search) {
        return new AgentMove(search.bestMove(), search, false, null);
    }

    /** The same move with the clock's reading after it. */
    public AgentMove withClock(Duration clock) {
        return new AgentMove(move, search, forced, clock);
    }
}
