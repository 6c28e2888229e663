package org.evodraughts.ga.config;

/**
 * The {@code refinement} section: temporal-difference self-play training of some of each
 * generation's individuals (Lamarckian: the trained weights go back into their genomes). Off by
 * default (seed 001 has none); see {@code org.evodraughts.ga.training.TdRefinement} and
 * {@code org.evodraughts.ga.fitness.RefinementStep}.
 *
 * @param games  self-play games per trainee and generation (0–1000000; 0: no refinement)
 * @param alpha  the learning rate (above 0, at most 1)
 * @param lambda  the trace decay λ of TD(λ) (0–1)
 * @param average whether the result is the mean of the weights over the second half of the
 *                games (tail averaging) rather than the last weights
 * @param trainees which individuals are trained, each on its own pool thread
 * @param depth   the self-play search depth: 1 trains each position's own value from a one-ply
 *                greedy game; 2 or more is TD-Leaf(λ), which trains the value of the leaf of a
 *                depth-ply alpha-beta search and plays its first move
 * @param batch   data-parallel self-play: a trainee's games go in batches of this many, each game
 *                learning from the weights its batch began with, their changes added in game
 *                order, so a batch's games run on the pool's idle threads with the same result
 *                on any number; 1 (the default) is the serial training
 */
public record RefinementConfig(int games, double alpha, double lambda, boolean average, Trainees trainees, int depth,
                               int batch) {
    /** The deepest self-play search. */
    public static final int MAX_DEPTH = 6;

    /** The largest batch of a data-parallel training. */
    public static final int MAX_BATCH = 1024;

    /** The most self-play games one refinement plays. */
    public static final int MAX_GAMES = 1_000_000;

    /** The learning rate, the trace decay, the search depth and the batch of {@link #none()}, NeuroDraughts-like. */
    public static final double DEFAULT_ALPHA = 0.01, DEFAULT_LAMBDA = 0.7;
    public static final int DEFAULT_DEPTH = 1, DEFAULT_BATCH = 1;

    public RefinementConfig {
        checkLearning(games, alpha, lambda);
        ConfigChecks.present("refinement.trainees", trainees);
        checkPlay(depth, batch);
    }

    /**
     * Refuses, as this section's keys, settings of a training outside their ranges: what a
     * training reads (the trainer's {@code TdRefinement}, also when rebuilt on another machine)
     * is checked here too.
     */
    public static void checkTraining(int games, double alpha, double lambda, int depth, int batch) {
        checkLearning(games, alpha, lambda);
        checkPlay(depth, batch);
    }

    private static void checkLearning(int games, double alpha, double lambda) {
        ConfigChecks.range("refinement.games", games, 0, MAX_GAMES);
        if (!(alpha > 0 && alpha <= 1)) {
            throw new IllegalArgumentException("refinement.alpha must be above 0 and at most 1, got " + alpha);
        }
        if (!(lambda >= 0 && lambda <= 1)) {
            throw new IllegalArgumentException("refinement.lambda must be 0–1, got " + lambda);
        }
    }

    private static void checkPlay(int depth, int batch) {
        ConfigChecks.range("refinement.depth", depth, 1, MAX_DEPTH);
        ConfigChecks.range("refinement.batch", batch, 1, MAX_BATCH);
    }

    /** A serial training (batch 1). */
    public RefinementConfig(int games, double alpha, double lambda, boolean average, Trainees trainees, int depth) {
        this(games, alpha, lambda, average, trainees, depth, DEFAULT_BATCH);
    }

    /** The champion-only, one-ply, serial refinement. */
    public RefinementConfig(int games, double alpha, double lambda, boolean average) {
        this(games, alpha, lambda, average, Trainees.CHAMPION, DEFAULT_DEPTH);
    }

    /** No refinement (seed 001), with NeuroDraughts-like settings ready for when games are set. */
    public static RefinementConfig none() {
        return new RefinementConfig(0, DEFAULT_ALPHA, DEFAULT_LAMBDA, false, Trainees.CHAMPION, DEFAULT_DEPTH, DEFAULT_BATCH);
    }
}
