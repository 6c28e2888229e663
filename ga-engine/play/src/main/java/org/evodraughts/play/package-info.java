/**
 * A game between a person and a program, for every front end: {@link org.evodraughts.play.PersonGame}
 * is the game itself (undo, resignation, PDN record, how it ended, the search's summary), used by
 * the terminal and by the web; {@link org.evodraughts.play.Agent} the program's side (a search
 * over an evaluator, or a baseline), made from a player name by {@link org.evodraughts.play.Agents}
 * (one default search, one way to add a time); {@link org.evodraughts.play.NetworkFileResolver}
 * lets network files stand as players wherever player names are read. The front ends only render:
 * the terminal's text game loop is the command line's ({@code org.evodraughts.cli.play.PlaySession},
 * module ga-engine/cli), the browser's the web application's ({@code org.evodraughts.web.PlayGame}).
 */
package org.evodraughts.play;
