/**
 * The engine's fitness function, {@link org.evodraughts.ga.fitness.TournamentEvaluator}, which
 * keeps nothing and returns each tournament's result with the scored population
 * ({@link org.evodraughts.ga.fitness.ScoredGeneration}). It is an ordered list of
 * {@link org.evodraughts.ga.fitness.FitnessStep}s that share one
 * {@link org.evodraughts.ga.fitness.TrainingContext} and work on one generation under way
 * ({@link org.evodraughts.ga.fitness.Scoring}): each generation's tournament
 * ({@link org.evodraughts.ga.fitness.PlayTournament}), which also meets the earlier champions of the
 * {@link org.evodraughts.ga.fitness.HallOfFame} (read from a
 * {@link org.evodraughts.ga.fitness.ChampionArchive}), and the training steps around it: the
 * trainees' self-play refinement ({@link org.evodraughts.ga.fitness.RefinementStep}), learning
 * from the tournament's games ({@link org.evodraughts.ga.fitness.TournamentLearning}) and
 * parent-child averaging ({@link org.evodraughts.ga.fitness.ParentChildAveraging}). Trained
 * weights go back into the genomes through the codec.
 */
package org.evodraughts.ga.fitness;
