package org.evodraughts.files;

import java.util.regex.Pattern;

/**
 * Command-line words written so that a POSIX shell reads them back as they are, for the commands
 * a message tells to run; a word holding a line break, a terminal control or an invisible
 * character ({@link Printable}) is written in bash's {@code $'…'} with escapes, so the command
 * stays one line and reads as it is.
 */
public final class ShellWords {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

    private ShellWords() {
    }

    /** {@code word} as is when a shell would not change it, else in single quotes, or in {@code $'…'} when it must be escaped. */
    public static String quote(String word) {
        if (PLAIN.matcher(word).matches()) {
            return word;
        }
        if (Printable.of(word).equals(word)) {
            return "'" + word.replace("'", "'\\''") + "'";
        }
        // Printable's escapes (\n, \t, \r, \u001b) are bash's too; a backslash and a quote of the word are escaped first.
        return "$'" + Printable.of(word.replace("\\", "\\\\").replace("'", "\\'")) + "'";
    }
}
