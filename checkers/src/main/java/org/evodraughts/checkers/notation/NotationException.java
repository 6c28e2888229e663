package org.evodraughts.checkers.notation;

/**
 * Thrown for malformed or illegal notation: FEN, move text or PDN. The message names the
 * offending token and says why, so it can be shown to a user as it is.
 */
public final class NotationException extends IllegalArgumentException {
    public NotationException(String message) {
        super(message);
    }
}
