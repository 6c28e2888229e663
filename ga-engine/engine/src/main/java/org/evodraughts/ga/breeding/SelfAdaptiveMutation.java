package org.evodraughts.ga.breeding;

import java.util.random.RandomGenerator;

/**
 * Chellapilla and Fogel's self-adaptive Gaussian mutation (1999), still K-scaled: every gene i
 * has its own step size σᵢ, which moves first, σᵢ′ = σᵢ·exp(τ·N(0,1)), and then moves the gene,
 * wᵢ′ = wᵢ + σᵢ′·N(0,1), with τ = 1/√(2√K) for a network of K parameters (about 0.088 for
 * 4,101). Step sizes that suit the landscape survive with the weights they produced, so the
 * search tunes its own steps. Stateless.
 */
public final class SelfAdaptiveMutation {
    private SelfAdaptiveMutation() {}

    /** τ for a network of {@code parameters} parameters: 1/√(2√K), the additive mutation's step. */
    public static double tau(int parameters) {
        return AdditiveMutation.step(parameters);
    }

    /**
     * Moves every step size of {@code sigmas} and then its gene of {@code genes} in place, gene by
     * gene, drawing two Gaussians per gene from {@code random} (the step size's first).
     */
    public static void mutate(double[] genes, double[] sigmas, double tau, RandomGenerator random) {
        if (genes.length != sigmas.length) {
            throw new IllegalArgumentException(genes.length + " genes but " + sigmas.length + " step sizes");
        }
        for (int i = 0; i < genes.length; i++) {
            sigmas[i] *= Math.exp(tau * random.nextGaussian());
            genes[i] += sigmas[i] * random.nextGaussian();
        }
    }
}
