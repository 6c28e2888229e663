package org.evodraughts.files;

import java.util.regex.Pattern;

/** Command-line words written so that a POSIX shell reads them back as they are, for the commands a message tells to run. */
public final class ShellWords {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

    private ShellWords() {
    }

    /** {@code word} as is when a shell would not change it, else in single quotes. */
    public static String quote(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
