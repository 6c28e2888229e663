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
 * split point allocates itself and, when it offers one, a {@link BrotherShare}). Workers come
 * from their {@link AlphaBetaSearch}'s pool; a task holds one worker from start to end, so a
 * worker is never used by two threads at once.
 */
final class AlphaBetaWorker {
    /** Young brothers are searched in parallel only at nodes with at least this depth left. */
    static final int MIN_SPLIT_DEPTH = 3;
    private static final int POLL_INTERVAL = 32;
    /** Offer a share in a split point only while this thread has fewer tasks than this waiting to be stolen. */
    private static final int MAX_SURPLUS_TASKS = 2;
    /** Marks a table key whose node's own position, come back 4 plies down, would be drawn. */
    private static final long OWN_RETURN = 0x6A09E667F3BCC909L;

    private final AlphaBetaSearch search;
    private final Evaluator evaluator;
    private final TranspositionTable table;
    private final boolean parallel;
    /** Per-ply buffers, allocated on first use: shallow searches need only a few. */
    private final long[][] moves = new long[MAX_PLY][];
    private final int[][] order = new int[MAX_PLY][];
    /** The ordering hints of the thread running this worker's task. */
    private MoveOrdering ordering;
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();
    /** The split point whose brothers this worker is searching, or null. */
    SplitPoint context;
    /**
     * Set once this worker notices that its result is no longer wanted; from then on every
     * frame returns at once and stores nothing. Checked after every child, polled every
     * {@link #POLL_INTERVAL} nodes.
     */
    boolean abandoned;
    /**
     * The ply of the younger brother this worker is searching under {@link #context}, or −1.
     * That node's beta follows the split point's alpha, so a better value found by another
     * brother meanwhile narrows its window.
     */
    int windowPly = -1;
    long nodes;
    /**
     * The repetition rule of the search ({@link GamePath}); 0 when it scores no repetition, and
     * then the three arrays below are neither made nor read.
     */
    private int repetitions;
    /** Position hashes: the game's since its last irreversible move before the root, then the path's, at {@code base + ply}. */
    private long[] keys;
    private int base;
    /** Per ply: how many plies before it were reversible moves without a break, the game's included. */
    private int[] reversible;
    /** Per ply: the sum of {@link GamePath#chainKey} over the positions those plies left; 0 after an irreversible move. */
    private long[] chain;
    /** Per ply: the same sum over those of them (once each) one occurrence short of the draw. */
    private long[] drawing;
    /** Per ply: the node's occurrences among those positions. */
    private int[] seen;

    /** Whether the search has a work budget, which it looks at every {@link #POLL_INTERVAL} nodes, not every 1,024. */
    private final boolean budgeted;

    AlphaBetaWorker(AlphaBetaSearch search, Evaluator evaluator, TranspositionTable table, boolean parallel) {
        this.search = search;
        this.evaluator = evaluator;
        this.table = table;
        this.parallel = parallel;
        this.budgeted = search.settings().hasBudget();
    }

    /** Whether this worker's result is no longer wanted: time is up or a sibling cut off. */
    boolean pollAbandoned() {
        if (!abandoned && (search.stopped() || context != null && context.aborted())) {
            abandoned = true;
        }
        return abandoned;
    }

    /** Gets the worker ready for a search of {@code game}'s root: its path is the root alone. */
    void startGame(GamePath game) {
        repetitions = game.repetitions;
        if (repetitions == 0) {
            return;
        }
        int length = game.tail.length + MAX_PLY + 1;
        if (keys == null || keys.length < length) {
            keys = new long[length];
            reversible = new int[MAX_PLY + 1];
            chain = new long[MAX_PLY + 1];
            drawing = new long[MAX_PLY + 1];
            seen = new int[MAX_PLY + 1];
        }
        base = game.tail.length;
        System.arraycopy(game.tail, 0, keys, 0, base);
        keys[base] = game.rootHash;
        reversible[0] = base;
        chain[0] = game.tailChain;
        drawing[0] = game.tailDrawing;
        seen[0] = game.rootSeen;
    }

    /**
     * Takes over {@code splitter}'s path down to the parent of the brothers at {@code ply}, for a
     * share in its split point (the splitter leaves those plies alone until its shares are done).
     */
    void followPath(AlphaBetaWorker splitter, int ply) {
        if (repetitions == 0) {
            return;
        }
        System.arraycopy(splitter.keys, base + 1, keys, base + 1, ply - 1);
        System.arraycopy(splitter.reversible, 1, reversible, 1, ply - 1);
        System.arraycopy(splitter.chain, 1, chain, 1, ply - 1);
        System.arraycopy(splitter.drawing, 1, drawing, 1, ply - 1);
        System.arraycopy(splitter.seen, 1, seen, 1, ply - 1);
    }

    /** Gets the worker ready for a new task under {@code sp} (null at the root) on this thread. */
    void startTask(SplitPoint sp) {
        context = sp;
        windowPly = -1;
        abandoned = false;
        ordering = search.orderingForThisThread();
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
            if (budgeted || (nodes & 1023) == 0) {
                search.checkClock(nodes);
            }
            if (pollAbandoned()) {
                return 0;
            }
        }
        long key = hash;
        if (repetitions != 0) {
            keys[base + ply] = hash;
            int earlier = earlierOccurrences(hash, ply);
            if (earlier >= repetitions - 1) {
                return SearchScore.DRAW; // this occurrence is the one the rule draws
            }
            seen[ply] = earlier;
            key = tableKey(hash, ply, depth, earlier);
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
        table.probe(key, depth, probe);
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
        ordering.order(mv, n, ord, ply, ttMove, kings, blackToMove);

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
            if (ply == windowPly) {
                double narrowed = -context.alpha();
                if (narrowed < beta) {
                    beta = narrowed; // stays above alphaAtStart: a split point's alpha stays below its beta
                    if (best >= beta) {
                        break;
                    }
                }
            }
        }
        if (best >= beta && !PackedMove.isCapture(mv[bestIndex])) {
            ordering.cutoff(mv[bestIndex], ply, depth, blackToMove);
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > alphaAtStart ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(key, depth, bound, SearchScore.toTable(best, ply), bestIndex);
        return best;
    }

    /**
     * How often the node at {@code ply} (hash {@code hash}) occurred before: among the positions
     * since the last irreversible move with the same side to move, the game's before the root
     * included; the count stops at {@code repetitions − 1}, the draw.
     */
    private int earlierOccurrences(long hash, int ply) {
        int at = base + ply;
        int count = 0;
        for (int i = at - 2, first = at - reversible[ply]; i >= first; i -= 2) {
            if (keys[i] == hash && ++count >= repetitions - 1) {
                break;
            }
        }
        return count;
    }

    /**
     * The table key of the node at {@code ply} with {@code depth} plies left, which occurred
     * {@code earlier} times before: its hash and the earlier positions that can still change its
     * value ({@link GamePath}). A position comes back 4 plies after a visit at the soonest and is
     * first reached 1 ply down, so with fewer than 5 plies left only a position one occurrence
     * short of the draw can be drawn in the subtree, and the node's own position only at 4.
     */
    private long tableKey(long hash, int ply, int depth, int earlier) {
        if (depth >= 5) {
            return hash ^ chain[ply];
        }
        long key = hash ^ drawing[ply];
        return depth == 4 && earlier >= repetitions - 2 ? key ^ OWN_RETURN : key;
    }

    /** Plays {@code move} on the parent's masks and searches the child. */
    double searchChild(int black, int white, int kings, boolean blackToMove, long hash, long move,
                       int depth, double alpha, double beta, int ply) {
        if (repetitions != 0) {
            if (!PackedMove.isCapture(move) && (kings & 1 << PackedMove.from(move)) != 0) {
                long share = GamePath.chainKey(hash);
                reversible[ply] = reversible[ply - 1] + 1;
                chain[ply] = chain[ply - 1] + share;
                drawing[ply] = seen[ply - 1] == repetitions - 2 ? drawing[ply - 1] + share : drawing[ply - 1];
            } else {
                reversible[ply] = 0;
                chain[ply] = 0;
                drawing[ply] = 0;
            }
        }
        int newBlack = PackedMove.blackAfter(black, move, blackToMove);
        int newWhite = PackedMove.whiteAfter(white, move, blackToMove);
        int newKings = PackedMove.kingsAfter(kings, move, blackToMove);
        long newHash = Zobrist.afterMove(hash, black, white, kings, newBlack, newWhite, newKings);
        return search(newBlack, newWhite, newKings, !blackToMove, newHash, depth, alpha, beta, ply);
    }

    /**
     * Searches the younger brothers {@code ord[1..n-1]} under {@code sp}, in order: each thread
     * taking part asks the split point for the next unsearched brother, so a cut-off by an early
     * brother saves the later ones, as in the sequential search. Other threads take part by
     * stealing a {@link BrotherShare}, offered as soon as this thread has few tasks waiting to
     * be stolen. (Forking each brother as a task of its own left this thread searching the
     * last brothers while the first waited in its queue: 15% more nodes than the sequential
     * search at depth 14, against 2–4% now.)
     */
    private void splitYoungerBrothers(SplitPoint sp, int black, int white, int kings, boolean blackToMove, long hash,
                                      long[] mv, int[] ord, int n, int childDepth, int childPly) {
        BrotherShare share = null;
        SplitPoint outer = context;
        int outerWindowPly = windowPly;
        while (!sp.aborted() && !search.stopped()) {
            if (share == null && BrotherShare.wanted(sp, n)) {
                share = new BrotherShare(search, this, sp, black, white, kings, blackToMove, hash, mv, ord, n,
                        childDepth, childPly);
                share.fork();
            }
            int j = sp.nextBrother();
            if (j >= n) {
                break;
            }
            boolean searched = searchBrother(sp, black, white, kings, blackToMove, hash, mv, ord[j], childDepth,
                    childPly);
            context = outer;
            windowPly = outerWindowPly;
            if (!searched) {
                abandoned = false; // the caller polls again and tells a cut-off here from an abort above
                break;
            }
        }
        if (share != null && !share.tryUnfork()) { // a share nobody took is dropped, not run
            SearchPools.joinWithoutParking(share);
        }
    }

    /**
     * Searches the brother {@code moves[i]} as a member of {@code sp}, so a brother's cut-off
     * stops it, and offers its value to {@code sp}. Leaves this worker's context at {@code sp}.
     * Returns false if the search was abandoned.
     */
    private boolean searchBrother(SplitPoint sp, int black, int white, int kings, boolean blackToMove, long hash,
                                  long[] moves, int i, int depth, int ply) {
        context = sp;
        windowPly = ply;
        double v = -searchChild(black, white, kings, blackToMove, hash, moves[i], depth, -sp.beta, -sp.alpha(), ply);
        if (abandoned) {
            return false;
        }
        sp.offer(v, i);
        return true;
    }

    /**
     * A share in a split point's younger brothers, for a thread that steals it: it first offers
     * another share, for the next free thread, then searches the next unsearched brother until
     * none is left. The move list is the splitting worker's, which it leaves untouched until
     * every share is done.
     */
    static final class BrotherShare extends RecursiveAction {
        private final AlphaBetaSearch search;
        /** The worker that split, whose path its shares take over. */
        private final AlphaBetaWorker splitter;
        private final SplitPoint sp;
        private final int black, white, kings;
        private final boolean blackToMove;
        private final long hash;
        private final long[] moves;
        private final int[] order;
        private final int n, depth, ply;

        BrotherShare(AlphaBetaSearch search, AlphaBetaWorker splitter, SplitPoint sp, int black, int white, int kings,
                     boolean blackToMove, long hash, long[] moves, int[] order, int n, int depth, int ply) {
            this.search = search;
            this.splitter = splitter;
            this.sp = sp;
            this.black = black;
            this.white = white;
            this.kings = kings;
            this.blackToMove = blackToMove;
            this.hash = hash;
            this.moves = moves;
            this.order = order;
            this.n = n;
            this.depth = depth;
            this.ply = ply;
        }

        /** Whether another share in {@code sp} could pay: a brother is left for it, and few tasks wait here. */
        static boolean wanted(SplitPoint sp, int n) {
            return sp.remaining(n) > 1 && ForkJoinTask.getSurplusQueuedTaskCount() < MAX_SURPLUS_TASKS;
        }

        @Override
        protected void compute() {
            if (search.stopped() || sp.aborted()) {
                return;
            }
            BrotherShare more = null;
            if (wanted(sp, n)) {
                more = new BrotherShare(search, splitter, sp, black, white, kings, blackToMove, hash, moves, order, n,
                        depth, ply);
                more.fork();
            }
            AlphaBetaWorker worker = search.acquireWorker();
            worker.startTask(sp);
            worker.followPath(splitter, ply);
            try {
                for (int j; !sp.aborted() && !search.stopped() && (j = sp.nextBrother()) < n; ) {
                    if (!worker.searchBrother(sp, black, white, kings, blackToMove, hash, moves, order[j], depth,
                            ply)) {
                        break;
                    }
                }
            } finally {
                worker.startTask(null);
                search.releaseWorker(worker);
            }
            if (more != null && !more.tryUnfork()) {
                SearchPools.joinWithoutParking(more);
            }
        }
    }
}
