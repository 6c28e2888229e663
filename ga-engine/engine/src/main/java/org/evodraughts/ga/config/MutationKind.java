package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a mutant's genes move (key {@code genome.mutation}). */
public enum MutationKind {
    /** Seed 001's formula (1): uniform moves of at most 1/√(2√K). */
    ADDITIVE("additive"),
    /** Gaussian moves with a self-adapting step size per gene (Chellapilla and Fogel). */
    SELF_ADAPTIVE("self-adaptive");

    private final String text;

    MutationKind(String text) {
        this.text = text;
    }

    /** The name used in configuration files. */
    @JsonValue
    public String text() {
        return text;
    }

    /** The value named {@code text} in a configuration file; the message names the key. */
    static MutationKind of(String text) {
        String key = "genome.mutation";
        return ConfigChecks.choice(key, text, values(), MutationKind::text);
    }
}
