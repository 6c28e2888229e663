package org.evodraughts.ga.config;

/** Where a network's king value comes from (key {@code genome.king}). */
public enum KingMode implements ConfigChoice {
    /** {@code population.kingValue} for every network. */
    FIXED,
    /** Each individual's own king value, a gene of its genome. */
    EVOLVED;

    /** The value named {@code text} in a configuration file; the message names the key. */
    static KingMode of(String text) {
        return ConfigChoice.of(KingMode.class, "genome.king", text);
    }
}
