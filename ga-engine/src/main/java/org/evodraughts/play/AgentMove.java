package org.evodraughts.play;

import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.search.SearchResult;

/**
 * A move the agent chose, with what its search found.
 *
 * @param move   the move
 * @param search the search's result, or null when the move was the only legal one (no search ran)
 */
public record AgentMove(Move move, SearchResult search) {
    public AgentMove {
        if (move == null) {
            throw new IllegalArgumentException("an agent move needs a move");
        }
        if (search != null && !search.bestMove().equals(move)) {
            throw new IllegalArgumentException("the search found " + search.bestMove() + ", not " + move);
        }
    }

    /** Whether the move was forced (the only legal move), so no search ran. */
    public boolean forced() {
        return search == null;
    }
}
