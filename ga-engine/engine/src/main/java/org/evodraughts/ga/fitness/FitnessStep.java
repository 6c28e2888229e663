package org.evodraughts.ga.fitness;

/**
 * One step of a generation's fitness: play its tournament, train some individuals, learn from
 * the games, move parents towards their children. A {@link TournamentEvaluator} runs its steps in
 * order on one {@link Scoring}; each reads what the steps before it left there and leaves its own
 * result. A step keeps nothing between generations, and draws its randomness from its own stream
 * of the island's seed ({@link TrainingContext#seed}), seeded by the generation, so that it does
 * the same at any thread count and after a resume.
 */
interface FitnessStep {
    /**
     * Does this step to the generation under way.
     *
     * @throws java.util.concurrent.CancellationException if the run was stopped meanwhile
     */
    void apply(Scoring scoring);
}
