package org.evodraughts.checkers.search;

/**
 * A node whose younger children are being searched in parallel (Young Brothers Wait Concept).
 * The children's tasks read the current lower bound {@link #alpha()} when they start, so a
 * window narrowed by an earlier sibling reaches later ones, and they report their values
 * through {@link #offer}. A value at or above beta is a cut-off: it marks this split point and,
 * through the parent chain, every search below it as aborted. Thread-safe.
 */
final class SplitPoint {
    final SplitPoint parent;
    final double beta;
    private volatile double alpha;
    private volatile boolean cutoff;
    private double best;
    private int bestIndex;

    SplitPoint(SplitPoint parent, double alpha, double beta, double best, int bestIndex) {
        this.parent = parent;
        this.alpha = alpha;
        this.beta = beta;
        this.best = best;
        this.bestIndex = bestIndex;
    }

    double alpha() {
        return alpha;
    }

    /** Records a child's value (from this node's side) found for the move at {@code index}. */
    synchronized void offer(double value, int index) {
        if (value > best) {
            best = value;
            bestIndex = index;
            if (value > alpha) {
                alpha = value;
                if (value >= beta) {
                    cutoff = true;
                }
            }
        }
    }

    synchronized double best() {
        return best;
    }

    synchronized int bestIndex() {
        return bestIndex;
    }

    /** Whether this split point or one above it has been cut off. */
    boolean aborted() {
        for (SplitPoint p = this; p != null; p = p.parent) {
            if (p.cutoff) {
                return true;
            }
        }
        return false;
    }
}
