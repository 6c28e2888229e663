package org.evodraughts.ga.config;

/** Where initial weights are drawn from (key {@code genome.initialWeights}). */
public enum InitialWeights implements ConfigChoice {
    /** Uniform in [−1, 1) (seed 001). */
    UNIFORM,
    /** Uniform in [−1, 1) times 1/√(fan-in) of the layer. */
    FAN_IN;

    /** The value named {@code text} in a configuration file; the message names the key. */
    static InitialWeights of(String text) {
        return ConfigChoice.of(InitialWeights.class, "genome.initialWeights", text);
    }
}
