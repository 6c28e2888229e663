package org.evodraughts.network;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Side;

/**
 * The fast scalar path on the Vector API, in doubles:
 * <ol>
 * <li>the folded first layer (see {@link FoldedNetwork}): the bias plus or minus one 40-vector
 *     per occupied square, accumulated in ten 4-lane registers;
 * <li>tanh of those 40 values with {@link VectorTanh}, in the machine's widest vectors;
 * <li>the second layer: each activation times its row of outgoing weights, summed straight into
 *     three 4-lane registers; its tanh; the third layer as one dot product; {@link Math#tanh}.
 * </ol>
 * The stages meet in a per-thread scratch array of 56 doubles, so it does not allocate after a
 * thread's first call. Thread-safe. Scores are bit-identical whether interpreted or compiled.
 * Needs the {@code jdk.incubator.vector} module and 256-bit vectors ({@link #isSupported()}).
 *
 * <p>Why the stages are split like this: the JIT inlines the Vector API's operations only while
 * the method it compiles stays under a node budget, and an operation it does not inline boxes
 * its vectors on the heap and runs many times slower. So vectors never cross a method boundary
 * of ours, and each method holding vector code either is too big to be inlined into a caller
 * ({@link #firstLayer}, {@link #evaluate}) or is small ({@link VectorTanh#tanhInPlace}).
 */
final class VectorEvaluator implements Evaluator {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_256;
    private static final int H1 = FoldedNetwork.HIDDEN1, W2 = FoldedNetwork.PADDED2;
    /** Scratch layout: 40 first-layer activations, then the second layer's, padded to 16. */
    private static final int Z = H1, SCRATCH_LENGTH = H1 + 16;
    private static final ThreadLocal<double[]> SCRATCH = ThreadLocal.withInitial(() -> new double[SCRATCH_LENGTH]);

    private final double[] table, b1, w2, b2, w3;
    private final double b3;

    VectorEvaluator(FoldedNetwork f) {
        table = f.firstLayer;
        b1 = f.bias1;
        w2 = f.weights2ByInput;
        b2 = f.bias2;
        w3 = f.weights3;
        b3 = f.bias3;
    }

    /** Whether this machine computes 256-bit vectors natively (call only with the module present). */
    static boolean isSupported() {
        return DoubleVector.SPECIES_PREFERRED.vectorBitSize() >= 256;
    }

    /**
     * Scores the position. The second and third layers are written out here rather than in
     * helpers so that this method is too big for the JIT to inline into its callers: inlined
     * into a large search method, the vector operations could exceed the JIT's per-method node
     * budget and end up boxed. Compiled on its own, everything here fits.
     */
    @Override
    public double evaluate(int black, int white, int kings, Side side) {
        double[] x = SCRATCH.get();
        firstLayer(FoldedNetwork.own(black, white, side), FoldedNetwork.opponent(black, white, side),
                kings, FoldedNetwork.flip(side), x);
        VectorTanh.tanhInPlace(x, 0, H1);
        // Second layer: each activation times its row of outgoing weights, summed into neurons
        // 0–3, 4–7 and 8–11 (10 and 11 are zero padding) by four sets of registers that take
        // every fourth input, to shorten the dependency chains.
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
        // Third layer. Its four lanes are summed in a fixed order: reduceLanes(ADD) leaves the
        // order open, and the compiled and interpreted orders differ in the last bit, which
        // would make scores (and so games) depend on when the JIT kicked in.
        DoubleVector products = DoubleVector.fromArray(S, x, Z).mul(DoubleVector.fromArray(S, w3, 0))
                .add(DoubleVector.fromArray(S, x, Z + 4).mul(DoubleVector.fromArray(S, w3, 4)))
                .add(DoubleVector.fromArray(S, x, Z + 8).mul(DoubleVector.fromArray(S, w3, 8)));
        double out = (products.lane(0) + products.lane(1)) + (products.lane(2) + products.lane(3)) + b3;
        return Math.tanh(out);
    }

    /**
     * x[0..39] = the first layer's pre-activations: the bias, plus the folded 40-vector of each
     * own piece, minus that of each opponent piece.
     */
    private void firstLayer(int own, int opponent, int kings, int flip, double[] x) {
        double[] t = table;
        DoubleVector h0 = DoubleVector.fromArray(S, b1, 0), h1 = DoubleVector.fromArray(S, b1, 4),
                h2 = DoubleVector.fromArray(S, b1, 8), h3 = DoubleVector.fromArray(S, b1, 12),
                h4 = DoubleVector.fromArray(S, b1, 16), h5 = DoubleVector.fromArray(S, b1, 20),
                h6 = DoubleVector.fromArray(S, b1, 24), h7 = DoubleVector.fromArray(S, b1, 28),
                h8 = DoubleVector.fromArray(S, b1, 32), h9 = DoubleVector.fromArray(S, b1, 36);
        for (int bits = own; bits != 0; bits &= bits - 1) {
            int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, flip);
            h0 = h0.add(DoubleVector.fromArray(S, t, o));
            h1 = h1.add(DoubleVector.fromArray(S, t, o + 4));
            h2 = h2.add(DoubleVector.fromArray(S, t, o + 8));
            h3 = h3.add(DoubleVector.fromArray(S, t, o + 12));
            h4 = h4.add(DoubleVector.fromArray(S, t, o + 16));
            h5 = h5.add(DoubleVector.fromArray(S, t, o + 20));
            h6 = h6.add(DoubleVector.fromArray(S, t, o + 24));
            h7 = h7.add(DoubleVector.fromArray(S, t, o + 28));
            h8 = h8.add(DoubleVector.fromArray(S, t, o + 32));
            h9 = h9.add(DoubleVector.fromArray(S, t, o + 36));
        }
        for (int bits = opponent; bits != 0; bits &= bits - 1) {
            int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, flip);
            h0 = h0.sub(DoubleVector.fromArray(S, t, o));
            h1 = h1.sub(DoubleVector.fromArray(S, t, o + 4));
            h2 = h2.sub(DoubleVector.fromArray(S, t, o + 8));
            h3 = h3.sub(DoubleVector.fromArray(S, t, o + 12));
            h4 = h4.sub(DoubleVector.fromArray(S, t, o + 16));
            h5 = h5.sub(DoubleVector.fromArray(S, t, o + 20));
            h6 = h6.sub(DoubleVector.fromArray(S, t, o + 24));
            h7 = h7.sub(DoubleVector.fromArray(S, t, o + 28));
            h8 = h8.sub(DoubleVector.fromArray(S, t, o + 32));
            h9 = h9.sub(DoubleVector.fromArray(S, t, o + 36));
        }
        h0.intoArray(x, 0);
        h1.intoArray(x, 4);
        h2.intoArray(x, 8);
        h3.intoArray(x, 12);
        h4.intoArray(x, 16);
        h5.intoArray(x, 20);
        h6.intoArray(x, 24);
        h7.intoArray(x, 28);
        h8.intoArray(x, 32);
        h9.intoArray(x, 36);
    }
}
