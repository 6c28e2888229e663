package org.evodraughts.ga.breeding;

import java.util.random.RandomGenerator;

/**
 * Seed 001's mutation (formula 1): every weight and bias moves additively,
 * w ← w + m / sqrt(2·sqrt(K)), with m uniform in [−1, 1) and K the number of parameters of the
 * whole network (4,101, so no gene moves by more than about 0.088). Weights may leave [−1, 1]
 * and are not clipped. Stateless.
 */
public final class AdditiveMutation {
    private AdditiveMutation() {}

    /** The largest move of one gene for a network of {@code parameters} parameters: 1 / sqrt(2·sqrt(K)). */
    public static double step(int parameters) {
        if (parameters < 1) {
            throw new IllegalArgumentException("a network has at least 1 parameter, got " + parameters);
        }
        return 1 / Math.sqrt(2 * Math.sqrt(parameters));
    }

    /** Moves every gene of {@code genes} in place by {@code random.nextDouble(-1, 1) · step}, in gene order. */
    public static void mutate(double[] genes, double step, RandomGenerator random) {
        for (int i = 0; i < genes.length; i++) {
            genes[i] += random.nextDouble(-1.0, 1.0) * step;
        }
    }
}
