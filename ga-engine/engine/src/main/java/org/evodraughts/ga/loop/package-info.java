/**
 * The generation loop. {@link org.evodraughts.ga.loop.Evolution} runs Jenetics' {@code Engine}
 * one generation at a time, from a seeded initial population (random, or from network files:
 * {@link org.evodraughts.ga.loop.StartingNetworks}) or from the last saved
 * {@link org.evodraughts.ga.loop.PopulationSnapshot}, with islands that
 * {@link org.evodraughts.ga.loop.Migration} links, and picks each generation's champion (rank 1,
 * or the winner of the elites' {@link org.evodraughts.ga.loop.ElitePlayoff}).
 *
 * <p>What the loop tells the rest of the program: a {@link org.evodraughts.ga.loop.SnapshotStore}
 * keeps each generation's populations; each {@link org.evodraughts.ga.loop.GenerationListener}
 * hears the run start ({@link org.evodraughts.ga.loop.RunInfo}), each generation's
 * {@link org.evodraughts.ga.loop.GenerationReport} (its scored
 * {@link org.evodraughts.ga.loop.Individual}s, and with islands each
 * {@link org.evodraughts.ga.loop.IslandResult}) and the end
 * ({@link org.evodraughts.ga.loop.RunOutcome}); {@link org.evodraughts.ga.loop.EvolutionProgress}
 * is the display's hook.
 */
package org.evodraughts.ga.loop;
