package org.evodraughts.checkers.search;

/**
 * A node whose younger children are being searched in parallel (Young Brothers Wait Concept).
 * The threads taking part take the children one at a time, in order ({@link #nextBrother}),
 * read the current lower bound {@link #alpha()} when they start one, so a window narrowed by an
 * earlier sibling reaches later ones, and report its value through {@link #offer}. A value at
 * or above beta is a cut-off: it marks this split point and, through the parent chain, every
 * search below it as aborted. Thread-safe.
 */
final class SplitPoint {
    final SplitPoint parent;
    final double beta;
    private volatile double alpha;
    private volatile boolean cutoff;
    private double best;
    private int bestIndex;
    /** The next younger brother to hand out; the eldest (0) is searched before the split. */
    private int nextBrother = 1;

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

    /** The order index of the next brother to search; the caller stops at the node's move count. */
    synchronized int nextBrother() {
        return nextBrother++;
    }

    /** How many of {@code n} brothers have not been handed out. */
    synchronized int remaining(int n) {
        return Math.max(0, n - nextBrother);
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
