/**
 * The evolution engine on Jenetics. This package holds no class: the engine lives in one
 * subpackage per concern, each depending only on those listed after it (and on the checkers and
 * network modules):
 * <ul>
 *   <li>{@code loop}: {@link org.evodraughts.ga.loop.Evolution}, made by a builder, and its
 *       sessions, the generation loop (islands, migration, the champion's play-offs, snapshots to
 *       resume from), whose generations its listeners hear of as reports;</li>
 *   <li>{@code fitness}: {@link org.evodraughts.ga.fitness.TournamentEvaluator}, the engine's
 *       fitness function: a tournament plus the training around it and the hall of fame;</li>
 *   <li>{@code breeding}: elitism and seed 001's breeding plan, performed by Jenetics selectors
 *       and an alterer whose {@link org.evodraughts.ga.breeding.Variation} the configuration
 *       chooses;</li>
 *   <li>{@code tournament}: games between the individuals, their scores and ranking;</li>
 *   <li>{@code task}: the games and trainings as portable tasks, and where they run;</li>
 *   <li>{@code training}: how a network learns from games by TD(λ);</li>
 *   <li>{@code genome}: the genome's chromosomes, and its codec, the one bridge from genes to a
 *       network and back;</li>
 *   <li>{@code work}: the run's pool shared with its tasks, and the trace of where its time
 *       goes;</li>
 *   <li>{@code config}: the run's configuration.</li>
 * </ul>
 * Runs are seeded so that they are reproducible at any thread count and can be continued from
 * their last saved generation.
 */
package org.evodraughts.ga;
