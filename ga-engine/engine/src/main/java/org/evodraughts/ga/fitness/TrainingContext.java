package org.evodraughts.ga.fitness;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.tournament.TournamentProgress;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.random.Seeds;

/**
 * What the steps of one island's fitness share ({@link TournamentEvaluator#of}): how genes become
 * networks and back, how a network learns, where games and trainings run, and who hears of them.
 * A new step takes what it needs from here, so adding one adds no parameter anywhere. Immutable;
 * the tournament, the pool and the hall of fame may be shared by several islands' threads.
 *
 * @param codec      how genotypes become networks, and trained networks genotypes
 * @param trainer    how a network learns by TD(λ): the refinement's settings (possibly refining
 *                   no one), which learning from the tournament's games uses too
 * @param tournament plays the games, and runs the trainings on its runner; its cancellation
 *                   stops every step
 * @param hallOfFame the earlier champions each generation also plays
 * @param pool       the run's pool, whose idle threads a training's batches and the learners share
 * @param masterSeed the island's master seed, from which each step derives its own stream
 * @param games      hears of the tournament's games
 * @param training   hears of the trainees' self-play games
 */
public record TrainingContext(GenomeCodec codec, TdRefinement trainer, Tournament tournament, HallOfFame hallOfFame,
                              Executor pool, long masterSeed, TournamentProgress games, TrainingProgress training) {
    public TrainingContext {
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(trainer, "trainer");
        Objects.requireNonNull(tournament, "tournament");
        Objects.requireNonNull(hallOfFame, "hallOfFame");
        Objects.requireNonNull(pool, "pool");
        Objects.requireNonNull(games, "games");
        Objects.requireNonNull(training, "training");
    }

    /** The seed of a step's own random stream {@code stream}, derived from the master seed. */
    long seed(long stream) {
        return Seeds.derive(masterSeed, stream);
    }

    /** Where trainings run: the tournament's runner (a pool thread here, or another machine). */
    TaskRunner runner() {
        return tournament.runner();
    }

    /** Whether the run was stopped: asked before every game a step plays or learns from. */
    BooleanSupplier stopped() {
        return tournament::isCancelled;
    }
}
