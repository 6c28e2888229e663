package org.evodraughts.checkers;

/**
 * An {@link Evaluator} that can also score many positions in one call, which pays for
 * evaluators backed by a matrix library (the network's ND4J path) once the batch is large.
 */
public interface BatchEvaluator extends Evaluator {
    /**
     * Scores positions {@code 0..count-1}, given as parallel arrays, each for {@code sides[i]},
     * into {@code scores}. Gives the same results as {@link #evaluate} to within 1e-5.
     */
    void evaluateBatch(int[] black, int[] white, int[] kings, Side[] sides, int count, double[] scores);

    /** The smallest batch for which {@link #evaluateBatch} beats as many single calls. */
    int profitableBatchSize();
}
