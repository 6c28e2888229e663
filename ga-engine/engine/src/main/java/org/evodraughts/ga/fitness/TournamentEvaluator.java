package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.engine.Evaluator;
import io.jenetics.util.ISeq;
import io.jenetics.util.MSeq;
import io.jenetics.util.Seq;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.evodraughts.ga.breeding.Lineage;
import org.evodraughts.ga.config.CoevolutionConfig;
import org.evodraughts.ga.config.Trainees;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.tournament.TournamentProgress;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.random.Seeds;

/**
 * The engine's whole-population fitness: a tournament among all individuals, plus each one's
 * games against the generation's members of the {@link HallOfFame}, if it has any. With
 * refinement on, the trainees ({@link Trainees}) train by self-play on the tournament's runner
 * ({@link RefinementStep}): every individual before the tournament, so that it is scored as
 * trained, or the champion or the elites after it, keeping the scores their untrained weights
 * earned. With {@code coevolution.learn}, every individual then learns from its tournament games
 * ({@link TournamentLearning}), before the champion or the elites train by self-play.
 *
 * <p>Fitness is relative, so a population with any unscored individual (the offspring) is
 * re-scored entirely, elites included, by one tournament ({@link #score}); a fully scored
 * population (a start population already scored, which Jenetics evaluates again at the start of
 * each {@code evolve} call) is returned as it is ({@link #eval}). So each generation plays
 * exactly one tournament. The generation is the one its unscored individuals were bred in
 * (Jenetics gives each new phenotype the generation of the {@code evolve} step that made it):
 * tournament g's seed derives from (master seed, g).
 *
 * <p>It keeps nothing between calls, as a Jenetics {@code Evaluator} should: the tournament's
 * result comes back with the scored population ({@link ScoredGeneration}), and no network is
 * kept: each individual's is decoded by the codec for its games and dropped; whoever needs one
 * afterwards (the champion's, for the hall of fame and the champion records) decodes it again
 * from the scored genotype, which for a champion trained after the tournament holds its trained
 * network. Each island has its own, which scores one generation at a time on the island's
 * thread (the lineage its breeding fills is the island's); the tournament, the pool and the hall
 * of fame it shares with the other islands may be used by several islands' threads at once.
 */
public final class TournamentEvaluator implements Evaluator<DoubleGene, Score> {
    private static final long TOURNAMENT_STREAM = 0x544F5552L, REFINEMENT_STREAM = 0x5444L, LEARNING_STREAM = 0x4C45524EL;

    private final Tournament tournament;
    private final long seed;
    private final GenomeCodec codec;
    private final HallOfFame hallOfFame;
    /** Null when refinement is off. */
    private final RefinementStep refinement;
    private final Trainees trainees;
    /** Null when the tournament's games train no one ({@code coevolution.learn} 0). */
    private final TournamentLearning learning;
    /** Null without parent-child averaging ({@code coevolution.averaging} 0). */
    private final ParentChildAveraging averaging;
    /** The breeding's record of parents, for the averaging; null without it. */
    private final Lineage lineage;
    private final int elites;
    private final TournamentProgress progress;

    /**
     * An evaluator by tournament.
     *
     * @param codec      how genotypes become networks, and trained networks genotypes
     * @param hallOfFame the earlier champions each generation also plays
     * @param trainer    how a trainee is trained (possibly not at all)
     * @param trainees   which individuals are trained
     * @param coevolution what the tournament's games teach ({@link TournamentLearning}) and
     *                   whether parents move towards better children ({@link ParentChildAveraging})
     * @param lineage    the breeding's record of parents, with averaging on (else null)
     * @param elites     the population's elites, the trainees of {@link Trainees#ELITES}
     * @param pool       the run's pool, whose idle threads a training's batches share
     * @param progress   hears of the tournament's games
     * @param training   hears of the trainees' self-play games
     */
    public TournamentEvaluator(Tournament tournament, long masterSeed, GenomeCodec codec, HallOfFame hallOfFame,
                        TdRefinement trainer, Trainees trainees, CoevolutionConfig coevolution, Lineage lineage,
                        int elites, Executor pool, TournamentProgress progress, TrainingProgress training) {
        this.tournament = tournament;
        this.seed = Seeds.derive(masterSeed, TOURNAMENT_STREAM);
        this.codec = codec;
        this.hallOfFame = hallOfFame;
        this.refinement = trainer.isOn() ? new RefinementStep(trainer, Seeds.derive(masterSeed, REFINEMENT_STREAM),
                tournament.runner(), pool, tournament::isCancelled, codec, training) : null;
        this.trainees = trainees;
        this.learning = coevolution.learns() ? new TournamentLearning(trainer, coevolution.learn(),
                Seeds.derive(masterSeed, LEARNING_STREAM), codec, pool, tournament::isCancelled) : null;
        if (coevolution.averages() && lineage == null) {
            throw new IllegalArgumentException("parent-child averaging needs the breeding's lineage");
        }
        this.averaging = coevolution.averages() ? new ParentChildAveraging(coevolution.averaging(), codec) : null;
        this.lineage = coevolution.averages() ? lineage : null;
        this.elites = elites;
        this.progress = progress;
    }

    /** Jenetics' evaluation: {@link #score}'s population, or {@code population} itself when every individual is scored. */
    @Override
    public ISeq<Phenotype<DoubleGene, Score>> eval(Seq<Phenotype<DoubleGene, Score>> population) {
        return population.forAll(Phenotype::isEvaluated) ? population.asISeq() : score(population).population();
    }

    /**
     * Scores every individual of {@code population} by one tournament (training the trainees
     * as the refinement says), in the generation its unscored individuals were bred in.
     *
     * @throws IllegalArgumentException if no individual is unscored, or the unscored ones come
     *                                  from different generations
     */
    public ScoredGeneration score(Seq<Phenotype<DoubleGene, Score>> population) {
        int generation = generation(population);
        List<Genotype<DoubleGene>> genotypes = population.map(Phenotype::genotype).asList();
        if (refinement != null && trainees == Trainees.ALL) {
            genotypes = refinement.train(genotypes.stream().map(this::trainee).toList(), generation);
        }
        List<NetworkEvaluator> players = new ArrayList<>(population.size());
        for (Genotype<DoubleGene> genotype : genotypes) {
            players.add(new NetworkEvaluator(codec.decode(genotype)));
        }
        List<NetworkEvaluator> members;
        try {
            members = hallOfFame.members(generation).stream().map(NetworkEvaluator::new).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("the hall of fame of generation " + generation + ": " + e.getMessage(), e);
        }
        TournamentResult result = tournament.play(players, members, generation, Seeds.derive(seed, generation), progress);
        if (learning != null) {
            genotypes = learning.learn(genotypes, result, generation);
        }
        if (averaging != null) {
            genotypes = averaging.apply(population.map(Phenotype::genotype).asList(), genotypes, result.scores().subList(0,
                    population.size()), lineage.take());
        }
        MSeq<Phenotype<DoubleGene, Score>> scored = MSeq.ofLength(population.size());
        for (int i = 0; i < population.size(); i++) {
            scored.set(i, Phenotype.of(genotypes.get(i), population.get(i).generation(), result.scores().get(i)));
        }
        if (refinement != null && trainees != Trainees.ALL) {
            trainAfterTournament(scored, Ranking.of(result.scores()), generation);
        }
        return new ScoredGeneration(generation, scored.toISeq(), result);
    }

    /** The generation of {@code population}'s unscored individuals, which Jenetics bred in the same step. */
    private static int generation(Seq<Phenotype<DoubleGene, Score>> population) {
        long generation = -1;
        for (Phenotype<DoubleGene, Score> individual : population) {
            if (!individual.isEvaluated()) {
                if (generation >= 0 && individual.generation() != generation) {
                    throw new IllegalArgumentException("unscored individuals of generations " + generation + " and "
                            + individual.generation() + " in one population");
                }
                generation = individual.generation();
            }
        }
        if (generation < 0) {
            throw new IllegalArgumentException("every individual is scored already");
        }
        return Math.toIntExact(generation);
    }

    /**
     * Trains the best ranks (the champion, or the elites) after the tournament that ranked them;
     * they keep the scores their untrained weights earned.
     */
    private void trainAfterTournament(MSeq<Phenotype<DoubleGene, Score>> scored, int[] ranking, int generation) {
        int count = trainees == Trainees.CHAMPION ? 1 : elites;
        List<RefinementStep.Trainee> chosen = new ArrayList<>(count);
        for (int r = 0; r < count; r++) {
            chosen.add(trainee(scored.get(ranking[r]).genotype()));
        }
        List<Genotype<DoubleGene>> trained = refinement.train(chosen, generation);
        for (int r = 0; r < count; r++) {
            Phenotype<DoubleGene, Score> before = scored.get(ranking[r]);
            scored.set(ranking[r], Phenotype.of(trained.get(r), before.generation(), before.fitness()));
        }
    }

    private RefinementStep.Trainee trainee(Genotype<DoubleGene> genotype) {
        return new RefinementStep.Trainee(genotype, codec.decode(genotype));
    }
}
