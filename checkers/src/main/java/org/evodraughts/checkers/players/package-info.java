/**
 * Players: the baselines ({@code random}, {@code greedy}, {@code heuristic:DEPTH}), the
 * hand-written {@link org.evodraughts.checkers.players.HeuristicEvaluator}, the
 * {@link org.evodraughts.checkers.players.SearchPlayer} that plays what a search finds, and
 * the {@link org.evodraughts.checkers.players.PlayerSpecParser} that turns a player name plus
 * search settings into a {@link org.evodraughts.checkers.players.PlayerSpec}, a factory of
 * fresh players (one per game, since players keep search tables). A searching player plays in a
 * {@link org.evodraughts.checkers.players.PlayMode}: the position alone (training, tournaments),
 * or seeing the game and on a {@link org.evodraughts.checkers.players.GameClock} under a
 * {@link org.evodraughts.checkers.players.TimeControl} ({@code 5m+2s}) for play and matches.
 */
package org.evodraughts.checkers.players;
