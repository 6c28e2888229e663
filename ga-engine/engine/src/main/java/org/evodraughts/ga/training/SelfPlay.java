package org.evodraughts.ga.training;

import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;

/**
 * How a {@link TdRefinement} self-play game moves, and which position's value stands for each
 * position reached: the position itself (one ply, greedy) or the leaf of a search (TD-Leaf,
 * {@link LeafSearch}).
 */
interface SelfPlay {
    /** Looks at the position just reached, which has a legal move. */
    void reached(Position position);

    /** The position whose value is trained for the last position reached. */
    Position trained();

    /** The move to play from the last position reached, chosen with the weights as they are now. */
    Move move();
}
