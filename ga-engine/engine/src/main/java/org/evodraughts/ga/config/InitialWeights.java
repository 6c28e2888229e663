package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;

/** Where initial weights are drawn from (key {@code genome.initialWeights}). */
public enum InitialWeights {
    /** Uniform in [−1, 1) (seed 001). */
    UNIFORM("uniform"),
    /** Uniform in [−1, 1) times 1/√(fan-in) of the layer. */
    FAN_IN("fan-in");

    private final String text;

    InitialWeights(String text) {
        this.text = text;
    }

    /** The name used in configuration files. */
    @JsonValue
    public String text() {
        return text;
    }

    /** The value named {@code text} in a configuration file; the message names the key. */
    static InitialWeights of(String text) {
        String key = "genome.initialWeights";
        return ConfigChecks.choice(key, text, values(), InitialWeights::text);
    }
}
