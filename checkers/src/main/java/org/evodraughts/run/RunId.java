package org.evodraughts.run;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.regex.Pattern;
import org.evodraughts.files.Printable;

/**
 * A run's id: the one type a run's id travels as, from where it is made ({@link #newId}) or read
 * (a command line, a web request, a record's codec, a run directory's {@code run-id} file) to
 * every record, store and page, and the one place it is checked and printed.
 *
 * <p>Any id is checked by the rule every stored record keeps: not blank, at most 256 characters,
 * no control character, a plain name that is no path ({@code /}, {@code \}, {@code .},
 * {@code ..}). The id of a <em>new</em> run, and so the name of its directory, which the web's
 * URLs use, follows the stricter {@link #NEW}: runs from before that rule keep the ids they have.
 *
 * <pre>{@code
 * RunId id = RunId.of("20261121-101500-seed1");
 * store.champions(id);
 * }</pre>
 *
 * @param value the id as stored and shown
 */
public record RunId(String value) implements Comparable<RunId> {

    /**
     * The one rule for the id of a new run, and so for the name of its directory: letters,
     * digits, '.', '_' and '-', starting with a letter or a digit, no "..", at most 128
     * characters. So no id hides a file ({@code .hidden}), reads as an option ({@code -rf}),
     * breaks a line or turns a line round (U+202E).
     */
    public static final Pattern NEW = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}");

    /** @throws IllegalArgumentException saying why if {@code value} cannot be a run's id */
    public RunId {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("run id is empty");
        }
        if (value.length() > 256) {
            throw new IllegalArgumentException("run id is longer than 256 characters: " + value.substring(0, 40) + "…");
        }
        if (value.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("run id contains a control character: " + value.replaceAll("\\p{Cntrl}", "?"));
        }
        // A run id names a directory under runs/: one plain name, never a path out of it.
        if (value.indexOf('/') >= 0 || value.indexOf('\\') >= 0 || value.equals(".") || value.equals("..")) {
            throw new IllegalArgumentException("run id '" + value + "' is not a plain name: it must not contain / or \\ "
                    + "or be . or ..");
        }
    }

    /**
     * The id {@code text} names, checked.
     *
     * @throws IllegalArgumentException saying why if it cannot be a run's id
     */
    public static RunId of(String text) {
        return new RunId(text);
    }

    /** The id of a run started {@code now} with {@code seed}: {@code yyyyMMdd-HHmmss-seedS}. */
    public static RunId newId(long seed, LocalDateTime now) {
        return new RunId(now.format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-seed" + seed);
    }

    /**
     * The id of a new run named {@code name}, its directory's name, checked by {@link #NEW}.
     *
     * @throws IllegalArgumentException naming it and the rule if it breaks {@link #NEW}
     */
    public static RunId ofNew(String name) {
        if (!isValidNew(name)) {
            throw new IllegalArgumentException("'" + Printable.excerpt(name, 60) + "' cannot name a run: a run's directory "
                    + "is named with letters, digits, '.', '_' and '-', starting with a letter or a digit, without '..', at "
                    + "most 128 characters");
        }
        return new RunId(name);
    }

    /** Whether {@code name} follows {@link #NEW}, the rule for a new run's id. */
    public static boolean isValidNew(String name) {
        return name != null && NEW.matcher(name).matches() && !name.contains("..");
    }

    @Override
    public int compareTo(RunId other) {
        return value.compareTo(other.value);
    }

    /** The id as stored and shown. */
    @Override
    public String toString() {
        return value;
    }
}
