package org.evodraughts.checkers.search;

import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Position;

/**
 * A configured search that picks a move in a position. An instance keeps tables between calls
 * and serves one caller at a time (it may use a thread pool inside).
 */
public interface MoveSearch {
    /**
     * Searches the request's position, which must have a legal move, within the request's time
     * (and the settings' own, the shorter counting). Alpha-beta also sees the positions already
     * played: a move into a position that the game's repetition rule would draw scores as a
     * draw; MCTS does not read them. All randomness (tie breaks, playouts) comes from
     * {@code random}.
     *
     * <p>Interrupting the calling thread stops the search early, as its time limit would: it
     * returns the best move found so far (its first iteration always completes, so there is
     * one) and leaves the thread's interrupt status set. That is how a caller who no longer
     * wants the move frees the thread; without an interrupt the result is unchanged.
     */
    SearchResult search(SearchRequest request, RandomGenerator random);

    /** Searches {@code position} alone: {@code search(SearchRequest.of(position), random)}. */
    default SearchResult search(Position position, RandomGenerator random) {
        return search(SearchRequest.of(position), random);
    }
}
