package org.evodraughts.uri;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A URI's password replaced by {@code ***}, as config files, run records, logs and error lines
 * keep and show it: {@code mongodb://user:secret@host} becomes {@code mongodb://user:***@host}.
 * Whatever the URI's form: a password holding {@code /}, {@code ?}, {@code :} or {@code @}
 * (written as is, which the driver then cuts at the wrong place), a mistyped scheme, and secrets
 * given as options of the query ({@code ?password=…}, {@code tlsCertificateKeyFilePassword=…},
 * an {@code AWS_SESSION_TOKEN:…} among {@code authMechanismProperties}). Where it cannot tell
 * where the password ends it hides more, never less. {@link #hideIn} hides every URI in a text,
 * for a message that may quote one (an unknown option's value, a log line). Stateless.
 */
public final class UriPasswords {
    /**
     * The user and password after a scheme and its slashes: to the last {@code @}, since a
     * password may hold any character, {@code /} and {@code @} included.
     */
    private static final Pattern WITH_SCHEME = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*:/*[^:@/\\s]*):\\S*@");
    /** The same where there is no scheme ({@code ann:pw@host}). */
    private static final Pattern WITHOUT_SCHEME = Pattern.compile("^([^:@/\\s]*):\\S*@");
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:/");
    /** A query option whose name says it holds a secret, up to the next option. */
    private static final Pattern SECRET_OPTION = Pattern.compile(
            "(?i)([?&;][^=&;?#\\s]*(?:password|passwd|pwd|secret|token)[^=&;\\s]*=)[^&;#\\s]*");
    /** A session token among {@code authMechanismProperties} ({@code KEY:VALUE,…}, the colon perhaps escaped). */
    private static final Pattern SESSION_TOKEN = Pattern.compile("(?i)(AWS_SESSION_TOKEN(?::|%3A))[^,&;#\\s]*");
    /** A word of a text that may be a URI with a secret: anything between spaces and quotes that holds an '@' or '='. */
    private static final Pattern WORD = Pattern.compile("[^\\s'\"<>]*[@=][^\\s'\"<>]*");
    private static final Pattern PASSWORD_OPTION = Pattern.compile("(?i)[?&;](?:password|passwd|pwd)=");

    private static final String HIDDEN = ":***@";

    private UriPasswords() {
    }

    /** {@code uri} with its password, and any secret among its options, replaced by {@code ***}. */
    public static String hide(String uri) {
        String hidden = password(uri).map(m -> m.replaceFirst("$1" + HIDDEN)).orElse(uri); // ':', '*', '@' are not special
        hidden = SECRET_OPTION.matcher(hidden).replaceAll("$1***");
        return SESSION_TOKEN.matcher(hidden).replaceAll("$1***");
    }

    /** {@code text} with every URI in it hidden as {@link #hide} hides one: for a message that may quote a URI. */
    public static String hideIn(String text) {
        if (text.indexOf('@') < 0 && text.indexOf('=') < 0) {
            return text; // the common case, and every log line, at no cost
        }
        Matcher words = WORD.matcher(text);
        StringBuilder hidden = new StringBuilder(text.length());
        while (words.find()) {
            words.appendReplacement(hidden, Matcher.quoteReplacement(hide(words.group())));
        }
        return words.appendTail(hidden).toString();
    }

    /** Whether {@code uri}'s password is the {@code ***} that {@link #hide} writes: it cannot log in. */
    public static boolean isHidden(String uri) {
        return password(uri).isPresent() && uri.equals(hide(uri)) && uri.contains(HIDDEN);
    }

    /** The match of {@code uri}'s user and password, if it has a password. */
    private static Optional<Matcher> password(String uri) {
        Matcher withScheme = WITH_SCHEME.matcher(uri);
        if (withScheme.find()) {
            return Optional.of(withScheme.reset());
        }
        Matcher withoutScheme = WITHOUT_SCHEME.matcher(uri);
        return !SCHEME.matcher(uri).find() && withoutScheme.find() ? Optional.of(withoutScheme.reset()) : Optional.empty();
    }

    /**
     * Whether {@code uri} gives a password as an option of its query ({@code ?password=…}),
     * where MongoDB reads none: the driver warns of an unknown option and logs in without it.
     */
    public static boolean hasPasswordOption(String uri) {
        return PASSWORD_OPTION.matcher(uri).find();
    }
}
