/**
 * The evolution engine on Jenetics: {@link org.evodraughts.ga.Evolution} runs Jenetics'
 * {@code Engine} and {@code EvolutionStream} with a whole-population tournament as fitness
 * ({@link org.evodraughts.ga.TournamentEvaluator}), elitism and seed 001's breeding plan
 * ({@link org.evodraughts.ga.BreedingPlan}, performed by its selectors and alterer with
 * per-layer two-point crossover and K-scaled additive mutation), seeded so that runs are
 * reproducible at any thread count and can be continued from their last saved generation.
 *
 * <p>The genome is one {@code DoubleChromosome} per network layer, then any step sizes and king
 * value ({@link org.evodraughts.ga.GenomeLayout}); {@link org.evodraughts.ga.GenomeCodec} is the
 * one bridge from genes to a network and back, and {@link org.evodraughts.ga.Genome} the genes as
 * snapshots keep them. {@link org.evodraughts.ga.GenerationListener} is the hook for what follows
 * each generation (champion tracking, storage); {@link org.evodraughts.ga.EvolutionProgress}
 * the one for the display.
 */
package org.evodraughts.ga;
