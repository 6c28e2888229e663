package org.evodraughts.network;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Side;

/**
 * The fast scalar path on the Vector API, in doubles:
 * <ol>
 * <li>the first layer and its tanh (see {@link FoldedNetwork}): exp(h/2) as the product of the
 *     exp(bias/2) row and one exponential row per piece, accumulated in the widest vectors, then
 *     e = exp(2h) by squaring twice and tanh h = 1 − 2/(e + 1). For a network whose products could leave the normal range, the
 *     sums instead: the bias plus one row per piece, then {@link VectorTanh};
 * <li>the second layer: each activation times its row of outgoing weights, summed straight into
 *     three 4-lane registers; its tanh with {@link VectorTanh}; the third layer as one dot product in a
 *     fixed order; {@link VectorTanh#tanh(double)}.
 * </ol>
 * The stages meet in a per-thread scratch array of 56 doubles, so it does not allocate after a
 * thread's first call. Thread-safe. Scores are bit-identical whether interpreted or compiled.
 * Needs the {@code jdk.incubator.vector} module and 256-bit vectors ({@link #isSupported()}).
 *
 * <p>Why the stages are split like this: the JIT inlines the Vector API's operations only while
 * the method it compiles stays under a node budget, and an operation it does not inline boxes
 * its vectors on the heap (an allocation per call) and runs slower. So vectors never cross a
 * method boundary of ours, and the vector code lives in methods too big (over 325 bytes of
 * bytecode) for the JIT to inline into {@link #evaluate}: {@link #firstLayerByProducts},
 * {@link #firstLayerBySums} and {@link #secondLayer}, each compiled on its own with the whole
 * budget, inlining only the small {@link VectorTanh#tanhInPlace}. {@code evaluate} itself holds
 * no vector code, so inlining it into a large search method is harmless.
 */
final class VectorEvaluator implements Evaluator {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_256;
    /** The machine's widest vectors, for the first layer: L lanes, five per block of neurons. */
    private static final VectorSpecies<Double> P = DoubleVector.SPECIES_PREFERRED;
    private static final int L = P.length(), BLOCK = 5 * L;
    private static final DoubleVector ONE = DoubleVector.broadcast(P, 1), TWO = DoubleVector.broadcast(P, 2);
    private static final int H1 = FoldedNetwork.HIDDEN1, W2 = FoldedNetwork.PADDED2;
    /** Scratch layout: 40 first-layer activations, then the second layer's, padded to 16. */
    private static final int Z = H1, SCRATCH_LENGTH = H1 + 16;
    private static final ThreadLocal<double[]> SCRATCH = ThreadLocal.withInitial(() -> new double[SCRATCH_LENGTH]);

    private final boolean products;
    private final double[] table, b1, w2, b2, w3;
    private final double b3;

    VectorEvaluator(FoldedNetwork f) {
        products = f.productsInRange;
        table = products ? f.expFirstLayer : f.firstLayer;
        b1 = products ? f.expBias1 : f.bias1;
        w2 = f.weights2ByInput;
        b2 = f.bias2;
        w3 = f.weights3;
        b3 = f.bias3;
    }

    /**
     * Whether this machine's widest vectors are 256 or 512 bits, as the blocks of the first layer
     * need (call only with the module present).
     */
    static boolean isSupported() {
        int lanes = DoubleVector.SPECIES_PREFERRED.length();
        return lanes == 4 || lanes == 8;
    }

    /** The width of this machine's widest vectors, in bits (call only with the module present). */
    static int preferredBits() {
        return DoubleVector.SPECIES_PREFERRED.vectorBitSize();
    }

    /** Scores the position. */
    @Override
    public double evaluate(int black, int white, int kings, Side side) {
        double[] x = SCRATCH.get();
        int opponent = FoldedNetwork.opponent(black, white, side);
        int flip = FoldedNetwork.flip(side);
        if (products) {
            firstLayerByProducts(black | white, kings, opponent, flip, x);
        } else {
            firstLayerBySums(black | white, kings, opponent, flip, x);
        }
        secondLayer(x);
        // Third layer, summed in a fixed order, so that scores do not depend on whether the
        // JIT has compiled this yet (reduceLanes(ADD) leaves the order open).
        double[] v = w3;
        double out = ((x[Z] * v[0] + x[Z + 1] * v[1]) + (x[Z + 2] * v[2] + x[Z + 3] * v[3]))
                + ((x[Z + 4] * v[4] + x[Z + 5] * v[5]) + (x[Z + 6] * v[6] + x[Z + 7] * v[7]))
                + ((x[Z + 8] * v[8] + x[Z + 9] * v[9]) + b3);
        return VectorTanh.tanh(out);
    }

    /**
     * x[Z..Z+11] = the second layer's activations from the first layer's x[0..39]: each
     * activation times its row of outgoing weights, summed into neurons 0–3, 4–7 and 8–11 (10
     * and 11 are zero padding) by four sets of registers that take every fourth input, to
     * shorten the dependency chains.
     */
    private void secondLayer(double[] x) {
        double[] w = w2;
        DoubleVector a0 = DoubleVector.fromArray(S, b2, 0), a1 = DoubleVector.fromArray(S, b2, 4),
                a2 = DoubleVector.fromArray(S, b2, 8);
        DoubleVector b0 = DoubleVector.zero(S), b1 = b0, b2 = b0, c0 = b0, c1 = b0, c2 = b0, d0 = b0, d1 = b0, d2 = b0;
        for (int j = 0; j < H1; j += 4) {
            int o = j * W2;
            DoubleVector xa = DoubleVector.broadcast(S, x[j]);
            a0 = xa.fma(DoubleVector.fromArray(S, w, o), a0);
            a1 = xa.fma(DoubleVector.fromArray(S, w, o + 4), a1);
            a2 = xa.fma(DoubleVector.fromArray(S, w, o + 8), a2);
            DoubleVector xb = DoubleVector.broadcast(S, x[j + 1]);
            b0 = xb.fma(DoubleVector.fromArray(S, w, o + W2), b0);
            b1 = xb.fma(DoubleVector.fromArray(S, w, o + W2 + 4), b1);
            b2 = xb.fma(DoubleVector.fromArray(S, w, o + W2 + 8), b2);
            DoubleVector xc = DoubleVector.broadcast(S, x[j + 2]);
            c0 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * W2), c0);
            c1 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * W2 + 4), c1);
            c2 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * W2 + 8), c2);
            DoubleVector xd = DoubleVector.broadcast(S, x[j + 3]);
            d0 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * W2), d0);
            d1 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * W2 + 4), d1);
            d2 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * W2 + 8), d2);
        }
        a0.add(b0).add(c0.add(d0)).intoArray(x, Z);
        a1.add(b1).add(c1.add(d1)).intoArray(x, Z + 4);
        a2.add(b2).add(c2.add(d2)).intoArray(x, Z + 8);
        VectorTanh.tanhInPlace(x, Z, SCRATCH_LENGTH);
    }

    /**
     * x[0..39] = tanh of the first layer: exp(h/2) is the bias row times one row per piece (all
     * exponentials), squared twice that is e = exp(2h), and tanh h = 1 − 2/(e + 1), which is
     * exactly ±1 where e overflows or underflows. In blocks of five of the machine's
     * widest vectors: one pass over the pieces with 8 lanes, two with 4.
     */
    private void firstLayerByProducts(int pieces, int kings, int opponent, int flip, double[] x) {
        double[] t = table;
        for (int from = 0; from < H1; from += BLOCK) {
            DoubleVector h0 = DoubleVector.fromArray(P, b1, from), h1 = DoubleVector.fromArray(P, b1, from + L),
                    h2 = DoubleVector.fromArray(P, b1, from + 2 * L), h3 = DoubleVector.fromArray(P, b1, from + 3 * L),
                    h4 = DoubleVector.fromArray(P, b1, from + 4 * L);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip) + from;
                h0 = h0.mul(DoubleVector.fromArray(P, t, o));
                h1 = h1.mul(DoubleVector.fromArray(P, t, o + L));
                h2 = h2.mul(DoubleVector.fromArray(P, t, o + 2 * L));
                h3 = h3.mul(DoubleVector.fromArray(P, t, o + 3 * L));
                h4 = h4.mul(DoubleVector.fromArray(P, t, o + 4 * L));
            }
            h0 = h0.mul(h0);
            h0 = h0.mul(h0);
            ONE.sub(TWO.div(h0.add(ONE))).intoArray(x, from);
            h1 = h1.mul(h1);
            h1 = h1.mul(h1);
            ONE.sub(TWO.div(h1.add(ONE))).intoArray(x, from + L);
            h2 = h2.mul(h2);
            h2 = h2.mul(h2);
            ONE.sub(TWO.div(h2.add(ONE))).intoArray(x, from + 2 * L);
            h3 = h3.mul(h3);
            h3 = h3.mul(h3);
            ONE.sub(TWO.div(h3.add(ONE))).intoArray(x, from + 3 * L);
            h4 = h4.mul(h4);
            h4 = h4.mul(h4);
            ONE.sub(TWO.div(h4.add(ONE))).intoArray(x, from + 4 * L);
        }
    }

    /**
     * x[0..39] = tanh of the first layer, from the pre-activations: the bias plus one row per
     * piece. Blocks as above. (The loop repeats {@link #firstLayerByProducts} with add for mul:
     * passing the operation in would make the JIT box the vectors.)
     */
    private void firstLayerBySums(int pieces, int kings, int opponent, int flip, double[] x) {
        double[] t = table;
        for (int from = 0; from < H1; from += BLOCK) {
            DoubleVector h0 = DoubleVector.fromArray(P, b1, from), h1 = DoubleVector.fromArray(P, b1, from + L),
                    h2 = DoubleVector.fromArray(P, b1, from + 2 * L), h3 = DoubleVector.fromArray(P, b1, from + 3 * L),
                    h4 = DoubleVector.fromArray(P, b1, from + 4 * L);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip) + from;
                h0 = h0.add(DoubleVector.fromArray(P, t, o));
                h1 = h1.add(DoubleVector.fromArray(P, t, o + L));
                h2 = h2.add(DoubleVector.fromArray(P, t, o + 2 * L));
                h3 = h3.add(DoubleVector.fromArray(P, t, o + 3 * L));
                h4 = h4.add(DoubleVector.fromArray(P, t, o + 4 * L));
            }
            h0.intoArray(x, from);
            h1.intoArray(x, from + L);
            h2.intoArray(x, from + 2 * L);
            h3.intoArray(x, from + 3 * L);
            h4.intoArray(x, from + 4 * L);
        }
        VectorTanh.tanhInPlace(x, 0, H1);
    }
}
