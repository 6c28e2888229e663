package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;

/** Where a network's king value comes from (key {@code genome.king}). */
public enum KingMode {
    /** {@code population.kingValue} for every network. */
    FIXED("fixed"),
    /** Each individual's own king value, a gene of its genome. */
    EVOLVED("evolved");

    private final String text;

    KingMode(String text) {
        this.text = text;
    }

    /** The name used in configuration files. */
    @JsonValue
    public String text() {
        return text;
    }

    /** The value named {@code text} in a configuration file; the message names the key. */
    static KingMode of(String text) {
        String key = "genome.king";
        return ConfigChecks.choice(key, text, values(), KingMode::text);
    }
}
