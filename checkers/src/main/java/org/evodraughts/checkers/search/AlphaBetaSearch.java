package org.evodraughts.checkers.search;

import java.time.Duration;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.MoveGenerator;
import org.evodraughts.checkers.Position;

/**
 * Negamax alpha-beta search with iterative deepening.
 *
 * <ul>
 *   <li>A whole capture sequence is one ply. At the horizon, a position where the side to move
 *       must capture is searched further (captures only, they are forced), so the evaluator
 *       only sees quiet positions.</li>
 *   <li>A side with no legal move has lost: that scores beyond any evaluator value, and a
 *       faster win more ({@link SearchScore}).</li>
 *   <li>Moves are ordered: the transposition table's move, captures, killer moves, history
 *       ({@link MoveOrdering}, one per thread). The table is Zobrist-hashed and shared by all
 *       threads; see {@link TranspositionTable} for why it never changes the value found.</li>
 *   <li>With more than one thread, Young Brothers Wait Concept: at each node the eldest child
 *       is searched first, then the younger ones in parallel on a shared {@link ForkJoinPool},
 *       at nodes with at least {@link AlphaBetaWorker#MIN_SPLIT_DEPTH} plies left. The node
 *       becomes a {@link SplitPoint} that hands its younger brothers out in order, one at a
 *       time, to its own thread and to any thread that steals a share in it; a window narrowed
 *       by one brother is used by the brothers started after it, and a brother's cut-off
 *       aborts the others. While a search runs, the pool's other threads spin looking for
 *       tasks ({@link IdleHelper}), and a thread waiting for a stolen share helps the thief
 *       ({@link SearchPools#joinWithoutParking}); neither parks. So a search should not have
 *       more threads than the machine has free cores.</li>
 *   <li>At the root every move whose value equals the best value is found exactly (the root
 *       window's lower bound sits just below the best value), and the seeded generator picks
 *       one of them. The tie set does not depend on search order, so a fixed-depth search
 *       gives the same value and move at any thread count.</li>
 * </ul>
 *
 * <p>Interrupting the thread that called {@link #search} stops it (see {@link MoveSearch}):
 * the interrupt is looked at where the clock is, every 1,024 nodes, once depth 1 is complete.
 *
 * <p>Given the game's positions ({@link SearchRequest#inGame}), a node whose position the
 * game's repetition rule would draw scores {@link SearchScore#DRAW}: its occurrences in the
 * game and on the search path are counted as {@link org.evodraughts.checkers.Game} counts them
 * ({@link GamePath}). Such a value depends on the path, so the table keys a position by its
 * hash and the positions since the last irreversible move; a fixed-depth search still returns
 * plain minimax's value (with the same rule), and the same move at any thread count. Without
 * the game ({@link SearchRequest#of}), as training and tournaments search, nothing of this
 * runs. Move-limit and no-progress draws are not scored.
 *
 * <p>Not thread-safe: one search at a time per instance (the instance owns its table and workers).
 */
public final class AlphaBetaSearch implements MoveSearch {
    private final Evaluator evaluator;
    private final AlphaBetaSettings settings;
    private final TranspositionTable table;
    private final ForkJoinPool pool;
    private final ConcurrentLinkedQueue<AlphaBetaWorker> idleWorkers = new ConcurrentLinkedQueue<>();
    private final LongAdder nodes = new LongAdder();
    private final ThreadLocal<MoveOrdering> orderingPerThread = ThreadLocal.withInitial(this::newOrdering);
    private final ConcurrentLinkedQueue<MoveOrdering> orderings = new ConcurrentLinkedQueue<>();
    private volatile boolean stop;
    /** System.nanoTime() after which the search stops; Long.MAX_VALUE for none. */
    private volatile long deadline = Long.MAX_VALUE;
    /** The nodes after which the search stops (its budget over its evaluator's cost); Long.MAX_VALUE for none. */
    private volatile long nodeLimit = Long.MAX_VALUE;
    /** The nodes this search's budget buys: Long.MAX_VALUE for none. */
    private final long budgetNodes;
    /** The thread whose interrupt stops the search: the caller once depth 1 is complete, else null. */
    private volatile Thread stoppable;
    /** Set when the caller was interrupted while it waited for the pool (its status is cleared then). */
    private volatile boolean interrupted;
    /** This search's time limit in nanoseconds ({@link Long#MAX_VALUE}: none); set before any worker starts. */
    private long timeLimit;
    /** The game's positions this search scores repetitions against; set before any worker starts. */
    private GamePath game = GamePath.NONE;

    public AlphaBetaSearch(Evaluator evaluator, AlphaBetaSettings settings) {
        if (evaluator == null || settings == null) {
            throw new IllegalArgumentException("alpha-beta search needs an evaluator and settings");
        }
        this.evaluator = evaluator;
        this.settings = settings;
        this.table = new TranspositionTable(settings.tableBits());
        this.pool = settings.threads() > 1 ? SearchPools.withThreads(settings.threads()) : null;
        this.budgetNodes = settings.hasBudget() ? (long) Math.ceil(settings.budget() / evaluator.cost()) : Long.MAX_VALUE;
    }

    public AlphaBetaSettings settings() {
        return settings;
    }

    @Override
    public SearchResult search(SearchRequest request, RandomGenerator random) {
        long start = System.nanoTime();
        Root root = new Root(request.position());
        if (root.n == 0) {
            throw new IllegalArgumentException("the side to move has no legal move; there is nothing to search");
        }
        timeLimit = request.timeLimitNanos(settings.timeLimit());
        game = GamePath.of(request, root.hash);
        table.newSearch();
        stop = false;
        deadline = Long.MAX_VALUE;
        nodeLimit = Long.MAX_VALUE;
        stoppable = null;
        interrupted = false;
        nodes.reset();
        Thread caller = Thread.currentThread();
        // The whole deepening loop runs on the pool, so its threads stay busy between iterations.
        Iteration last;
        try {
            last = pool != null ? SearchPools.awaitStoppable(pool.submit(new ParallelDeepening(root, start, caller)),
                    () -> interrupted = true) : deepen(root, start, caller);
        } finally {
            stoppable = null;
        }
        int[] ties = last.ties();
        int chosen = ties.length == 1 ? ties[0] : ties[random.nextInt(ties.length)];
        Move move = Move.of(root.moves[chosen]);
        return new SearchResult(move, last.value(), last.depth(), nodes.sum(), Duration.ofNanos(System.nanoTime() - start));
    }

    /** Set while a parallel search runs; its {@link IdleHelper}s stop when it clears. */
    private volatile boolean searching;

    /**
     * The deepening loop as the pool's root task, with an {@link IdleHelper} for each of the
     * pool's other threads.
     */
    private final class ParallelDeepening extends RecursiveTask<Iteration> {
        private final Root root;
        private final long start;
        private final Thread caller;

        ParallelDeepening(Root root, long start, Thread caller) {
            this.root = root;
            this.start = start;
            this.caller = caller;
        }

        @Override
        protected Iteration compute() {
            searching = true;
            IdleHelper[] helpers = new IdleHelper[settings.threads() - 1];
            for (int i = 0; i < helpers.length; i++) {
                helpers[i] = new IdleHelper();
                helpers[i].fork();
            }
            try {
                return deepen(root, start, caller);
            } finally {
                searching = false;
                for (IdleHelper helper : helpers) {
                    helper.join();
                }
            }
        }
    }

    /**
     * Keeps one pool thread looking for young brothers to steal until the search ends. Left to
     * itself, the pool parks a thread that finds no task and unparks it when one is forked,
     * which takes tens of microseconds; most young-brother tasks are done in less, so the idle
     * thread kept arriving too late. So the helper spins on the cheap count of queued tasks and
     * steals ({@code awaitQuiescence} with a 1 ns wait runs what it finds) as soon as there is one.
     * Polling with 20 µs timed waits instead gave 1.43× at depth 10; a timed wait sleeps at
     * least the kernel's 50 µs timer slack.
     */
    private final class IdleHelper extends RecursiveAction {
        @Override
        protected void compute() {
            while (searching) {
                if (pool.getQueuedTaskCount() > 0) {
                    pool.awaitQuiescence(1, TimeUnit.NANOSECONDS);
                } else {
                    Thread.onSpinWait();
                }
            }
        }
    }

    /** A completed iteration: its depth, the best value and the root moves that reach it. */
    private record Iteration(int depth, double value, int[] ties) {}

    /**
     * Iterative deepening: searches depth 1, 2, … until the maximum depth, the time limit, or
     * an interrupt of {@code caller}.
     */
    private Iteration deepen(Root root, long start, Thread caller) {
        Iteration last = null;
        for (int depth = 1; depth <= settings.maxDepth(); depth++) {
            root.iterate(depth);
            if (stop) {
                break; // the unfinished iteration is discarded
            }
            double value = root.bestValue();
            last = new Iteration(depth, value, root.tiedBest(value));
            root.sortByValue();
            if (interrupted || caller.isInterrupted()) {
                break;
            }
            stoppable = caller; // depth 1 always completes; later depths may be cut short
            if (budgetNodes != Long.MAX_VALUE) {
                if (nodes.sum() >= budgetNodes) {
                    break;
                }
                nodeLimit = budgetNodes;
            }
            if (timeLimit != Long.MAX_VALUE) {
                long end = start + timeLimit;
                if (System.nanoTime() >= end) {
                    break;
                }
                deadline = end; // depth 1 always completes; later depths may be cut short
            }
        }
        return last;
    }

    /**
     * Forgets what earlier searches learnt (table, killer moves, history), so the next search
     * visits the nodes a fresh instance would. Values and moves never depend on it.
     */
    public void clear() {
        table.clear();
        orderings.forEach(MoveOrdering::clear);
    }

    /** The killer and history tables of the calling thread for this search. */
    MoveOrdering orderingForThisThread() {
        return orderingPerThread.get();
    }

    private MoveOrdering newOrdering() {
        MoveOrdering ordering = new MoveOrdering();
        orderings.add(ordering);
        return ordering;
    }

    boolean stopped() {
        return stop;
    }

    /**
     * Stops the search once its time is up, its caller interrupted, or its budget spent: the
     * nodes of finished workers plus {@code workerNodes}, the calling worker's (a budget runs
     * sequentially, so that is every node so far, counted at the same nodes on every run).
     */
    void checkClock(long workerNodes) {
        Thread caller = stoppable;
        if (System.nanoTime() > deadline || caller != null && (interrupted || caller.isInterrupted())
                || nodes.sum() + workerNodes > nodeLimit) {
            stop = true;
        }
    }

    AlphaBetaWorker acquireWorker() {
        AlphaBetaWorker worker = idleWorkers.poll();
        if (worker == null) {
            worker = new AlphaBetaWorker(this, evaluator, table, pool != null);
        }
        worker.startTask(null);
        worker.startGame(game);
        return worker;
    }

    void releaseWorker(AlphaBetaWorker worker) {
        nodes.add(worker.nodes);
        worker.nodes = 0;
        idleWorkers.offer(worker);
    }

    /** The root's moves and their values from the last iteration. */
    private final class Root {
        final int black, white, kings;
        final boolean blackToMove;
        final long hash;
        final long[] moves = new long[MoveGenerator.MAX_MOVES];
        final int n;
        /** Root move indexes in search order: generation order first, then by last values. */
        final Integer[] order;
        final double[] values;
        /** Whether values[i] is exact; otherwise it is an upper bound below the best value. */
        final boolean[] exact;
        /** Collects the best value of the current iteration (a root window that never cuts off). */
        private SplitPoint iterationBest;

        Root(Position position) {
            black = position.black();
            white = position.white();
            kings = position.kings();
            blackToMove = position.blackToMove();
            hash = Zobrist.hash(black, white, kings, blackToMove);
            n = MoveGenerator.generate(black, white, kings, blackToMove, moves, 0);
            order = new Integer[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            values = new double[n];
            exact = new boolean[n];
        }

        /**
         * Searches every root move to {@code depth}: the eldest first, then the rest in order,
         * each taken by the next free thread.
         */
        void iterate(int depth) {
            iterationBest = new SplitPoint(null, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                    Double.NEGATIVE_INFINITY, -1);
            AlphaBetaWorker worker = acquireWorker();
            try {
                searchMove(worker, order[0], depth);
            } finally {
                releaseWorker(worker);
            }
            if (stop || n == 1) {
                return;
            }
            if (pool != null) {
                new RootShare(this, depth).invoke();
            } else {
                searchRemaining(depth);
            }
        }

        /** Searches the root moves not yet handed out, one at a time, until none is left. */
        void searchRemaining(int depth) {
            AlphaBetaWorker worker = acquireWorker();
            try {
                for (int j; !stop && (j = iterationBest.nextBrother()) < n; ) {
                    searchMove(worker, order[j], depth);
                }
            } finally {
                releaseWorker(worker);
            }
        }

        /**
         * Searches root move {@code i} with the window (just below the best so far, +∞), so a
         * move as good as the best gets its exact value.
         */
        void searchMove(AlphaBetaWorker worker, int i, int depth) {
            double lower = Math.nextDown(iterationBest.best());
            double v = -worker.searchChild(black, white, kings, blackToMove, hash, moves[i], depth - 1,
                    Double.NEGATIVE_INFINITY, -lower, 1);
            if (!worker.abandoned && !stop) {
                values[i] = v;
                exact[i] = v > lower;
                iterationBest.offer(v, i);
            }
        }

        double bestValue() {
            return iterationBest.best();
        }

        /** The moves whose exact value equals {@code bestValue}, in generation order. */
        int[] tiedBest(double bestValue) {
            int count = 0;
            int[] tied = new int[n];
            for (int i = 0; i < n; i++) {
                if (exact[i] && values[i] == bestValue) {
                    tied[count++] = i;
                }
            }
            return java.util.Arrays.copyOf(tied, count);
        }

        /** Best first for the next iteration; a stable sort keeps the order deterministic. */
        void sortByValue() {
            java.util.Arrays.sort(order, (a, b) -> Double.compare(values[b], values[a]));
        }
    }

    /**
     * A share in the root's younger moves. It first offers another share, for the next free
     * thread, then searches moves until none is left.
     */
    private final class RootShare extends RecursiveAction {
        private final Root root;
        private final int depth;

        RootShare(Root root, int depth) {
            this.root = root;
            this.depth = depth;
        }

        @Override
        protected void compute() {
            if (stop) {
                return; // no move will be taken, so offering another share would recurse without end
            }
            RootShare more = null;
            if (root.iterationBest.remaining(root.n) > 1) {
                more = new RootShare(root, depth);
                more.fork();
            }
            root.searchRemaining(depth);
            if (more != null && !more.tryUnfork()) {
                SearchPools.joinWithoutParking(more);
            }
        }
    }
}
