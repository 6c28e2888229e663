package org.evodraughts.ga.breeding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class OperatorsTest {
    private static double[] random(int n, SplittableRandom random) {
        double[] genes = new double[n];
        for (int i = 0; i < n; i++) {
            genes[i] = random.nextDouble(-1, 1);
        }
        return genes;
    }

    @Test
    void crossoverSwapsOneContiguousSegmentAndGivesTheReciprocalPair() {
        SplittableRandom source = new SplittableRandom(3);
        int swappedSomething = 0;
        for (int trial = 0; trial < 500; trial++) {
            double[] a = random(50, source), b = random(50, source);
            double[] x = a.clone(), y = b.clone();
            LayerCrossover.cross(x, y, source);
            int first = -1, last = -1;
            for (int i = 0; i < a.length; i++) {
                boolean swapped = x[i] == b[i];
                if (swapped) {
                    assertEquals(a[i], y[i]);
                    if (first < 0) {
                        first = i;
                    }
                    last = i;
                } else {
                    assertEquals(a[i], x[i]);
                    assertEquals(b[i], y[i]);
                }
            }
            if (first >= 0) {
                swappedSomething++;
                for (int i = first; i <= last; i++) {
                    assertEquals(b[i], x[i], "the swapped genes form one segment");
                }
            }
        }
        // Empty middles (equal cut points) happen about 1 in 51 times.
        assertTrue(swappedSomething > 450 && swappedSomething < 500, "swapped in " + swappedSomething + " of 500");
    }

    @Test
    void crossoverCutPointsCoverTheWholeLayerUniformly() {
        // Each gene is swapped with probability P(i1 <= i < i2) = 2(i+1)(n-i)/(n+1)^2 for n genes.
        int n = 10, trials = 200_000;
        int[] swaps = new int[n];
        SplittableRandom random = new SplittableRandom(11);
        for (int t = 0; t < trials; t++) {
            double[] a = new double[n], b = new double[n];
            java.util.Arrays.fill(b, 1);
            LayerCrossover.cross(a, b, random);
            for (int i = 0; i < n; i++) {
                swaps[i] += (int) a[i];
            }
        }
        for (int i = 0; i < n; i++) {
            double expected = 2.0 * (i + 1) * (n - i) / ((n + 1) * (n + 1)) * trials;
            assertEquals(expected, swaps[i], 5 * Math.sqrt(expected), "gene " + i);
        }
    }

    @Test
    void theMutationStepForTheNetworkIsAbout0088() {
        assertEquals(1 / Math.sqrt(2 * Math.sqrt(4101)), AdditiveMutation.step(4101), 0);
        assertEquals(0.0884, AdditiveMutation.step(4101), 1e-4);
    }

    @Test
    void mutationAddsAUniformAmountOfAtMostTheStepToEveryGene() {
        double step = AdditiveMutation.step(4101);
        SplittableRandom random = new SplittableRandom(5);
        double[] genes = random(100_000, random);
        double[] mutated = genes.clone();
        AdditiveMutation.mutate(mutated, step, random);
        double sum = 0, sumOfSquares = 0;
        for (int i = 0; i < genes.length; i++) {
            double m = (mutated[i] - genes[i]) / step;
            assertTrue(Math.abs(m) <= 1 + 1e-9, "gene " + i + " moved by " + m + " steps");
            assertNotEquals(genes[i], mutated[i]);
            sum += m;
            sumOfSquares += m * m;
        }
        // m uniform in [-1, 1): mean 0, variance 1/3.
        assertEquals(0, sum / genes.length, 0.01);
        assertEquals(1 / 3.0, sumOfSquares / genes.length, 0.01);
    }

    @Test
    void mutationIsAdditiveNotMultiplicativeAndNeverClips() {
        double step = AdditiveMutation.step(4101);
        double[] small = new double[1000];
        double[] large = new double[1000];
        java.util.Arrays.fill(small, 0.001);
        java.util.Arrays.fill(large, 0.999);
        AdditiveMutation.mutate(small, step, new SplittableRandom(9));
        AdditiveMutation.mutate(large, step, new SplittableRandom(9));
        boolean aboveOne = false;
        for (int i = 0; i < small.length; i++) {
            // The same draws move both by the same amount, whatever the weight.
            assertEquals(small[i] - 0.001, large[i] - 0.999, 1e-12);
            aboveOne |= large[i] > 1;
        }
        assertTrue(aboveOne, "weights may leave [-1, 1]");
    }
}
