package org.evodraughts.checkers.search;

import java.time.Duration;
import org.evodraughts.checkers.Evaluator;

/**
 * Settings of {@link MctsSearch} (MCTS-EPT).
 *
 * @param iterations   total playouts over all trees; 0 when only the time limit counts
 * @param timeLimit    stop after this long; {@link Duration#ZERO} for none. At least one of
 *                     the two budgets must be set; with both, the first reached stops
 * @param exploration  the UCT exploration constant c in {@code Q + c·sqrt(ln N / n)}, with
 *                     playout scores in [−1, 1]; 0.4 by default (mcts:2000 with the heuristic
 *                     evaluator scored 83% against heuristic:4 at 0.4, 70% at 1.0, 67% at 0.1)
 * @param playoutPlies random plies before the evaluator scores the playout (EPT cut-off)
 * @param batchSize    leaves collected (with virtual loss) before they are scored together;
 *                     {@code BatchEvaluator.evaluateBatch} is used when a round holds at least
 *                     the evaluator's profitable batch size, else each leaf is scored alone
 * @param trees        independent trees (root parallelism) whose root visit counts are summed;
 *                     the result depends on this, not on threads
 * @param threads      threads the trees run on
 */
public record MctsSettings(int iterations, Duration timeLimit, double exploration, int playoutPlies,
                           int batchSize, int trees, int threads) implements SearchSettings {
    public static final double DEFAULT_EXPLORATION = 0.4;
    public static final int DEFAULT_PLAYOUT_PLIES = 6;

    public MctsSettings {
        if (iterations < 0 || iterations > 1_000_000_000) {
            throw new IllegalArgumentException("mcts iterations must be 0–1000000000, got " + iterations);
        }
        if (timeLimit == null || timeLimit.isNegative()) {
            throw new IllegalArgumentException("mcts time limit must not be negative, got " + timeLimit);
        }
        if (iterations == 0 && timeLimit.isZero()) {
            throw new IllegalArgumentException("mcts needs a budget: a number of iterations or a time");
        }
        if (!(exploration >= 0 && exploration <= 100)) {
            throw new IllegalArgumentException("mcts exploration constant c must be 0–100, got " + exploration);
        }
        if (playoutPlies < 0 || playoutPlies > 1000) {
            throw new IllegalArgumentException("mcts playout plies must be 0–1000, got " + playoutPlies);
        }
        if (batchSize < 1 || batchSize > 4096) {
            throw new IllegalArgumentException("mcts batch must be 1–4096, got " + batchSize);
        }
        if (trees < 1 || trees > 1024) {
            throw new IllegalArgumentException("mcts trees must be 1–1024, got " + trees);
        }
        if (threads < 1 || threads > 1024) {
            throw new IllegalArgumentException("mcts threads must be 1–1024, got " + threads);
        }
    }

    /** One tree, one thread, default constants, a fixed number of iterations. */
    public static MctsSettings iterations(int iterations) {
        return new MctsSettings(iterations, Duration.ZERO, DEFAULT_EXPLORATION, DEFAULT_PLAYOUT_PLIES, 1, 1, 1);
    }

    public MctsSettings withExploration(double c) {
        return new MctsSettings(iterations, timeLimit, c, playoutPlies, batchSize, trees, threads);
    }

    public MctsSettings withPlayoutPlies(int plies) {
        return new MctsSettings(iterations, timeLimit, exploration, plies, batchSize, trees, threads);
    }

    public MctsSettings withBatchSize(int batch) {
        return new MctsSettings(iterations, timeLimit, exploration, playoutPlies, batch, trees, threads);
    }

    public MctsSettings withTrees(int trees, int threads) {
        return new MctsSettings(iterations, timeLimit, exploration, playoutPlies, batchSize, trees, threads);
    }

    public MctsSettings withTimeLimit(Duration limit) {
        return new MctsSettings(iterations, limit, exploration, playoutPlies, batchSize, trees, threads);
    }

    @Override
    public MctsSearch newSearch(Evaluator evaluator) {
        return new MctsSearch(evaluator, this);
    }

    @Override
    public String describe() {
        StringBuilder text = new StringBuilder("mcts:");
        if (iterations > 0) {
            text.append(iterations);
            if (!timeLimit.isZero()) {
                text.append(",time=").append(SearchSettingsText.format(timeLimit));
            }
        } else {
            text.append("time=").append(SearchSettingsText.format(timeLimit));
        }
        if (exploration != DEFAULT_EXPLORATION) {
            text.append(",c=").append(exploration);
        }
        if (playoutPlies != DEFAULT_PLAYOUT_PLIES) {
            text.append(",playout=").append(playoutPlies);
        }
        if (batchSize != 1) {
            text.append(",batch=").append(batchSize);
        }
        if (trees != 1) {
            text.append(",trees=").append(trees);
        }
        if (threads != 1) {
            text.append(",threads=").append(threads);
        }
        return text.toString();
    }
}
