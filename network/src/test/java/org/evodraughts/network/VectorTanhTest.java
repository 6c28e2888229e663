package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jdk.incubator.vector.DoubleVector;
import org.junit.jupiter.api.Test;

class VectorTanhTest {
    private static double tanh(double x) {
        return VectorTanh.tanh(DoubleVector.broadcast(VectorTanh.SPECIES, x)).lane(0);
    }

    @Test
    void absoluteErrorIsBelowTheDocumentedBoundEverywhere() {
        double worst = 0;
        for (long i = -3_000_000; i <= 3_000_000; i++) {
            double x = i * 1e-5 + 3e-6 * Math.sin(i); // dense and irregular over [−30, 30]
            worst = Math.max(worst, Math.abs(tanh(x) - Math.tanh(x)));
        }
        assertTrue(worst < 2e-12, "worst absolute error " + worst);
    }

    @Test
    void handlesZeroSaturationAndExtremes() {
        assertEquals(0.0, tanh(0.0));
        assertEquals(0.0, tanh(-0.0), 0.0);
        assertEquals(1.0, tanh(19.5));
        assertEquals(1.0, tanh(1e300));
        assertEquals(-1.0, tanh(-1e300));
        assertEquals(-1.0, tanh(-Double.MAX_VALUE));
        assertEquals(Math.tanh(1e-9), tanh(1e-9), 1e-15);
    }

    @Test
    void fillsWholeArraysInPlace() {
        double[] x = new double[56];
        for (int i = 0; i < x.length; i++) {
            x[i] = i * 0.37 - 10;
        }
        double[] expected = x.clone();
        VectorTanh.tanhInPlace(x, 8, 48);
        for (int i = 0; i < x.length; i++) {
            double want = i >= 8 && i < 48 ? Math.tanh(expected[i]) : expected[i];
            assertEquals(want, x[i], 2e-12, "index " + i);
        }
    }
}
