/**
 * Playing against an agent in the terminal: {@link org.evodraughts.play.PlaySession} is the
 * text game loop (board with square numbers, numbered legal moves, commands such as
 * {@code undo}, {@code hint} and {@code save FILE}), {@link org.evodraughts.play.Agent} the
 * program's side (a search over an evaluator), {@link org.evodraughts.play.Lines} where the
 * person's lines come from (edited on a terminal, plain from a pipe),
 * {@link org.evodraughts.play.Input} what the person typed, and {@link org.evodraughts.play.NetworkFileResolver} lets network files stand
 * as players wherever player names are read.
 */
package org.evodraughts.play;
