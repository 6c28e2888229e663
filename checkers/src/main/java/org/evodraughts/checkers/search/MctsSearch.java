package org.evodraughts.checkers.search;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;

/**
 * MCTS-EPT: Monte Carlo tree search whose playouts stop after a few plies and are scored by
 * the evaluator (see {@link MctsTree}). With several trees (root parallelism) each tree gets
 * its own generator, seeded from the caller's, and the trees' root visit counts are summed;
 * the trees share nothing, so they run on any number of threads with the same result when the
 * budget is a number of iterations. The move with the most visits is chosen (ties: the higher
 * mean score, then generation order). It does not read the game's earlier positions, so a
 * repetition is not scored (alpha-beta scores it). Interrupting the calling thread stops every
 * tree after its round (see {@link MoveSearch}). Not thread-safe: one search at a time per
 * instance.
 */
public final class MctsSearch implements MoveSearch {
    private final Evaluator evaluator;
    private final MctsSettings settings;

    public MctsSearch(Evaluator evaluator, MctsSettings settings) {
        if (evaluator == null || settings == null) {
            throw new IllegalArgumentException("MCTS needs an evaluator and settings");
        }
        this.evaluator = evaluator;
        this.settings = settings;
    }

    public MctsSettings settings() {
        return settings;
    }

    @Override
    public SearchResult search(SearchRequest request, RandomGenerator random) {
        long start = System.nanoTime();
        Position position = request.position();
        if (!position.hasLegalMove()) {
            throw new IllegalArgumentException("the side to move has no legal move; there is nothing to search");
        }
        int trees = settings.trees();
        long limit = request.timeLimitNanos(settings.timeLimit());
        long deadline = limit == Long.MAX_VALUE ? Long.MAX_VALUE : start + limit;
        Thread caller = Thread.currentThread();
        AtomicBoolean interrupted = new AtomicBoolean(); // the caller's, while it waits for the pool
        BooleanSupplier stop = () -> interrupted.get() || caller.isInterrupted();
        List<Callable<MctsTree>> runs = new ArrayList<>(trees);
        for (int t = 0; t < trees; t++) {
            long seed = random.nextLong();
            int budget = settings.iterations() == 0 ? Integer.MAX_VALUE
                    : settings.iterations() / trees + (t < settings.iterations() % trees ? 1 : 0);
            int capacity = settings.iterations() == 0 ? 1 << 16 : (int) Math.min(1 << 20, 8L * budget + 1);
            runs.add(() -> {
                MctsTree tree = new MctsTree(evaluator, settings, new SplittableRandom(seed), position, capacity);
                tree.run(budget, deadline, stop);
                return tree;
            });
        }
        List<MctsTree> done = new ArrayList<>(trees);
        if (trees == 1 || settings.threads() == 1) {
            for (Callable<MctsTree> run : runs) {
                done.add(call(run));
            }
        } else {
            // Not invokeAll: an interrupt stops the trees, and their moves are still wanted.
            ForkJoinPool pool = SearchPools.withThreads(Math.min(trees, settings.threads()));
            List<ForkJoinTask<MctsTree>> tasks = runs.stream().map(pool::submit).toList();
            for (ForkJoinTask<MctsTree> task : tasks) {
                done.add(SearchPools.awaitStoppable(task, () -> interrupted.set(true)));
            }
        }
        return combine(done, start);
    }

    private static MctsTree call(Callable<MctsTree> run) {
        try {
            return run.call();
        } catch (Exception e) {
            throw new IllegalStateException("MCTS tree failed", e);
        }
    }

    private static SearchResult combine(List<MctsTree> trees, long start) {
        MctsTree first = trees.getFirst();
        int n = first.rootChildren();
        long[] visits = new long[n];
        double[] total = new double[n];
        long iterations = 0;
        int deepest = 0;
        for (MctsTree tree : trees) {
            for (int i = 0; i < n; i++) {
                visits[i] += tree.rootVisits(i);
                total[i] += tree.rootTotal(i);
            }
            iterations += tree.iterations();
            deepest = Math.max(deepest, tree.deepest());
        }
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (visits[i] > visits[best]
                    || visits[i] == visits[best] && visits[i] > 0 && total[i] / visits[i] > total[best] / visits[best]) {
                best = i;
            }
        }
        double value = visits[best] == 0 ? 0 : total[best] / visits[best];
        return new SearchResult(Move.of(first.rootMove(best)), value, deepest, iterations,
                Duration.ofNanos(System.nanoTime() - start));
    }
}
