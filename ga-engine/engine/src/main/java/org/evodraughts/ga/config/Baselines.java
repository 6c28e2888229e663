package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.evodraughts.checkers.players.PlayerSpecParser;

/**
 * The fixed players each champion also plays (key {@code champions.baselines}): their names,
 * checked once when the configuration is loaded, and the comma-separated text they were read
 * from, which a written configuration repeats. Make one with {@link #of}. The names are checked
 * here by the same rule as the champions module's {@code ChampionSettings} (a
 * {@link PlayerSpecParser#baselines()} name, none twice), so that the engine needs no
 * application module.
 *
 * @param text  the names as written, e.g. {@code random,heuristic:4}; empty for none
 * @param names the names in {@code text}, in order: {@code random}, {@code greedy} or
 *              {@code heuristic:DEPTH}, none twice
 */
public record Baselines(String text, List<String> names) {
    private static final String KEY = "champions.baselines";
    /** No baselines. */
    public static final Baselines NONE = of("");

    public Baselines {
        Objects.requireNonNull(text, "text");
        names = List.copyOf(names);
    }

    /**
     * The baselines that {@code text} names, comma-separated; null or blank for none.
     *
     * @throws IllegalArgumentException naming the key and an unknown or repeated name
     */
    public static Baselines of(String text) {
        String written = text == null ? "" : text.strip();
        List<String> names = Arrays.stream(written.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        Set<String> seen = new HashSet<>();
        for (String name : names) {
            String parsed;
            try {
                parsed = PlayerSpecParser.baselines().parse(name, null).name();
            } catch (IOException e) {
                throw new UncheckedIOException(e); // the baseline parser loads nothing
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(KEY + ": baseline: " + e.getMessage(), e);
            }
            if (!seen.add(parsed)) {
                throw new IllegalArgumentException(KEY + ": baseline '" + name + "' is listed twice");
            }
        }
        return new Baselines(written, names);
    }

    /** The text form, as a configuration file writes it. */
    @JsonValue
    @Override
    public String text() {
        return text;
    }
}
