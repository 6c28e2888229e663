/**
 * Draughts notation: positions as FEN ({@link org.evodraughts.checkers.notation.Fen}), moves as
 * PDN move text ({@link org.evodraughts.checkers.notation.MoveText}), and whole games as PDN 3.0
 * files ({@link org.evodraughts.checkers.notation.Pdn}, {@link org.evodraughts.checkers.notation.PdnGame}).
 *
 * <p>Everything read is checked against the rules of {@code org.evodraughts.checkers}; bad input
 * gets a {@link org.evodraughts.checkers.notation.NotationException} whose message names the
 * offending token and says why, fit to show a user as it is. All classes are stateless or
 * immutable and safe to use from any thread.
 */
package org.evodraughts.checkers.notation;
