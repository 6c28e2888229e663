package org.evodraughts.checkers.search;

import static org.evodraughts.checkers.search.SearchScore.MAX_PLY;

import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.MoveGenerator;
import org.evodraughts.checkers.PackedMove;
import org.evodraughts.checkers.Side;

/**
 * The recursive negamax alpha-beta search with the state one task needs: a move buffer and a
 * move order per ply, allocated on a ply's first use and kept, so a node allocates nothing (a
 * split point allocates its sibling tasks). Workers come from their {@link AlphaBetaSearch}'s pool; a task holds one
 * worker from start to end, so a worker is never used by two threads at once.
 */
final class AlphaBetaWorker {
    /** Young brothers are searched in parallel only at nodes with at least this depth left. */
    static final int MIN_SPLIT_DEPTH = 3;
    private static final int TT_MOVE = 1 << 30, CAPTURE = 1 << 24, KILLER_1 = 1 << 22, KILLER_2 = 1 << 21;
    private static final int HISTORY_LIMIT = 1 << 20;
    private static final int POLL_INTERVAL = 32;

    private final AlphaBetaSearch search;
    private final Evaluator evaluator;
    private final TranspositionTable table;
    private final boolean parallel;
    /** Per-ply buffers, allocated on first use: shallow searches need only a few. */
    private final long[][] moves = new long[MAX_PLY][];
    private final int[][] order = new int[MAX_PLY][];
    private final int[] scores = new int[MoveGenerator.MAX_MOVES];
    // Killers and history are the search's, shared by its workers: ordering hints learnt in
    // one subtree help the others, as in the sequential search. Racy updates only reorder moves.
    private final long[] killer1;
    private final long[] killer2;
    /** history[side * 1024 + from * 32 + to]: how often a quiet move caused a cut-off. */
    private final int[] history;
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();
    /** The split point whose sibling task this worker is running, or null. */
    SplitPoint context;
    /**
     * Set once this worker notices that its result is no longer wanted; from then on every
     * frame returns at once and stores nothing. Checked after every child, polled every
     * {@link #POLL_INTERVAL} nodes.
     */
    boolean abandoned;
    long nodes;

    AlphaBetaWorker(AlphaBetaSearch search, Evaluator evaluator, TranspositionTable table, boolean parallel) {
        this.search = search;
        this.evaluator = evaluator;
        this.table = table;
        this.parallel = parallel;
        this.killer1 = search.killer1;
        this.killer2 = search.killer2;
        this.history = search.history;
    }

    /** Whether this worker's result is no longer wanted: time is up or a sibling cut off. */
    boolean pollAbandoned() {
        if (!abandoned && (search.stopped() || context != null && context.aborted())) {
            abandoned = true;
        }
        return abandoned;
    }

    /** Gets the worker ready for a new task under {@code sp} (null at the root). */
    void startTask(SplitPoint sp) {
        context = sp;
        abandoned = false;
    }

    /**
     * The negamax value of the position for the side to move, searched {@code depth} plies
     * deep (and further while the side to move has a capture), within (alpha, beta): exact
     * inside the window, an upper bound at or below alpha, a lower bound at or above beta.
     * When {@link #abandoned} is set on return the value is meaningless.
     */
    double search(int black, int white, int kings, boolean blackToMove, long hash,
                  int depth, double alpha, double beta, int ply) {
        if ((++nodes & (POLL_INTERVAL - 1)) == 0) {
            if ((nodes & 1023) == 0) {
                search.checkClock();
            }
            if (pollAbandoned()) {
                return 0;
            }
        }
        if (depth <= 0 && !MoveGenerator.hasCapture(black, white, kings, blackToMove)) {
            // A quiet horizon: score it. (At a capture the search goes on: no horizon effect.)
            return MoveGenerator.hasMove(black, white, kings, blackToMove)
                    ? evaluator.evaluate(black, white, kings, blackToMove ? Side.BLACK : Side.WHITE)
                    : SearchScore.lossAt(ply);
        }
        long[] mv = moves[ply];
        if (mv == null) {
            mv = moves[ply] = new long[MoveGenerator.MAX_MOVES];
            order[ply] = new int[MoveGenerator.MAX_MOVES];
        }
        int n = MoveGenerator.generate(black, white, kings, blackToMove, mv, 0);
        if (n == 0) {
            return SearchScore.lossAt(ply);
        }
        table.probe(hash, depth, probe);
        int ttMove = probe.moveIndex < n ? probe.moveIndex : -1;
        if (probe.bound != TranspositionTable.NONE) {
            double v = SearchScore.fromTable(probe.value, ply);
            if (probe.bound == TranspositionTable.EXACT
                    || probe.bound == TranspositionTable.LOWER && v >= beta
                    || probe.bound == TranspositionTable.UPPER && v <= alpha) {
                return v;
            }
        }
        int[] ord = order[ply];
        orderMoves(mv, n, ord, ply, ttMove, kings, blackToMove);

        double alphaAtStart = alpha;
        double best = Double.NEGATIVE_INFINITY;
        int bestIndex = -1;
        int childDepth = depth > 0 ? depth - 1 : 0;
        for (int j = 0; j < n; j++) {
            int i = ord[j];
            long m = mv[i];
            double v = -searchChild(black, white, kings, blackToMove, hash, m, childDepth, -beta, -alpha, ply + 1);
            if (abandoned) {
                return 0;
            }
            if (v > best) {
                best = v;
                bestIndex = i;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        break;
                    }
                }
            }
            if (j == 0 && parallel && depth >= MIN_SPLIT_DEPTH && n > 1) {
                // The eldest brother is done without a cut-off: search the younger ones in parallel.
                SplitPoint sp = new SplitPoint(context, alpha, beta, best, bestIndex);
                splitYoungerBrothers(sp, black, white, kings, blackToMove, hash, mv, ord, n, childDepth, ply + 1);
                if (pollAbandoned()) {
                    return 0;
                }
                best = sp.best();
                bestIndex = sp.bestIndex();
                break;
            }
        }
        if (best >= beta && !PackedMove.isCapture(mv[bestIndex])) {
            rememberCutoff(mv[bestIndex], ply, depth, blackToMove);
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > alphaAtStart ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(hash, depth, bound, SearchScore.toTable(best, ply), bestIndex);
        return best;
    }

    /** Plays {@code move} on the parent's masks and searches the child. */
    double searchChild(int black, int white, int kings, boolean blackToMove, long hash, long move,
                       int depth, double alpha, double beta, int ply) {
        int newKings = PackedMove.kingsAfter(kings, move, blackToMove);
        int newBlack;
        int newWhite;
        if (blackToMove) {
            newBlack = PackedMove.moverAfter(black, move);
            newWhite = PackedMove.opponentAfter(white, move);
        } else {
            newBlack = PackedMove.opponentAfter(black, move);
            newWhite = PackedMove.moverAfter(white, move);
        }
        long newHash = Zobrist.afterMove(hash, black, white, kings, newBlack, newWhite, newKings);
        return search(newBlack, newWhite, newKings, !blackToMove, newHash, depth, alpha, beta, ply);
    }

    private void splitYoungerBrothers(SplitPoint sp, int black, int white, int kings, boolean blackToMove, long hash,
                                      long[] mv, int[] ord, int n, int childDepth, int childPly) {
        SiblingTask[] tasks = new SiblingTask[n - 1];
        for (int j = 1; j < n; j++) {
            int i = ord[j];
            tasks[j - 1] = new SiblingTask(search, sp, black, white, kings, blackToMove, hash, mv[i], i,
                    childDepth, childPly);
        }
        ForkJoinTask.invokeAll(tasks);
    }

    /** One younger brother of a split point, searched by a worker of its own. */
    static final class SiblingTask extends RecursiveAction {
        private final AlphaBetaSearch search;
        private final SplitPoint sp;
        private final int black, white, kings;
        private final boolean blackToMove;
        private final long hash, move;
        private final int moveIndex, depth, ply;

        SiblingTask(AlphaBetaSearch search, SplitPoint sp, int black, int white, int kings, boolean blackToMove,
                    long hash, long move, int moveIndex, int depth, int ply) {
            this.search = search;
            this.sp = sp;
            this.black = black;
            this.white = white;
            this.kings = kings;
            this.blackToMove = blackToMove;
            this.hash = hash;
            this.move = move;
            this.moveIndex = moveIndex;
            this.depth = depth;
            this.ply = ply;
        }

        @Override
        protected void compute() {
            if (search.stopped() || sp.aborted()) {
                return;
            }
            AlphaBetaWorker worker = search.acquireWorker();
            worker.startTask(sp);
            try {
                double v = -worker.searchChild(black, white, kings, blackToMove, hash, move, depth,
                        -sp.beta, -sp.alpha(), ply);
                if (!worker.abandoned) {
                    sp.offer(v, moveIndex);
                }
            } finally {
                worker.startTask(null);
                search.releaseWorker(worker);
            }
        }
    }

    /**
     * Orders the moves into {@code ord}: the table's move, then captures (more and kings
     * first; a capture position has only captures), then the two killers, then by history.
     * Ties keep generation order, so the order is deterministic.
     */
    private void orderMoves(long[] mv, int n, int[] ord, int ply, int ttMove, int kings, boolean blackToMove) {
        int side = blackToMove ? 0 : 1024;
        long k1 = killer1[ply];
        long k2 = killer2[ply];
        for (int i = 0; i < n; i++) {
            long m = mv[i];
            int score;
            if (i == ttMove) {
                score = TT_MOVE;
            } else if (PackedMove.isCapture(m)) {
                int captured = PackedMove.captured(m);
                score = CAPTURE + Integer.bitCount(captured) * 64 + Integer.bitCount(captured & kings) * 8;
            } else if (m == k1) {
                score = KILLER_1;
            } else if (m == k2) {
                score = KILLER_2;
            } else {
                score = history[side + PackedMove.from(m) * 32 + PackedMove.to(m)];
            }
            // Insertion sort, stable: equal scores keep generation order.
            int j = i;
            while (j > 0 && scores[j - 1] < score) {
                scores[j] = scores[j - 1];
                ord[j] = ord[j - 1];
                j--;
            }
            scores[j] = score;
            ord[j] = i;
        }
    }

    private void rememberCutoff(long move, int ply, int depth, boolean blackToMove) {
        if (killer1[ply] != move) {
            killer2[ply] = killer1[ply];
            killer1[ply] = move;
        }
        int slot = (blackToMove ? 0 : 1024) + PackedMove.from(move) * 32 + PackedMove.to(move);
        history[slot] += depth * depth + 1;
        if (history[slot] > HISTORY_LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }
}
