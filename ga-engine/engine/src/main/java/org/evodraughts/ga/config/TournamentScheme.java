package org.evodraughts.ga.config;

/** Who plays whom in a generation's tournament (key {@code tournament.scheme}). */
public enum TournamentScheme implements ConfigChoice {
    /** Every pair plays twice from the same opening, once with each colour. */
    ROUND_ROBIN,
    /** Seed 001's scheme: each individual plays a number of games as Black against random opponents. */
    RANDOM_OPPONENTS;

    /** The scheme named {@code text} in a configuration file; the message names the key. */
    static TournamentScheme of(String text) {
        String key = "tournament.scheme";
        return ConfigChoice.of(TournamentScheme.class, key, ConfigChecks.present(key, text));
    }
}
