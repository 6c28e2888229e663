package org.evodraughts.checkers.notation;

import org.evodraughts.files.Printable;

/**
 * Thrown for malformed or illegal notation: FEN, move text or PDN. The message names the
 * offending token and says why, so it can be shown to a user as it is: always one line, since
 * a quoted input may hold line breaks or control characters (they are shown escaped, see
 * {@link Printable}).
 */
public final class NotationException extends IllegalArgumentException {
    public NotationException(String message) {
        super(Printable.of(message));
    }
}
