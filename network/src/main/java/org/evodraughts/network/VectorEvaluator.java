package org.evodraughts.network;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Side;

/**
 * The fast scalar path on the Vector API. The folded first layer (see {@link FoldedNetwork}) is
 * accumulated in ten 4-lane registers; the second layer adds each activation times its row of
 * outgoing weights into three 4-lane registers; tanh is {@link VectorTanh}. Activations pass
 * through a per-thread scratch array, so it does not allocate after a thread's first call.
 * Thread-safe. Needs the {@code jdk.incubator.vector} module and 256-bit vectors
 * ({@link #isSupported()}).
 *
 * <p>The stages are separate methods meeting in the scratch array because, as one method, the
 * JIT stops inlining vector operations part-way (node count limit), and a vector that is not
 * inlined is boxed on the heap.
 */
final class VectorEvaluator implements Evaluator {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_256;
    private static final int H1 = FoldedNetwork.HIDDEN1, W2 = FoldedNetwork.PADDED2;
    /** Scratch layout: 40 first-layer activations, then the second layer's padded to 16. */
    private static final int Z = H1, SCRATCH_LENGTH = H1 + 16;
    private static final ThreadLocal<double[]> SCRATCH = ThreadLocal.withInitial(() -> new double[SCRATCH_LENGTH]);

    private final double[] table, b1, w2, b2, w3;
    private final double b3;

    VectorEvaluator(FoldedNetwork f) {
        table = f.firstLayer;
        b1 = f.bias1;
        w2 = f.weights2;
        b2 = f.bias2;
        w3 = f.weights3;
        b3 = f.bias3;
    }

    /** Whether this JVM and machine can run it at speed: module present, vectors of 256 bits or more. */
    static boolean isSupported() {
        return DoubleVector.SPECIES_PREFERRED.vectorBitSize() >= 256;
    }

    @Override
    public double evaluate(int black, int white, int kings, Side side) {
        double[] x = SCRATCH.get();
        firstLayer(FoldedNetwork.own(black, white, side), FoldedNetwork.opponent(black, white, side),
                FoldedNetwork.kings(kings, side), x);
        VectorTanh.tanhInPlace(x, 0, H1);
        secondLayer(x);
        VectorTanh.tanhInPlace(x, Z, SCRATCH_LENGTH);
        double out = sumLanes(DoubleVector.fromArray(S, x, Z).mul(DoubleVector.fromArray(S, w3, 0))
                .add(DoubleVector.fromArray(S, x, Z + 4).mul(DoubleVector.fromArray(S, w3, 4)))
                .add(DoubleVector.fromArray(S, x, Z + 8).mul(DoubleVector.fromArray(S, w3, 8)))) + b3;
        return Math.tanh(out);
    }

    /**
     * x[0..39] = the first layer's pre-activations: the bias, plus the folded 40-vector of each own
     * piece, minus that of each opponent piece.
     */
    void firstLayer(int own, int opponent, int kings, double[] x) {
        double[] t = table;
        DoubleVector h0 = DoubleVector.fromArray(S, b1, 0), h1 = DoubleVector.fromArray(S, b1, 4),
                h2 = DoubleVector.fromArray(S, b1, 8), h3 = DoubleVector.fromArray(S, b1, 12),
                h4 = DoubleVector.fromArray(S, b1, 16), h5 = DoubleVector.fromArray(S, b1, 20),
                h6 = DoubleVector.fromArray(S, b1, 24), h7 = DoubleVector.fromArray(S, b1, 28),
                h8 = DoubleVector.fromArray(S, b1, 32), h9 = DoubleVector.fromArray(S, b1, 36);
        for (int bits = own; bits != 0; bits &= bits - 1) {
            int s = Integer.numberOfTrailingZeros(bits);
            int o = FoldedNetwork.offset(s, kings);
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
            int s = Integer.numberOfTrailingZeros(bits);
            int o = FoldedNetwork.offset(s, kings);
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

    /**
     * x[40..49] = second-layer pre-activations from the activations x[0..39], kept in ten
     * registers: one dot product per neuron.
     */
    void secondLayer(double[] x) {
        double[] w = w2;
        DoubleVector h0 = DoubleVector.fromArray(S, x, 0), h1 = DoubleVector.fromArray(S, x, 4),
                h2 = DoubleVector.fromArray(S, x, 8), h3 = DoubleVector.fromArray(S, x, 12),
                h4 = DoubleVector.fromArray(S, x, 16), h5 = DoubleVector.fromArray(S, x, 20),
                h6 = DoubleVector.fromArray(S, x, 24), h7 = DoubleVector.fromArray(S, x, 28),
                h8 = DoubleVector.fromArray(S, x, 32), h9 = DoubleVector.fromArray(S, x, 36);
        for (int n = 0; n < FoldedNetwork.HIDDEN2; n++) {
            int o = n * H1;
            DoubleVector a = h0.mul(DoubleVector.fromArray(S, w, o));
            DoubleVector b = h1.mul(DoubleVector.fromArray(S, w, o + 4));
            a = h2.fma(DoubleVector.fromArray(S, w, o + 8), a);
            b = h3.fma(DoubleVector.fromArray(S, w, o + 12), b);
            a = h4.fma(DoubleVector.fromArray(S, w, o + 16), a);
            b = h5.fma(DoubleVector.fromArray(S, w, o + 20), b);
            a = h6.fma(DoubleVector.fromArray(S, w, o + 24), a);
            b = h7.fma(DoubleVector.fromArray(S, w, o + 28), b);
            a = h8.fma(DoubleVector.fromArray(S, w, o + 32), a);
            b = h9.fma(DoubleVector.fromArray(S, w, o + 36), b);
            x[Z + n] = sumLanes(a.add(b)) + b2[n];
        }
    }

    /**
     * The sum of the four lanes in a fixed order. {@code reduceLanes(ADD)} leaves the order open,
     * and the JIT-compiled and interpreted orders differ in the last bit, which would make
     * scores, and so games, depend on when the JIT kicked in.
     */
    private static double sumLanes(DoubleVector v) {
        return (v.lane(0) + v.lane(1)) + (v.lane(2) + v.lane(3));
    }
}
