package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.tournament.ScheduledGame;
import org.evodraughts.ga.tournament.TournamentGame;
import org.evodraughts.ga.training.Lesson;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.ga.work.SharedWork;
import org.evodraughts.network.Network;
import org.evodraughts.random.Seeds;

/**
 * Coevolutionary TD ({@code coevolution.learn}): after a generation's tournament, each
 * individual learns from its share of the games it played there, its games against the hall of
 * fame (the archive) among them, by {@link TdRefinement#learnFrom}, and its trained weights go
 * back into its genome (Lamarckian) beside the score its untrained ones earned. Both players of
 * a game learn from it, each from the whole game.
 *
 * <p>Which games an individual learns from: all with a share of 1; else game k is learned by
 * its Black player if a draw from (seed, generation, 2k) is below the share, and by its White
 * player if one from (seed, generation, 2k + 1) is. Each individual learns from its games in
 * game order, on its own thread of the pool, so the result is the same at any thread count.
 * Immutable.
 */
final class TournamentLearning implements FitnessStep {
    private static final long LEARNING_STREAM = 0x4C45524EL;

    private final TrainingContext context;
    private final double share;
    private final long seed;

    /** @param share the share of each individual's games it learns from (above 0, at most 1) */
    TournamentLearning(TrainingContext context, double share) {
        this.context = context;
        this.share = share;
        this.seed = context.seed(LEARNING_STREAM);
    }

    /** Each individual learns from its games of the tournament just played, on its own thread of the pool. */
    @Override
    public void apply(Scoring scoring) {
        List<Genotype<DoubleGene>> population = scoring.genotypes();
        List<List<Lesson>> lessons = lessons(population.size(), scoring.result().games(), scoring.generation());
        List<Genotype<DoubleGene>> learned = new ArrayList<>(population);
        GenomeCodec codec = context.codec();
        BooleanSupplier stopped = context.stopped();
        Runnable[] tasks = new Runnable[population.size()];
        for (int i = 0; i < tasks.length; i++) {
            int individual = i;
            tasks[i] = () -> {
                Genotype<DoubleGene> genotype = population.get(individual);
                Network trained = context.trainer().learnFrom(codec.decode(genotype), lessons.get(individual), stopped);
                learned.set(individual, codec.encode(trained, genotype));
            };
        }
        SharedWork.runAll(context.pool(), tasks);
        scoring.setAll(learned);
    }

    /** Each individual's games to learn from, in game order. */
    private List<List<Lesson>> lessons(int individuals, List<TournamentGame> games, int generation) {
        List<List<Lesson>> lessons = new ArrayList<>(individuals);
        for (int i = 0; i < individuals; i++) {
            lessons.add(new ArrayList<>());
        }
        long generationSeed = Seeds.derive(seed, generation);
        for (int k = 0; k < games.size(); k++) {
            TournamentGame game = games.get(k);
            ScheduledGame scheduled = game.scheduled();
            Lesson lesson = new Lesson(game.opening(), game.moves());
            if (scheduled.black() < individuals && learns(generationSeed, 2L * k)) {
                lessons.get(scheduled.black()).add(lesson);
            }
            if (scheduled.white() < individuals && learns(generationSeed, 2L * k + 1)) {
                lessons.get(scheduled.white()).add(lesson);
            }
        }
        return lessons;
    }

    private boolean learns(long generationSeed, long draw) {
        return share >= 1 || new SplittableRandom(Seeds.derive(generationSeed, draw)).nextDouble() < share;
    }
}
