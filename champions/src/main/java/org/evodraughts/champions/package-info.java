/**
 * Champion tracking: each generation's champion plays the earlier champions
 * ({@link org.evodraughts.champions.ChampionTracker}), giving the mean-of-means progress figure
 * ({@link org.evodraughts.champions.MeanOfMeans}) and baseline scores, and the
 * {@link org.evodraughts.champions.ChampionRecorder} the evolution loop calls once per
 * generation stores the champion as a JSON file ({@link org.evodraughts.champions.ChampionFile})
 * and in the run's store, with the PDN of every evaluation game (it coordinates
 * {@code ChampionHistory}, the champions so far; {@code ChampionWriter}, file then records; and
 * {@code StoreLevelling}, the repair on opening). Every so many generations the
 * champion also plays a larger {@link org.evodraughts.champions.Yardstick} match against one
 * fixed player, which measures the run's strength and feeds nothing back. Both play their games
 * as {@link org.evodraughts.champions.PlannedGame}s, plain data, through
 * {@link org.evodraughts.champions.ChampionGames}: on a pool here ({@code ChampionGames.on}), or
 * also on other machines (the application's cluster), with the same results.
 */
package org.evodraughts.champions;
