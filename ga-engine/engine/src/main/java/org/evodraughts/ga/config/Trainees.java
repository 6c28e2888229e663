package org.evodraughts.ga.config;

/**
 * Which individuals self-play refinement trains each generation (key {@code refinement.trainees}).
 * Each trainee trains on its own pool thread, so more trainees keep more cores busy.
 */
public enum Trainees implements ConfigChoice {
    /** The tournament's winner, after the tournament that ranked it (the default). */
    CHAMPION,
    /** The elites, after the tournament that ranked them: every survivor and parent is a trained network. */
    ELITES,
    /**
     * Every individual, before the tournament: fitness then judges trained networks, and each
     * surviving elite trains again every generation it lives.
     */
    ALL;

    /** The value named {@code text} in a configuration file; the message names the key. */
    static Trainees of(String text) {
        return ConfigChoice.of(Trainees.class, "refinement.trainees", text);
    }
}
