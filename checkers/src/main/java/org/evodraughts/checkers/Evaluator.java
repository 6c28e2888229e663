package org.evodraughts.checkers;

/**
 * A static evaluation of a position, the only thing search knows of a network or heuristic.
 *
 * <p>The score is from the point of view of {@code side}: positive is good for it. Scores lie
 * in [−1, 1], so search can score wins and losses beyond any evaluation. Implementations must
 * be safe to call from many threads at once and should not allocate per call.
 */
@FunctionalInterface
public interface Evaluator {
    double evaluate(int black, int white, int kings, Side side);

    default double evaluate(Position position, Side side) {
        return evaluate(position.black(), position.white(), position.kings(), side);
    }

    /**
     * The work of one evaluation, in units of the project's reference evaluator (the card's
     * network, <91,40,10,1>: 1), so that a search with a work budget charges each evaluator
     * what it costs. The hand-written heuristic, far cheaper, counts as 1 too: its budget is
     * the card's.
     */
    default double cost() {
        return 1;
    }
}
