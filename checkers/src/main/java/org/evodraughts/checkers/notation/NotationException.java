package org.evodraughts.checkers.notation;

/**
 * Thrown for malformed or illegal notation: FEN, move text or PDN. The message names the
 * offending token and says why, so it can be shown to a user as it is: always one line, since
 * a quoted input may hold line breaks or control characters (they are shown escaped).
 */
public final class NotationException extends IllegalArgumentException {
    public NotationException(String message) {
        super(oneLine(message));
    }

    private static String oneLine(String message) {
        StringBuilder line = new StringBuilder(message.length());
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            if (c == '\n') {
                line.append("\\n");
            } else if (c == '\r') {
                line.append("\\r");
            } else if (c == '\t') {
                line.append("\\t");
            } else if (Character.isISOControl(c)) {
                line.append(String.format("\\u%04x", (int) c));
            } else {
                line.append(c);
            }
        }
        return line.toString();
    }
}
