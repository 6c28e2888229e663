package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * One of a closed set of values that a configuration key names by text; the enums of the
 * configuration implement it. A constant's text is its name in lower case with hyphens for
 * underscores ({@code ROUND_ROBIN} is {@code round-robin}), the only text that reads back as it,
 * and the form it is written in.
 */
public interface ConfigChoice {
    /** The constant's name, as its enum gives it. */
    String name();

    /** The name used in configuration files. */
    @JsonValue
    default String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The constant of {@code type} named {@code text} in a configuration file.
     *
     * @throws IllegalArgumentException naming {@code key} and every choice, for any other text
     */
    static <E extends Enum<E> & ConfigChoice> E of(Class<E> type, String key, String text) {
        return ConfigChecks.choice(key, text, type.getEnumConstants(), ConfigChoice::text);
    }
}
