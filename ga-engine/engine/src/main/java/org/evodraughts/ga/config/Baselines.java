package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.evodraughts.checkers.match.ChampionSettings;

/**
 * The fixed players each champion also plays (key {@code champions.baselines}): their names,
 * checked once when the configuration is loaded, and the comma-separated text they were read
 * from, which a written configuration repeats. Make one with {@link #of}. The names are checked
 * by {@link ChampionSettings#checkBaselines}, the rule of the settings they become.
 *
 * @param text  the names as written, e.g. {@code random,heuristic:4}; empty for none
 * @param names the names in {@code text}, in order: {@code random}, {@code greedy} or
 *              {@code heuristic:DEPTH}, none twice
 */
public record Baselines(String text, List<String> names) {
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
        return new Baselines(written, ChampionSettings.checkBaselines("champions.baselines", names));
    }

    /** The text form, as a configuration file writes it. */
    @JsonValue
    @Override
    public String text() {
        return text;
    }
}
