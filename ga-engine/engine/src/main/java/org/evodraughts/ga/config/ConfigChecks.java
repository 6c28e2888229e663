package org.evodraughts.ga.config;

import java.util.Arrays;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Range checks whose messages name the configuration key and the allowed range. */
final class ConfigChecks {
    private ConfigChecks() {}

    static int range(String key, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(key + " must be " + min + "–" + max + ", got " + value);
        }
        return value;
    }

    static long range(String key, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(key + " must be " + min + "–" + max + ", got " + value);
        }
        return value;
    }

    static String present(String key, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(key + " must not be empty");
        }
        return value.strip();
    }

    /** A value read from text: missing (an empty key) is refused as an empty text is. */
    static <T> T present(String key, T value) {
        if (value == null) {
            throw new IllegalArgumentException(key + " must not be empty");
        }
        return value;
    }

    static <T> T section(String key, T value) {
        if (value == null) {
            throw new IllegalArgumentException(key + " is missing");
        }
        return value;
    }

    /** The value of a closed set whose configuration name is {@code text}; the message lists the names. */
    static <E> E choice(String key, String text, E[] values, Function<E, String> name) {
        for (E value : values) {
            if (name.apply(value).equals(text)) {
                return value;
            }
        }
        throw new IllegalArgumentException(key + " must be one of " + Arrays.stream(values).map(name)
                .collect(Collectors.joining(", ")) + ", got '" + text + "'");
    }
}
