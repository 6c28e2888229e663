package org.evodraughts.network;

import org.nd4j.linalg.factory.Nd4j;

/**
 * Pins ND4J's native thread pools (its OpenMP pool and OpenBLAS) to a fixed size the first time
 * the batch path is used. Measured here, ND4J with more than one thread per call was erratic,
 * and evaluation callers already run one search per core.
 *
 * <p>The size is the system property {@value #PROPERTY} (default 1). ND4J also reads the
 * environment variable {@code OMP_NUM_THREADS} when its native library loads; set it to the same
 * value so the pool is never created larger. Thread-safe.
 */
final class Nd4jThreads {
    static final String PROPERTY = "evodraughts.nd4j.threads";

    private static volatile boolean pinned;

    private Nd4jThreads() {}

    /** Pins the thread pools once; later calls do nothing. */
    static void pin() {
        if (pinned) {
            return;
        }
        synchronized (Nd4jThreads.class) {
            if (!pinned) {
                int threads = threads();
                Nd4j.getEnvironment().setMaxThreads(threads);
                Nd4j.getEnvironment().setMaxMasterThreads(threads);
                Nd4j.factory().blas().setMaxThreads(threads);
                pinned = true;
            }
        }
    }

    /** The configured thread count, checked. */
    static int threads() {
        String value = System.getProperty(PROPERTY, "1");
        try {
            int threads = Integer.parseInt(value.strip());
            if (threads >= 1) {
                return threads;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("system property " + PROPERTY + " must be a whole number of at least 1, got '" + value + "'");
    }
}
