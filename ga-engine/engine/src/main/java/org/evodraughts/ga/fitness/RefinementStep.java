package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;
import org.evodraughts.ga.config.Trainees;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.task.TrainingTask;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.network.Network;
import org.evodraughts.random.Seeds;

/**
 * The step of self-play refinement: trains the trainees ({@link Trainees}) with {@link TdRefinement},
 * each as one task of the run's {@link TaskRunner} (a pool thread here, or another machine; with
 * {@code refinement.batch} above 1 a trainee training here shares its batches' games with the
 * pool's idle threads), and puts their trained networks back into their genotypes by the codec
 * ({@link GenomeCodec#encode}: Lamarckian); step sizes stay, and training keeps the king value.
 * Every individual trains before the tournament ({@link Trainees#ALL}), so that it is scored as
 * trained; the champion or the elites train after it, keeping the scores their untrained weights
 * earned ({@link #beforeTournament()} says where it goes).
 *
 * <p>Reproducible at any thread count: trainee k of generation g trains from the seed
 * (refinement seed, g) for k = 0 and ((refinement seed, g), k) otherwise, so the first trainee
 * (the champion, where only the champion trains) trains as it did before other trainees existed.
 * Its games are reported to a {@link TrainingProgress} as they are played, which changes nothing
 * in them. Immutable.
 */
final class RefinementStep implements FitnessStep {
    private static final long REFINEMENT_STREAM = 0x5444L;

    private final TrainingContext context;
    private final long seed;
    private final Trainees trainees;
    private final int elites;

    /**
     * @param trainees who trains
     * @param elites   the population's elites, the trainees of {@link Trainees#ELITES}
     */
    RefinementStep(TrainingContext context, Trainees trainees, int elites) {
        this.context = context;
        this.seed = context.seed(REFINEMENT_STREAM);
        this.trainees = trainees;
        this.elites = elites;
    }

    /** Whether this step comes before the tournament (everyone trains), or after it (the best ranks). */
    boolean beforeTournament() {
        return trainees == Trainees.ALL;
    }

    @Override
    public void apply(Scoring scoring) {
        int[] chosen;
        if (beforeTournament()) {
            chosen = IntStream.range(0, scoring.size()).toArray();
        } else {
            int[] ranking = Ranking.of(scoring.result().scores());
            chosen = Arrays.copyOf(ranking, trainees == Trainees.CHAMPION ? 1 : elites);
        }
        List<Genotype<DoubleGene>> trainees = IntStream.of(chosen).mapToObj(scoring::genotype).toList();
        List<Genotype<DoubleGene>> trained = train(trainees, scoring.generation());
        for (int k = 0; k < chosen.length; k++) {
            scoring.set(chosen[k], trained.get(k));
        }
    }

    /**
     * The trainees' genotypes after training, in their order.
     *
     * @throws CancellationException if stopped (or this thread interrupted) before all finished
     */
    private List<Genotype<DoubleGene>> train(List<Genotype<DoubleGene>> trainees, int generation) {
        TdRefinement refinement = context.trainer();
        TrainingProgress progress = context.training();
        BooleanSupplier stopped = context.stopped();
        long generationSeed = Seeds.derive(seed, generation);
        List<TrainingTask> tasks = new ArrayList<>(trainees.size());
        for (int k = 0; k < trainees.size(); k++) {
            tasks.add(new TrainingTask(context.codec().decode(trainees.get(k)), k == 0 ? generationSeed : Seeds.derive(generationSeed, k),
                    refinement));
        }
        // Games reported so far, by trainee: batch by batch for a training here, all at its end for one elsewhere.
        AtomicIntegerArray reported = new AtomicIntegerArray(tasks.size());
        progress.trainingStarted(generation, tasks.size(), (long) tasks.size() * refinement.games());
        try {
            List<Network> trained = context.runner().run(tasks,
                    k -> tasks.get(k).run(stopped, context.pool(), (games, _) -> played(reported, k, games)),
                    k -> played(reported, k, refinement.games()), stopped, () -> { });
            List<Genotype<DoubleGene>> genotypes = new ArrayList<>(trained.size());
            for (int k = 0; k < trained.size(); k++) {
                genotypes.add(context.codec().encode(trained.get(k), trainees.get(k)));
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
            context.training().gamesPlayed(more);
        }
    }
}
