package org.evodraughts.uri;

import java.util.regex.Pattern;

/**
 * A URI's password replaced by {@code ***}, as config files, run records, logs and error lines
 * keep and show it: {@code mongodb://user:secret@host} becomes {@code mongodb://user:***@host}.
 */
public final class UriPasswords {
    /**
     * The user and password before the first {@code @}, after any scheme and however many slashes
     * follow it, so that a mistyped URI, or one refused for its scheme, hides its password too.
     */
    private static final Pattern PASSWORD = Pattern.compile("^((?:[A-Za-z][A-Za-z0-9+.-]*:/*)?[^:@/]*):[^@/]*@");

    private static final String HIDDEN = ":***@";

    private UriPasswords() {
    }

    /** {@code uri} with its password, if it has one, replaced by {@code ***}. */
    public static String hide(String uri) {
        return PASSWORD.matcher(uri).replaceFirst("$1" + HIDDEN); // neither ':', '*' nor '@' is special here
    }

    /** Whether {@code uri}'s password is the {@code ***} that {@link #hide} writes: it cannot log in. */
    public static boolean isHidden(String uri) {
        return PASSWORD.matcher(uri).find() && uri.equals(hide(uri)) && uri.contains(HIDDEN);
    }
}
