package org.evodraughts.checkers.search;

import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Position;

/**
 * A configured search that picks a move in a position. An instance keeps tables between calls
 * and serves one caller at a time (it may use a thread pool inside).
 */
public interface MoveSearch {
    /**
     * Searches {@code position}, which must have a legal move. All randomness (tie breaks,
     * playouts) comes from {@code random}.
     *
     * <p>Interrupting the calling thread stops the search early, as its time limit would: it
     * returns the best move found so far (its first iteration always completes, so there is
     * one) and leaves the thread's interrupt status set. That is how a caller who no longer
     * wants the move frees the thread; without an interrupt the result is unchanged.
     */
    SearchResult search(Position position, RandomGenerator random);
}
