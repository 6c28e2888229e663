package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;

/** Who plays whom in a generation's tournament (key {@code tournament.scheme}). */
public enum TournamentScheme {
    /** Every pair plays twice from the same opening, once with each colour. */
    ROUND_ROBIN("round-robin"),
    /** Seed 001's scheme: each individual plays a number of games as Black against random opponents. */
    RANDOM_OPPONENTS("random-opponents");

    private final String text;

    TournamentScheme(String text) {
        this.text = text;
    }

    /** The name used in configuration files. */
    @JsonValue
    public String text() {
        return text;
    }

    /** The scheme named {@code text} in a configuration file; the message names the key. */
    static TournamentScheme of(String text) {
        String key = "tournament.scheme";
        return ConfigChecks.choice(key, ConfigChecks.present(key, text), values(), TournamentScheme::text);
    }
}
