package org.evodraughts.ga;

import io.jenetics.Chromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.evodraughts.checkers.match.Seeds;
import org.evodraughts.ga.work.TaskRunner;
import org.evodraughts.ga.work.TrainingTask;
import org.evodraughts.network.Network;

/**
 * One generation's self-play refinement: trains the chosen individuals with {@link TdRefinement},
 * each as one task of the run's {@link TaskRunner} (a pool thread here, or another machine), and gives back their genotypes with the trained weights in place
 * of their layer genes (Lamarckian); any other chromosome (a king value, step sizes) stays.
 *
 * <p>Reproducible at any thread count: trainee k of generation g trains from the seed
 * (refinement seed, g) for k = 0 and ((refinement seed, g), k) otherwise, so the first trainee
 * (the champion, where only the champion trains) trains as it did before other trainees existed.
 * Immutable.
 */
final class RefinementStep {
    private final TdRefinement refinement;
    private final long seed;
    private final TaskRunner runner;
    private final BooleanSupplier stopped;

    /**
     * @param seed    the run's refinement seed
     * @param runner  where the trainees train
     * @param stopped asked before every self-play game; a stop ends the step with a
     *                {@link CancellationException}
     */
    RefinementStep(TdRefinement refinement, long seed, TaskRunner runner, BooleanSupplier stopped) {
        this.refinement = refinement;
        this.seed = seed;
        this.runner = runner;
        this.stopped = stopped;
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
            tasks.add(refinement.task(trainees.get(k).network(), k == 0 ? generationSeed : Seeds.derive(generationSeed, k)));
        }
        try {
            List<Network> trained = runner.run(tasks, k -> tasks.get(k).run(stopped), _ -> { }, stopped, () -> { });
            List<Genotype<DoubleGene>> genotypes = new ArrayList<>(trained.size());
            for (int k = 0; k < trained.size(); k++) {
                genotypes.add(withWeights(trainees.get(k).genotype(), trained.get(k)));
            }
            return genotypes;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("self-play training was stopped");
        }
    }

    /** {@code genotype} with the layers of {@code network} as its first chromosomes. */
    private static Genotype<DoubleGene> withWeights(Genotype<DoubleGene> genotype, Network network) {
        List<Chromosome<DoubleGene>> chromosomes = new ArrayList<>(genotype.length());
        for (int c = 0; c < genotype.length(); c++) {
            chromosomes.add(c < Network.LAYERS ? Genomes.chromosome(network.layerParameters(c)) : genotype.get(c));
        }
        return Genotype.of(chromosomes);
    }
}
