package org.evodraughts.play;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.evodraughts.checkers.search.MoveSearch;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * Gets the JIT to compile an agent's evaluator and search on a background thread, while the
 * person looks at the board. A fresh JVM first runs them in the interpreter, where the network
 * evaluator's Vector API code is slowest (about 2 ms a position where compiled code takes
 * 0.12 µs): the first replies of a {@code minimax:time=100ms} agent reached depth 1–7 where later
 * ones reached 12–16 (docs/research/first-reply.md).
 *
 * <p>The work is fixed: {@value #EVALUATIONS} evaluations of positions from seeded random games,
 * so the evaluator is compiled, then {@value #SEARCHES} short searches of its own (the agent's
 * kind of search, on one thread, {@value #SEARCH_MILLIS} ms each), so the search is. It stops
 * sooner when the agent is about to search ({@link #stop}), so the two never share a processor;
 * a warm-up cut short just leaves the JIT less done. Moves never depend on it: its searches are
 * instances of its own (their own tables, move ordering and random numbers) and an evaluator
 * keeps nothing between calls. A JVM runs one warm-up at a time, and one to the end per evaluator
 * class: after that (a server's later games) there is nothing left to warm, and a warm-up does
 * nothing.
 *
 * <p>Thread-safe.
 */
final class Warmup {
    /** Evaluations before any search: enough for the JIT's last tier (C2) to compile the evaluator. */
    static final int EVALUATIONS = 60_000;
    /** Searches after the evaluations. */
    static final int SEARCHES = 30;
    /** The time limit of each search. */
    static final int SEARCH_MILLIS = 25;
    /** Positions the evaluations cycle through. */
    private static final int POSITIONS = 128;
    /** Evaluator classes a warm-up has been run to the end for, in this JVM. */
    private static final Set<Class<?>> WARMED = ConcurrentHashMap.newKeySet();
    /** Whether a warm-up is running in this JVM. */
    private static final AtomicBoolean RUNNING = new AtomicBoolean();

    /** A warm-up that has nothing to do. */
    static final Warmup NONE = new Warmup(null, null, null);

    private final Evaluator evaluator;
    private final SearchSettings settings;
    private final Thread thread;
    private volatile boolean stopped;

    private Warmup(Evaluator evaluator, SearchSettings settings, String name) {
        this.evaluator = evaluator;
        this.settings = settings;
        this.thread = name == null ? null : Thread.ofPlatform().daemon().name(name).unstarted(this::run);
    }

    /**
     * Starts warming up a search with {@code settings} over {@code evaluator}; {@link #NONE} where
     * this JVM has already done it for the evaluator's class, or another warm-up is running.
     */
    static Warmup start(Evaluator evaluator, SearchSettings settings) {
        if (WARMED.contains(evaluator.getClass()) || !RUNNING.compareAndSet(false, true)) {
            return NONE;
        }
        Warmup warmup = new Warmup(evaluator, settings, "warm-up");
        warmup.thread.start();
        return warmup;
    }

    /** Stops the warm-up and waits for it to leave off (its current evaluation or search depth). */
    void stop() {
        if (thread == null) {
            return;
        }
        stopped = true;
        thread.interrupt(); // a search stops at its next look at the clock
        try {
            thread.join(Duration.ofMillis(500));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether the work is done or was stopped. */
    boolean finished() {
        return thread == null || !thread.isAlive();
    }

    private void run() {
        try {
            work();
        } finally {
            RUNNING.set(false);
        }
    }

    private void work() {
        List<Position> positions = positions();
        double sink = 0;
        for (int i = 0; i < EVALUATIONS && !stopped; i++) {
            Position position = positions.get(i % positions.size());
            sink += evaluator.evaluate(position, position.sideToMove());
        }
        SearchSettings shortSearch = shortSearch(settings);
        SplittableRandom random = new SplittableRandom(sink == 0 ? 1 : 2); // uses the sum, so no evaluation is skipped
        for (int i = 0; i < SEARCHES && !stopped; i++) {
            MoveSearch search = shortSearch.newSearch(evaluator);
            search.search(positions.get(i * 7 % positions.size()), random);
        }
        if (!stopped) {
            WARMED.add(evaluator.getClass());
        }
    }

    /** The agent's kind of search on one thread, each a short time. */
    static SearchSettings shortSearch(SearchSettings settings) {
        Duration time = Duration.ofMillis(SEARCH_MILLIS);
        return switch (settings) {
            case AlphaBetaSettings a -> new AlphaBetaSettings(AlphaBetaSettings.MAX_DEPTH, time, 1, 16);
            case MctsSettings m -> m.withTrees(1, 1).withTimeLimit(time);
        };
    }

    /** Positions from seeded random games, with a legal move each, opening to endgame. */
    static List<Position> positions() {
        SplittableRandom random = new SplittableRandom(52);
        List<Position> positions = new ArrayList<>(POSITIONS);
        while (positions.size() < POSITIONS) {
            Position position = Position.initial();
            for (int ply = 0; ply < 80 && positions.size() < POSITIONS; ply++) {
                List<Move> moves = position.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                if (ply % 3 == 0) {
                    positions.add(position);
                }
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
        return positions;
    }
}
