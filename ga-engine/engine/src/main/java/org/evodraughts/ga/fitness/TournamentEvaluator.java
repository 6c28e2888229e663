package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Phenotype;
import io.jenetics.engine.Evaluator;
import io.jenetics.util.ISeq;
import io.jenetics.util.Seq;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.ga.breeding.BreedingPlan;
import org.evodraughts.ga.config.CoevolutionConfig;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.tournament.Score;

/**
 * The engine's whole-population fitness: an ordered list of {@link FitnessStep}s that share one
 * {@link TrainingContext}, run on one generation under way ({@link Scoring}). {@link #of} lists
 * them as the configuration asks:
 * <ol>
 *   <li>with {@code refinement.trainees: all}, everyone trains by self-play
 *       ({@link RefinementStep}), so that it is scored as trained;</li>
 *   <li>the tournament among all individuals, plus each one's games against the
 *       {@link HallOfFame} ({@link PlayTournament}), which scores them;</li>
 *   <li>with {@code coevolution.learn}, everyone learns from its tournament games
 *       ({@link TournamentLearning});</li>
 *   <li>with {@code coevolution.averaging}, parents move towards better children
 *       ({@link ParentChildAveraging});</li>
 *   <li>with refinement of the champion or the elites, they train by self-play, keeping the
 *       scores their untrained weights earned ({@link RefinementStep}).</li>
 * </ol>
 * A new training mode is one more step in that list.
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
 * thread; the tournament, the pool and the hall of fame it shares with the other islands may be
 * used by several islands' threads at once.
 */
public final class TournamentEvaluator implements Evaluator<DoubleGene, Score> {
    private final List<FitnessStep> steps;

    private TournamentEvaluator(List<FitnessStep> steps) {
        this.steps = List.copyOf(steps);
    }

    /** The evaluator of {@code config}'s fitness steps (see the class comment), for one island's {@code context}. */
    public static TournamentEvaluator of(EvolutionConfig config, TrainingContext context) {
        RefinementStep refinement = context.trainer().isOn() ? new RefinementStep(context, config.refinement().trainees(),
                config.population().elites()) : null;
        CoevolutionConfig coevolution = config.coevolution();
        List<FitnessStep> steps = new ArrayList<>();
        if (refinement != null && refinement.beforeTournament()) {
            steps.add(refinement);
        }
        steps.add(new PlayTournament(context));
        if (coevolution.learns()) {
            steps.add(new TournamentLearning(context, coevolution.learn()));
        }
        if (coevolution.averages()) {
            steps.add(new ParentChildAveraging(coevolution.averaging(), context.codec(),
                    BreedingPlan.of(config.population().size(), config.population().elites())));
        }
        if (refinement != null && !refinement.beforeTournament()) {
            steps.add(refinement);
        }
        return new TournamentEvaluator(steps);
    }

    /** Jenetics' evaluation: {@link #score}'s population, or {@code population} itself when every individual is scored. */
    @Override
    public ISeq<Phenotype<DoubleGene, Score>> eval(Seq<Phenotype<DoubleGene, Score>> population) {
        return population.forAll(Phenotype::isEvaluated) ? population.asISeq() : score(population).population();
    }

    /**
     * Scores every individual of {@code population} by one tournament, each step in its turn, in
     * the generation its unscored individuals were bred in.
     *
     * @throws IllegalArgumentException if no individual is unscored, or the unscored ones come
     *                                  from different generations
     */
    public ScoredGeneration score(Seq<Phenotype<DoubleGene, Score>> population) {
        Scoring scoring = new Scoring(generation(population), population);
        for (FitnessStep step : steps) {
            step.apply(scoring);
        }
        return scoring.scored();
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
}
