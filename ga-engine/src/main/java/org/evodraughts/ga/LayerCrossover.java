package org.evodraughts.ga;

import java.util.random.RandomGenerator;

/**
 * Two-point crossover of one layer (seed 001, Algorithm 1): draw two cut points uniformly from
 * 0..n (n genes), i1 ≤ i2, and swap the genes in [i1, i2) between the parents; the two results
 * are the reciprocal pair of children. An empty middle (i1 = i2) leaves both unchanged, and
 * (0, n) swaps the whole layer. Stateless.
 */
public final class LayerCrossover {
    private LayerCrossover() {}

    /**
     * Crosses {@code a} and {@code b} (equal lengths) in place, drawing the cut points from
     * {@code random} (two {@code nextInt(n + 1)} calls).
     */
    public static void cross(double[] a, double[] b, RandomGenerator random) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("layers of different lengths: " + a.length + " and " + b.length);
        }
        int cut1 = random.nextInt(a.length + 1);
        int cut2 = random.nextInt(a.length + 1);
        for (int i = Math.min(cut1, cut2), end = Math.max(cut1, cut2); i < end; i++) {
            double t = a[i];
            a[i] = b[i];
            b[i] = t;
        }
    }
}
