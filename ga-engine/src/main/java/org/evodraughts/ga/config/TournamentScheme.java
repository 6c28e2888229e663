package org.evodraughts.ga.config;

/** Who plays whom in a generation's tournament. */
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
    public String text() {
        return text;
    }

    /** The scheme named {@code text} in a configuration file; the message names {@code key}. */
    static TournamentScheme of(String key, String text) {
        return ConfigChecks.choice(key, text, values(), TournamentScheme::text);
    }
}
