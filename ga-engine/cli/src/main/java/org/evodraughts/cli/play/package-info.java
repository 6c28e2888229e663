/**
 * The game against a person in the terminal, for {@code play}: {@link org.evodraughts.cli.play.PlaySession}
 * is the text game loop (board with square numbers, numbered legal moves, commands such as
 * {@code undo}, {@code hint} and {@code save FILE}) over the front-end-neutral game of
 * {@link org.evodraughts.play.PersonGame}; {@link org.evodraughts.cli.play.BoardDiagram} draws the
 * board, {@link org.evodraughts.cli.play.Lines} is where the person's lines come from (edited on a
 * terminal with JLine, plain from a pipe), {@link org.evodraughts.cli.play.Input} what the person typed.
 */
package org.evodraughts.cli.play;
