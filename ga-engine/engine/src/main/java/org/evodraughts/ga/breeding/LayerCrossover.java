package org.evodraughts.ga.breeding;

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
        cross(a, b, null, null, random);
    }

    /**
     * Crosses {@code a} and {@code b} as {@link #cross(double[], double[], RandomGenerator)} does,
     * and swaps the same genes of their step sizes {@code stepsA} and {@code stepsB}, so every
     * step size stays with its weight; both null for a genome without step sizes.
     */
    public static void cross(double[] a, double[] b, double[] stepsA, double[] stepsB, RandomGenerator random) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("layers of different lengths: " + a.length + " and " + b.length);
        }
        int cut1 = random.nextInt(a.length + 1);
        int cut2 = random.nextInt(a.length + 1);
        int from = Math.min(cut1, cut2), to = Math.max(cut1, cut2);
        swap(a, b, from, to);
        if (stepsA != null) {
            if (stepsA.length != a.length || stepsB.length != a.length) {
                throw new IllegalArgumentException("step sizes of lengths " + stepsA.length + " and " + stepsB.length
                        + " for layers of length " + a.length);
            }
            swap(stepsA, stepsB, from, to);
        }
    }

    private static void swap(double[] a, double[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            double t = a[i];
            a[i] = b[i];
            b[i] = t;
        }
    }
}
