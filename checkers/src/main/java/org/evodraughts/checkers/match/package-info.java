/**
 * Running games and matches between players, reusable by anything that pits players against
 * each other (the {@code match} command, the evolution engine's tournaments):
 * {@link org.evodraughts.checkers.match.GameRunner} plays one game,
 * {@link org.evodraughts.checkers.match.Opening} makes seeded random openings,
 * {@link org.evodraughts.checkers.match.Match} plays a match on a thread pool, and
 * {@link org.evodraughts.checkers.match.MatchTally} counts wins, draws and losses.
 *
 * <p>Every game's randomness comes from a seed derived from (match seed, game index) by
 * {@link org.evodraughts.random.Seeds}, and each game runs on one thread, so a match
 * gives the same games at any thread count.
 */
package org.evodraughts.checkers.match;
