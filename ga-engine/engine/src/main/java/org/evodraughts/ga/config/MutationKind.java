package org.evodraughts.ga.config;

/** How a mutant's genes move (key {@code genome.mutation}). */
public enum MutationKind implements ConfigChoice {
    /** Seed 001's formula (1): uniform moves of at most 1/√(2√K). */
    ADDITIVE,
    /** Gaussian moves with a self-adapting step size per gene (Chellapilla and Fogel). */
    SELF_ADAPTIVE;

    /** The value named {@code text} in a configuration file; the message names the key. */
    static MutationKind of(String text) {
        return ConfigChoice.of(MutationKind.class, "genome.mutation", text);
    }
}
