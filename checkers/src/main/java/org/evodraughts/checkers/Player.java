package org.evodraughts.checkers;

import java.util.random.RandomGenerator;

/**
 * Chooses moves. A player always returns one of the legal moves of the game's current
 * position, and plays a single legal move at once without searching.
 *
 * <p>All randomness comes from the generator handed in, so a game is reproducible from the
 * players and the seed. A player may keep state (search tables) and is then used by one
 * thread at a time.
 */
public interface Player {
    /** Chooses a move for the side to move in {@code game}, which is not over. */
    Move chooseMove(Game game, RandomGenerator random);

    /** A short name for logs and tables, e.g. {@code heuristic:4}. */
    String name();
}
