package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Which individuals self-play refinement trains each generation (key {@code refinement.trainees}).
 * Each trainee trains on its own pool thread, so more trainees keep more cores busy.
 */
public enum Trainees {
    /** The tournament's winner, after the tournament that ranked it (the default). */
    CHAMPION("champion"),
    /** The elites, after the tournament that ranked them: every survivor and parent is a trained network. */
    ELITES("elites"),
    /**
     * Every individual, before the tournament: fitness then judges trained networks, and each
     * surviving elite trains again every generation it lives.
     */
    ALL("all");

    private final String text;

    Trainees(String text) {
        this.text = text;
    }

    /** The name used in configuration files. */
    @JsonValue
    public String text() {
        return text;
    }

    /** The value named {@code text} in a configuration file; the message names the key. */
    static Trainees of(String text) {
        return ConfigChecks.choice("refinement.trainees", text, values(), Trainees::text);
    }
}
