package org.evodraughts.checkers.search;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.BatchEvaluator;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.MoveGenerator;
import org.evodraughts.checkers.PackedMove;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;

/**
 * One MCTS-EPT tree (Lorentz 2016): UCT selection, expansion of a node on its second visit,
 * a random playout cut off after a fixed number of plies and scored by the evaluator (or by
 * the result if the game ends first), and backpropagation.
 *
 * <p>Leaves are gathered in rounds of {@code batchSize}: each selection adds a virtual loss
 * to its path so the next selection in the round goes elsewhere; the round's playout ends are
 * then scored together. With a batch size of 1 this is plain sequential UCT.
 *
 * <p>Nodes live in parallel arrays that grow by doubling, so an iteration allocates nothing.
 * Each node's score is the sum of results from the point of view of the side that moved into
 * it. One tree belongs to one thread.
 */
final class MctsTree {
    private final Evaluator evaluator;
    private final BatchEvaluator batchEvaluator;
    private final double exploration;
    private final int playoutPlies;
    private final int batchSize;
    private final RandomGenerator random;

    private int size;
    private int[] black, white, kings;
    private boolean[] blackToMove;
    private long[] move;
    private int[] firstChild;
    /** Number of children; −1 while the node is not expanded, 0 when its side to move has lost. */
    private int[] childCount;
    private int[] visits;
    /** Selections of this node whose results are not yet back (virtual losses). */
    private int[] pending;
    private double[] total;
    private int deepest;
    private int iterations;

    // One round of leaves: their paths (flat) and the positions to score.
    private int[] paths = new int[256];
    private final int[] pathEnd;
    private final double[] results;
    private final boolean[] needsScore;
    private final boolean[] flip;
    private final int[] leafBlack, leafWhite, leafKings;
    private final Side[] leafSide;
    private final double[] scores;
    private final long[] moveBuffer = new long[MoveGenerator.MAX_MOVES];

    MctsTree(Evaluator evaluator, MctsSettings settings, RandomGenerator random, Position root, int capacity) {
        this.evaluator = evaluator;
        this.batchEvaluator = evaluator instanceof BatchEvaluator batch ? batch : null;
        this.exploration = settings.exploration();
        this.playoutPlies = settings.playoutPlies();
        this.batchSize = settings.batchSize();
        this.random = random;
        int c = Math.max(64, capacity);
        black = new int[c];
        white = new int[c];
        kings = new int[c];
        blackToMove = new boolean[c];
        move = new long[c];
        firstChild = new int[c];
        childCount = new int[c];
        visits = new int[c];
        pending = new int[c];
        total = new double[c];
        pathEnd = new int[batchSize];
        results = new double[batchSize];
        needsScore = new boolean[batchSize];
        flip = new boolean[batchSize];
        leafBlack = new int[batchSize];
        leafWhite = new int[batchSize];
        leafKings = new int[batchSize];
        leafSide = new Side[batchSize];
        scores = new double[batchSize];
        addNode(root.black(), root.white(), root.kings(), root.blackToMove(), 0);
    }

    /**
     * Runs up to {@code budget} iterations, stopping early once System.nanoTime() passes
     * {@code deadline} or once {@code stop} says so (asked once a round).
     */
    void run(int budget, long deadline, BooleanSupplier stop) {
        boolean timed = deadline != Long.MAX_VALUE;
        // The first round always runs: it expands the root, without which there is no move to give.
        while (iterations < budget && (iterations == 0
                || !(timed && System.nanoTime() > deadline) && !stop.getAsBoolean())) {
            round(Math.min(batchSize, budget - iterations));
        }
    }

    private void round(int leaves) {
        int pathLength = 0;
        int toScore = 0;
        for (int r = 0; r < leaves; r++) {
            pathLength = select(pathLength);
            pathEnd[r] = pathLength;
            int leaf = paths[pathLength - 1];
            if (playout(leaf, r)) {
                toScore++;
            }
        }
        if (toScore > 0) {
            score(leaves, toScore);
        }
        int start = 0;
        for (int r = 0; r < leaves; r++) {
            double result = results[r];
            for (int p = pathEnd[r] - 1; p >= start; p--) {
                int node = paths[p];
                pending[node]--;
                visits[node]++;
                total[node] += result;
                result = -result;
            }
            start = pathEnd[r];
        }
        iterations += leaves;
    }

    /** Selects a path from the root to a leaf, appending it to {@code paths} from {@code at}. */
    private int select(int at) {
        int node = 0;
        int length = at;
        while (true) {
            length = push(node, length);
            pending[node]++;
            if (childCount[node] < 0) {
                boolean visitedBefore = node == 0 || visits[node] + pending[node] > 1;
                if (!visitedBefore) {
                    break; // a new leaf: play out from it
                }
                expand(node);
            }
            if (childCount[node] == 0) {
                break; // the side to move has lost
            }
            node = selectChild(node);
        }
        deepest = Math.max(deepest, length - at - 1);
        return length;
    }

    private int push(int node, int length) {
        if (length == paths.length) {
            paths = Arrays.copyOf(paths, 2 * length);
        }
        paths[length] = node;
        return length + 1;
    }

    /** UCT with virtual losses counted as lost visits; unvisited children first, in order. */
    private int selectChild(int node) {
        int first = firstChild[node];
        int end = first + childCount[node];
        double logN = Math.log(visits[node] + pending[node]);
        double bestScore = Double.NEGATIVE_INFINITY;
        int best = first;
        for (int c = first; c < end; c++) {
            int n = visits[c] + pending[c];
            if (n == 0) {
                return c;
            }
            double uct = (total[c] - pending[c]) / n + exploration * Math.sqrt(logN / n);
            if (uct > bestScore) {
                bestScore = uct;
                best = c;
            }
        }
        return best;
    }

    private void expand(int node) {
        int b = black[node];
        int w = white[node];
        int k = kings[node];
        boolean btm = blackToMove[node];
        int n = MoveGenerator.generate(b, w, k, btm, moveBuffer, 0);
        childCount[node] = n;
        firstChild[node] = size;
        for (int i = 0; i < n; i++) {
            long m = moveBuffer[i];
            addNode(PackedMove.blackAfter(b, m, btm), PackedMove.whiteAfter(w, m, btm), PackedMove.kingsAfter(k, m, btm),
                    !btm, m);
        }
    }

    private void addNode(int b, int w, int k, boolean btm, long m) {
        if (size == black.length) {
            grow();
        }
        black[size] = b;
        white[size] = w;
        kings[size] = k;
        blackToMove[size] = btm;
        move[size] = m;
        childCount[size] = -1;
        size++;
    }

    private void grow() {
        int c = 2 * black.length;
        black = Arrays.copyOf(black, c);
        white = Arrays.copyOf(white, c);
        kings = Arrays.copyOf(kings, c);
        blackToMove = Arrays.copyOf(blackToMove, c);
        move = Arrays.copyOf(move, c);
        firstChild = Arrays.copyOf(firstChild, c);
        childCount = Arrays.copyOf(childCount, c);
        visits = Arrays.copyOf(visits, c);
        pending = Arrays.copyOf(pending, c);
        total = Arrays.copyOf(total, c);
    }

    /**
     * Plays random moves from {@code leaf} for up to the playout plies. Sets result {@code r}
     * (for the side that moved into the leaf) if the game ended, and returns false; otherwise
     * records the position to score and returns true.
     */
    private boolean playout(int leaf, int r) {
        boolean leafBlackToMove = blackToMove[leaf];
        if (childCount[leaf] == 0) {
            results[r] = 1; // the side to move at the leaf has lost
            needsScore[r] = false;
            return false;
        }
        int b = black[leaf];
        int w = white[leaf];
        int k = kings[leaf];
        boolean btm = leafBlackToMove;
        for (int ply = 0; ply < playoutPlies; ply++) {
            int n = MoveGenerator.generate(b, w, k, btm, moveBuffer, 0);
            if (n == 0) {
                break;
            }
            long m = moveBuffer[random.nextInt(n)];
            b = PackedMove.blackAfter(b, m, btm);
            w = PackedMove.whiteAfter(w, m, btm);
            k = PackedMove.kingsAfter(k, m, btm);
            btm = !btm;
        }
        boolean sameSide = btm == leafBlackToMove;
        if (!MoveGenerator.hasMove(b, w, k, btm)) {
            results[r] = sameSide ? 1 : -1; // the side to move at the end has lost
            needsScore[r] = false;
            return false;
        }
        needsScore[r] = true;
        flip[r] = sameSide; // the evaluator scores for the side to move at the end
        leafBlack[r] = b;
        leafWhite[r] = w;
        leafKings[r] = k;
        leafSide[r] = btm ? Side.BLACK : Side.WHITE;
        return true;
    }

    /** Scores the round's playout ends: together when that pays, else one by one. */
    private void score(int leaves, int toScore) {
        if (batchEvaluator != null && toScore >= batchEvaluator.profitableBatchSize()) {
            int count = 0;
            for (int r = 0; r < leaves; r++) {
                if (needsScore[r]) {
                    leafBlack[count] = leafBlack[r];
                    leafWhite[count] = leafWhite[r];
                    leafKings[count] = leafKings[r];
                    leafSide[count] = leafSide[r];
                    count++;
                }
            }
            batchEvaluator.evaluateBatch(leafBlack, leafWhite, leafKings, leafSide, count, scores);
            count = 0;
            for (int r = 0; r < leaves; r++) {
                if (needsScore[r]) {
                    results[r] = flip[r] ? -scores[count] : scores[count];
                    count++;
                }
            }
        } else {
            for (int r = 0; r < leaves; r++) {
                if (needsScore[r]) {
                    double e = evaluator.evaluate(leafBlack[r], leafWhite[r], leafKings[r], leafSide[r]);
                    results[r] = flip[r] ? -e : e;
                }
            }
        }
    }

    int iterations() {
        return iterations;
    }

    int deepest() {
        return deepest;
    }

    /** The root's children in generation order: count, move, visits and total score. */
    int rootChildren() {
        return Math.max(childCount[0], 0);
    }

    long rootMove(int i) {
        return move[firstChild[0] + i];
    }

    int rootVisits(int i) {
        return visits[firstChild[0] + i];
    }

    double rootTotal(int i) {
        return total[firstChild[0] + i];
    }
}
