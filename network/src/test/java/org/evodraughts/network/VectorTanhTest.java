package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class VectorTanhTest {
    private static final int BLOCK = 64; // a multiple of any vector length

    @Test
    void absoluteErrorIsBelowTheDocumentedBoundEverywhere() {
        double worst = 0;
        double[] x = new double[BLOCK];
        for (long start = -3_000_000; start < 3_000_000; start += BLOCK) {
            for (int i = 0; i < BLOCK; i++) {
                long k = start + i;
                x[i] = k * 1e-5 + 3e-6 * Math.sin(k); // dense and irregular over [−30, 30]
            }
            double[] expected = x.clone();
            VectorTanh.tanhInPlace(x, 0, BLOCK);
            for (int i = 0; i < BLOCK; i++) {
                worst = Math.max(worst, Math.abs(x[i] - Math.tanh(expected[i])));
            }
        }
        assertTrue(worst < 2e-12, "worst absolute error " + worst);
    }

    @Test
    void handlesZeroSaturationAndExtremes() {
        double[] x = new double[BLOCK];
        double[] in = {0.0, -0.0, 19.5, 1e300, -1e300, -Double.MAX_VALUE, 1e-9, 20, -20};
        System.arraycopy(in, 0, x, 0, in.length);
        VectorTanh.tanhInPlace(x, 0, BLOCK);
        assertEquals(0.0, x[0]);
        assertEquals(0.0, x[1], 0.0);
        assertEquals(1.0, x[2]);
        assertEquals(1.0, x[3]);
        assertEquals(-1.0, x[4]);
        assertEquals(-1.0, x[5]);
        assertEquals(Math.tanh(1e-9), x[6], 1e-15);
        assertEquals(1.0, x[7]);
        assertEquals(-1.0, x[8]);
    }

    @Test
    void theOneValueFormIsTheVectorFormBitForBit() {
        double[] x = new double[BLOCK];
        for (long start = -3_000_000; start < 3_000_000; start += 997 * BLOCK) {
            for (int i = 0; i < BLOCK; i++) {
                x[i] = (start + 997L * i) * 1e-5 + 3e-6 * Math.sin(start + i);
            }
            double[] in = x.clone();
            VectorTanh.tanhInPlace(x, 0, BLOCK);
            for (int i = 0; i < BLOCK; i++) {
                assertEquals(Double.doubleToRawLongBits(x[i]), Double.doubleToRawLongBits(VectorTanh.tanh(in[i])),
                        "tanh " + in[i]);
            }
        }
        double[] extremes = {0.0, 19.5, 1e300, -1e300, -Double.MAX_VALUE, 1e-9, 20, -20};
        for (double v : extremes) {
            double[] one = new double[BLOCK];
            one[0] = v;
            VectorTanh.tanhInPlace(one, 0, BLOCK);
            assertEquals(one[0], VectorTanh.tanh(v), 0.0, "tanh " + v);
        }
    }

    @Test
    void changesOnlyTheGivenRange() {
        double[] x = new double[3 * BLOCK];
        for (int i = 0; i < x.length; i++) {
            x[i] = i * 0.37 - 30;
        }
        double[] before = x.clone();
        VectorTanh.tanhInPlace(x, BLOCK, 2 * BLOCK);
        for (int i = 0; i < x.length; i++) {
            double want = i >= BLOCK && i < 2 * BLOCK ? Math.tanh(before[i]) : before[i];
            assertEquals(want, x[i], 2e-12, "index " + i);
        }
    }
}
