/**
 * The rules of English draughts: board geometry ({@link org.evodraughts.checkers.Squares}),
 * the bitboard {@link org.evodraughts.checkers.Position}, legal move generation
 * ({@link org.evodraughts.checkers.MoveGenerator}), games with their draw rules
 * ({@link org.evodraughts.checkers.Game}), perft, and the interfaces search and players work
 * through ({@link org.evodraughts.checkers.Evaluator}, {@link org.evodraughts.checkers.Player}).
 * Notation lives in the {@code notation} subpackage; nothing here reads or writes text.
 */
package org.evodraughts.checkers;
