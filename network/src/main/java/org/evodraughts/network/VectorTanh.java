package org.evodraughts.network;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * tanh on a vector of doubles, built from adds, multiplies and one division so the JIT turns it
 * into a few dozen vector instructions: about 1.5 ns per value here, where
 * {@code lanewise(TANH)} costs about 3 ns and {@link Math#tanh} about 11 ns.
 *
 * <p>tanh x = (e − 1)/(e + 1) with e = e^(2x) = 2^t, t = 2x·log₂e, split as t = n + f with n
 * an integer and |f| ≤ ½: 2^f is 1 + f times a degree-7 polynomial (evaluated with Estrin's scheme) and
 * 2^n is added straight into the exponent bits. x is clamped to ±19.5, beyond which tanh is
 * ±1 to double precision.
 *
 * <p>Accuracy: absolute error below 2e-12 for every input (measured against {@link Math#tanh}
 * by {@code VectorTanhTest}). The relative
 * error near 0 is larger, which does not matter for a network. Stateless and thread-safe.
 */
final class VectorTanh {
    /** The machine's widest vectors (at least 256 bits where the vector path is used). */
    static final VectorSpecies<Double> SPECIES = DoubleVector.SPECIES_PREFERRED;

    /** Beyond ±19.5, tanh is ±1 to double precision. */
    private static final double MAX = 19.5;
    private static final double TWO_LOG2_E_VALUE = 2 / Math.log(2);
    /** 1.5·2⁵²: adding and subtracting it rounds to an integer, and the sum's low bits hold it. */
    private static final double ROUND_VALUE = 0x1.8p52;
    private static final long ROUND_BITS_VALUE = Double.doubleToRawLongBits(ROUND_VALUE);
    /**
     * 2^f ≈ 1 + f·Σ C[k]·f^k on [−½, ½] (so 2^0 is exactly 1 and tanh 0 exactly 0): C is the
     * degree-7 Chebyshev least-squares fit of (2^f − 1)/f (mpmath {@code chebyfit}), relative
     * error of 2^f below 2.2e-12.
     */
    private static final double[] C = {
        0.6931471805568324, 0.24022650695888503, 0.055504109063258665, 0.00961812913523614,
        0.0013333478473685416, 0.00015403475186530786, 1.5303700711365693e-05, 1.325080551750225e-06,
    };

    private VectorTanh() {}

    /**
     * x[from..to) = tanh(x[from..to)); the length must be a multiple of {@link #SPECIES}' length.
     *
     * <p>The formula is written out inside the loop on purpose: a helper method taking or
     * returning vectors is inlined only if the JIT chooses to, and once it has compiled such a
     * helper on its own it stops inlining it, after which every call boxes its vectors on the
     * heap and runs many times slower.
     */
    static void tanhInPlace(double[] x, int from, int to) {
        for (int i = from; i < to; i += SPECIES.length()) {
            DoubleVector t = DoubleVector.fromArray(SPECIES, x, i).max(MINUS_MAX_V).min(MAX_V).mul(TWO_LOG2_E);
            DoubleVector shifted = t.add(ROUND);
            DoubleVector f = t.sub(shifted.sub(ROUND));
            // Estrin's scheme: a shallow tree of multiply-adds instead of one long Horner chain.
            DoubleVector f2 = f.mul(f), f4 = f2.mul(f2);
            DoubleVector q0 = f.fma(C1, C0), q1 = f.fma(C3, C2), q2 = f.fma(C5, C4), q3 = f.fma(C7, C6);
            DoubleVector p = q3.fma(f2, q2).fma(f4, q1.fma(f2, q0)).fma(f, ONE);
            LongVector n = shifted.reinterpretAsLongs().sub(ROUND_BITS);
            DoubleVector e = p.reinterpretAsLongs().add(n.lanewise(VectorOperators.LSHL, 52)).reinterpretAsDoubles();
            e.sub(ONE).div(e.add(ONE)).intoArray(x, i);
        }
    }

    /** tanh x for one value, by the same formula and with the same results as {@link #tanhInPlace} (for the network's output). */
    static double tanh(double x) {
        double t = Math.min(Math.max(x, -MAX), MAX) * TWO_LOG2_E_VALUE;
        double shifted = t + ROUND_VALUE;
        double f = t - (shifted - ROUND_VALUE);
        double f2 = f * f, f4 = f2 * f2;
        double q0 = Math.fma(f, S1, S0), q1 = Math.fma(f, S3, S2), q2 = Math.fma(f, S5, S4), q3 = Math.fma(f, S7, S6);
        double p = Math.fma(Math.fma(Math.fma(q3, f2, q2), f4, Math.fma(q1, f2, q0)), f, 1);
        long n = Double.doubleToRawLongBits(shifted) - ROUND_BITS_VALUE;
        double e = Double.longBitsToDouble(Double.doubleToRawLongBits(p) + (n << 52));
        return (e - 1) / (e + 1);
    }

    // C's values as constants: the JIT does not treat array elements as constants.
    private static final double S0 = C[0], S1 = C[1], S2 = C[2], S3 = C[3], S4 = C[4], S5 = C[5], S6 = C[6], S7 = C[7];

    // The constants as vectors in static final fields, which the JIT treats as constants of a
    // known vector class; broadcasting scalars on every call costs more to compile.
    private static final DoubleVector ONE = DoubleVector.broadcast(SPECIES, 1),
            MAX_V = DoubleVector.broadcast(SPECIES, MAX), MINUS_MAX_V = DoubleVector.broadcast(SPECIES, -MAX),
            TWO_LOG2_E = DoubleVector.broadcast(SPECIES, TWO_LOG2_E_VALUE), ROUND = DoubleVector.broadcast(SPECIES, ROUND_VALUE),
            C0 = DoubleVector.broadcast(SPECIES, C[0]), C1 = DoubleVector.broadcast(SPECIES, C[1]),
            C2 = DoubleVector.broadcast(SPECIES, C[2]), C3 = DoubleVector.broadcast(SPECIES, C[3]),
            C4 = DoubleVector.broadcast(SPECIES, C[4]), C5 = DoubleVector.broadcast(SPECIES, C[5]),
            C6 = DoubleVector.broadcast(SPECIES, C[6]), C7 = DoubleVector.broadcast(SPECIES, C[7]);
    private static final LongVector ROUND_BITS = LongVector.broadcast(SPECIES.withLanes(long.class), ROUND_BITS_VALUE);
}
