/**
 * Running games and matches between players, reusable by anything that pits players against
 * each other (the {@code match} command, the evolution engine's tournaments):
 * {@link org.evodraughts.checkers.match.GameRunner} plays one game,
 * {@link org.evodraughts.checkers.match.Opening} makes seeded random openings,
 * {@link org.evodraughts.checkers.match.Match} plays a match on a thread pool, and
 * {@link org.evodraughts.checkers.match.MatchTally} counts wins, draws and losses.
 * {@link org.evodraughts.checkers.match.ChampionSettings} and
 * {@link org.evodraughts.checkers.match.YardstickSettings} are the one definition of how a
 * generation's champion is measured (its games against earlier champions and baselines, its
 * yardstick match): the champions module plays by them and the run configuration's
 * {@code champions} keys are checked by them, so both sides, which do not see each other, share
 * every range and default. {@link org.evodraughts.checkers.match.EvenGames} is the rule for games
 * played half with each colour.
 *
 * <p>Every game's randomness comes from a seed derived from (match seed, game index) by
 * {@link org.evodraughts.random.Seeds}, and each game runs on one thread, so a match
 * gives the same games at any thread count.
 */
package org.evodraughts.checkers.match;
