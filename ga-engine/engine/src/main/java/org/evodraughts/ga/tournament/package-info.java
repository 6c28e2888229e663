/**
 * Tournaments: the games that score a generation. {@link org.evodraughts.ga.tournament.Schedule}
 * says who plays whom (round robin, or seed 001's random opponents),
 * {@link org.evodraughts.ga.tournament.Tournament} plays the games in parallel as tasks, each
 * with seeds derived from the tournament seed, and adds up each individual's
 * {@link org.evodraughts.ga.tournament.Score}; {@link org.evodraughts.ga.tournament.Ranking}
 * orders a scored population.
 */
package org.evodraughts.ga.tournament;
