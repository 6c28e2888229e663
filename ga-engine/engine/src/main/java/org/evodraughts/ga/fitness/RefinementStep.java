package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.BooleanSupplier;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.task.TrainingTask;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.network.Network;
import org.evodraughts.random.Seeds;

/**
 * One generation's self-play refinement: trains the chosen individuals with {@link TdRefinement},
 * each as one task of the run's {@link TaskRunner} (a pool thread here, or another machine; with
 * {@code refinement.batch} above 1 a trainee training here shares its batches' games with the
 * pool's idle threads), and
 * gives back their genotypes with the trained networks encoded in them by the codec
 * ({@link GenomeCodec#encode}: Lamarckian); step sizes stay, and training keeps the king value.
 *
 * <p>Reproducible at any thread count: trainee k of generation g trains from the seed
 * (refinement seed, g) for k = 0 and ((refinement seed, g), k) otherwise, so the first trainee
 * (the champion, where only the champion trains) trains as it did before other trainees existed.
 * Its games are reported to a {@link TrainingProgress} as they are played, which changes nothing
 * in them. Immutable.
 */
final class RefinementStep {
    private final TdRefinement refinement;
    private final long seed;
    private final TaskRunner runner;
    private final Executor pool;
    private final BooleanSupplier stopped;
    private final GenomeCodec codec;
    private final TrainingProgress progress;

    /**
     * @param seed    the run's refinement seed
     * @param runner  where the trainees train
     * @param pool    the pool whose idle threads a trainee training here shares its batches with
     * @param stopped asked before every self-play game; a stop ends the step with a
     *                {@link CancellationException}
     * @param codec   how a trained network goes back into its genotype
     * @param progress hears of the games played
     */
    RefinementStep(TdRefinement refinement, long seed, TaskRunner runner, Executor pool, BooleanSupplier stopped,
                   GenomeCodec codec, TrainingProgress progress) {
        this.refinement = refinement;
        this.seed = seed;
        this.runner = runner;
        this.pool = pool;
        this.stopped = stopped;
        this.codec = codec;
        this.progress = progress;
    }

    /** A trainee: its genotype and the network decoded from it. */
    record Trainee(Genotype<DoubleGene> genotype, Network network) {}

    /**
     * The trainees' genotypes after training, in their order.
     *
     * @throws CancellationException if stopped (or this thread interrupted) before all finished
     */
    List<Genotype<DoubleGene>> train(List<Trainee> trainees, int generation) {
        long generationSeed = Seeds.derive(seed, generation);
        List<TrainingTask> tasks = new ArrayList<>(trainees.size());
        for (int k = 0; k < trainees.size(); k++) {
            tasks.add(new TrainingTask(trainees.get(k).network(), k == 0 ? generationSeed : Seeds.derive(generationSeed, k),
                    refinement));
        }
        // Games reported so far, by trainee: batch by batch for a training here, all at its end for one elsewhere.
        AtomicIntegerArray reported = new AtomicIntegerArray(tasks.size());
        progress.trainingStarted(generation, tasks.size(), (long) tasks.size() * refinement.games());
        try {
            List<Network> trained = runner.run(tasks, k -> tasks.get(k).run(stopped, pool, (games, _) -> played(reported, k, games)),
                    k -> played(reported, k, refinement.games()), stopped, () -> { });
            List<Genotype<DoubleGene>> genotypes = new ArrayList<>(trained.size());
            for (int k = 0; k < trained.size(); k++) {
                genotypes.add(codec.encode(trained.get(k), trainees.get(k).genotype()));
            }
            return genotypes;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("self-play training was stopped");
        } finally {
            progress.trainingEnded();
        }
    }

    /** Trainee {@code k} has played {@code games} games in all: the progress hears of those it has not heard of. */
    private void played(AtomicIntegerArray reported, int k, int games) {
        int more = games - reported.getAndSet(k, games);
        if (more > 0) {
            progress.gamesPlayed(more);
        }
    }
}
