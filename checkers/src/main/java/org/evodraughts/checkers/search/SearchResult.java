package org.evodraughts.checkers.search;

import java.time.Duration;
import org.evodraughts.checkers.Move;

/**
 * What a search found.
 *
 * @param bestMove the chosen move, legal in the searched position
 * @param value    its value for the side to move: an evaluator value in [−1, 1], or for
 *                 alpha-beta a decisive value (see {@link SearchScore}); for MCTS the mean
 *                 playout score of the chosen move
 * @param depth    alpha-beta: the last completed iteration's depth; MCTS: the deepest tree node
 * @param nodes    alpha-beta: positions visited; MCTS: iterations (playouts) run
 * @param time     wall-clock time the search took
 */
public record SearchResult(Move bestMove, double value, int depth, long nodes, Duration time) {
    public SearchResult {
        if (bestMove == null || time == null) {
            throw new IllegalArgumentException("a search result needs a move and a time");
        }
        if (depth < 0 || nodes < 0) {
            throw new IllegalArgumentException("depth and nodes must not be negative: " + depth + ", " + nodes);
        }
    }

    /** Nodes (or iterations) per second. */
    public double nodesPerSecond() {
        long nanos = Math.max(1, time.toNanos());
        return nodes * 1e9 / nanos;
    }
}
