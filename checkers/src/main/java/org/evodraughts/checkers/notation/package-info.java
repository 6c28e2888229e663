/**
 * Text forms of positions, moves and games, kept apart from the rules: FEN, PDN move text and
 * PDN game files. Every parse error is a {@link org.evodraughts.checkers.notation.NotationException}
 * whose message names the offending token.
 */
package org.evodraughts.checkers.notation;
