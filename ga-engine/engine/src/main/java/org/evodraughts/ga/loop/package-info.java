/**
 * The generation loop. {@link org.evodraughts.ga.loop.Evolution}, made by its builder as
 * Jenetics' {@code Engine} is, opens sessions of a run ({@link org.evodraughts.ga.loop.EvolutionRun})
 * that run Jenetics' {@code Engine} one generation at a time, from a seeded initial population
 * (random, or from network files: {@link org.evodraughts.ga.loop.StartingNetworks}) or from the
 * last saved {@link org.evodraughts.ga.loop.PopulationSnapshot}, with islands that
 * {@link org.evodraughts.ga.loop.Migration} links, and pick each generation's champion (rank 1,
 * or the winner of the elites' {@link org.evodraughts.ga.loop.ElitePlayoff}).
 *
 * <p>What the loop tells the rest of the program: a {@link org.evodraughts.ga.loop.SnapshotStore}
 * keeps each generation's populations; {@link org.evodraughts.ga.loop.GenerationListener}s hear
 * the start ({@link org.evodraughts.ga.loop.RunInfo}), each completed generation as a
 * {@link org.evodraughts.ga.loop.GenerationReport} (its scored
 * {@link org.evodraughts.ga.loop.Individual}s, and with islands each
 * {@link org.evodraughts.ga.loop.IslandResult}), a stop, and the end
 * ({@link org.evodraughts.ga.loop.RunOutcome}). The loop decides nothing of what is shown.
 */
package org.evodraughts.ga.loop;
