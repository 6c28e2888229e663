/**
 * A game between a person and a program, for every front end: {@link org.evodraughts.play.PersonGame}
 * is the game itself (undo, resignation, PDN record, how it ended, the search's summary), used by
 * the terminal and by the web; {@link org.evodraughts.play.Agent} the program's side (a search
 * over an evaluator, or a baseline), made from a player name by {@link org.evodraughts.play.Agents}
 * (one default search, one way to add a time); {@link org.evodraughts.play.NetworkFileResolver}
 * lets network files stand as players wherever player names are read. In the terminal,
 * {@link org.evodraughts.play.PlaySession} is the text game loop (board with square numbers,
 * numbered legal moves, commands such as {@code undo}, {@code hint} and {@code save FILE}),
 * {@link org.evodraughts.play.Lines} where the person's lines come from (edited on a terminal,
 * plain from a pipe), {@link org.evodraughts.play.Input} what the person typed.
 */
package org.evodraughts.play;
