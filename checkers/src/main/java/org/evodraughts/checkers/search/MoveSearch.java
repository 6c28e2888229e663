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
     */
    SearchResult search(Position position, RandomGenerator random);
}
