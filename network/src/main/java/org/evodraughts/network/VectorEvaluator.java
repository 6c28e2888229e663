package org.evodraughts.network;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Side;

/**
 * The fast scalar path on the Vector API, in doubles, for any {@link NetworkShape}:
 * <ol>
 * <li>the first layer and its tanh (see {@link FoldedNetwork}): exp(h/2) as the product of the
 *     exp(bias/2) row and one exponential row per piece, accumulated in the widest vectors, then
 *     e = exp(2h) by squaring twice and tanh h = 1 − 2/(e + 1). For a network whose products
 *     could leave the normal range, the sums instead: the bias plus one row per piece, then
 *     {@link VectorTanh};
 * <li>each later hidden layer: each activation times its row of outgoing weights, summed straight
 *     into 4-lane registers, twelve neurons at a time; its tanh with {@link VectorTanh};
 * <li>the output as a dot product in a fixed order, ten inputs at a time; {@link VectorTanh#tanh(double)}.
 * </ol>
 * The stages meet in a per-thread scratch array, so it does not allocate after a thread's first
 * call. Thread-safe. Scores are bit-identical whether interpreted or compiled, and a neuron's
 * value does not depend on how many neurons its layer has: a network grown with zero weights
 * ({@link NetworkGrowth}) scores exactly as it did. Needs the {@code jdk.incubator.vector}
 * module and 256-bit vectors ({@link #isSupported()}).
 *
 * <p>Why the stages are split like this: the JIT inlines the Vector API's operations only while
 * the method it compiles stays under a node budget, and an operation it does not inline boxes
 * its vectors on the heap (an allocation per call) and runs slower. So vectors never cross a
 * method boundary of ours, and the vector code lives in methods too big (over 325 bytes of
 * bytecode) for the JIT to inline into {@link #evaluate}: {@link #firstLayerByProducts},
 * {@link #firstLayerBySums} and {@link #hiddenLayer}, each compiled on its own with the whole
 * budget, inlining only the small {@link VectorTanh#tanhInPlace}. {@code evaluate} itself holds
 * no vector code, so inlining it into a large search method is harmless.
 */
final class VectorEvaluator implements Evaluator {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_256;
    /** The machine's widest vectors, for the first layer: L lanes, five per block of neurons. */
    private static final VectorSpecies<Double> P = DoubleVector.SPECIES_PREFERRED;
    private static final int L = P.length(), BLOCK = 5 * L;
    private static final DoubleVector ONE = DoubleVector.broadcast(P, 1), TWO = DoubleVector.broadcast(P, 2);

    private final boolean products;
    private final int stride;
    private final double[] table, b1;
    private final FoldedNetwork.Dense[] dense;
    /** Where each hidden layer's activations start in the scratch array; the last is where the output reads. */
    private final int[] at;
    private final double[] output;
    private final double outputBias;
    /** Per thread, shared by every evaluator: grown to the longest shape's length. */
    private static final ThreadLocal<double[]> SCRATCH = ThreadLocal.withInitial(() -> new double[0]);
    private final int scratchLength;

    VectorEvaluator(FoldedNetwork f) {
        products = f.productsInRange;
        stride = f.stride;
        table = products ? f.expFirstLayer : f.firstLayer;
        b1 = products ? f.expBias1 : f.bias1;
        dense = f.dense;
        output = f.outputWeights;
        outputBias = f.outputBias;
        at = new int[dense.length + 1];
        int length = stride;
        for (int l = 0; l < dense.length; l++) {
            at[l + 1] = length;
            // Room for the padded neurons, rounded to whole vectors for VectorTanh.
            length += FoldedNetwork.roundUp(dense[l].paddedNeurons(), VectorTanh.SPECIES.length());
        }
        int last = at[dense.length];
        scratchLength = Math.max(length, last + output.length);
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
        double[] x = scratch();
        int opponent = FoldedNetwork.opponent(black, white, side);
        int flip = FoldedNetwork.flip(side);
        if (products) {
            firstLayerByProducts(black | white, kings, opponent, flip, x);
        } else {
            firstLayerBySums(black | white, kings, opponent, flip, x);
        }
        hiddenLayers(x);
        return VectorTanh.tanh(output(x));
    }

    /** This thread's scratch array, long enough for this network. */
    private double[] scratch() {
        double[] x = SCRATCH.get();
        if (x.length < scratchLength) {
            x = new double[scratchLength];
            SCRATCH.set(x);
        }
        return x;
    }

    /** The hidden layers after the first, each from the one before. */
    private void hiddenLayers(double[] x) {
        for (int l = 0; l < dense.length; l++) {
            FoldedNetwork.Dense layer = dense[l];
            if (layer.paddedInputs() == 40 && layer.paddedNeurons() == 12) {
                hiddenLayer40x12(layer, x, at[l], at[l + 1]);
            } else {
                hiddenLayer(layer, x, at[l], at[l + 1]);
            }
        }
    }

    /**
     * The output's sum before its tanh, in a fixed order, so that scores do not depend on whether
     * the JIT has compiled this yet (reduceLanes(ADD) leaves the order open): ten inputs at a
     * time, each ten as a tree of pairs joined by the sum so far, which starts at the bias. Added
     * inputs whose weights are zero leave the sum as it was.
     */
    private double output(double[] x) {
        double[] v = output;
        int z = at[dense.length];
        double out = outputBias;
        for (int g = 0; g < v.length; g += FoldedNetwork.OUTPUT_GROUP) {
            int i = z + g;
            out = ((x[i] * v[g] + x[i + 1] * v[g + 1]) + (x[i + 2] * v[g + 2] + x[i + 3] * v[g + 3]))
                    + ((x[i + 4] * v[g + 4] + x[i + 5] * v[g + 5]) + (x[i + 6] * v[g + 6] + x[i + 7] * v[g + 7]))
                    + ((x[i + 8] * v[g + 8] + x[i + 9] * v[g + 9]) + out);
        }
        return out;
    }

    /**
     * x[to..] = the activations of {@code layer} from x[from..]: each input activation times its
     * row of outgoing weights, summed twelve neurons at a time into three 4-lane registers, by
     * four sets of registers that take every fourth input, to shorten the dependency chains; each
     * group of twelve walks its own weights in order ({@link FoldedNetwork.Dense#weightsByGroup}).
     */
    private static void hiddenLayer(FoldedNetwork.Dense layer, double[] x, int from, int to) {
        double[] w = layer.weightsByGroup(), bias = layer.biases();
        int width = layer.paddedNeurons(), inputs = layer.paddedInputs();
        final int G = FoldedNetwork.NEURON_MULTIPLE;
        for (int n = 0; n < width; n += G) {
            DoubleVector a0 = DoubleVector.fromArray(S, bias, n), a1 = DoubleVector.fromArray(S, bias, n + 4),
                    a2 = DoubleVector.fromArray(S, bias, n + 8);
            DoubleVector b0 = DoubleVector.zero(S), b1 = b0, b2 = b0, c0 = b0, c1 = b0, c2 = b0, d0 = b0, d1 = b0, d2 = b0;
            int group = n * inputs; // this group's weights: inputs rows of G
            for (int j = 0; j < inputs; j += 4) {
                int o = group + j * G;
                DoubleVector xa = DoubleVector.broadcast(S, x[from + j]);
                a0 = xa.fma(DoubleVector.fromArray(S, w, o), a0);
                a1 = xa.fma(DoubleVector.fromArray(S, w, o + 4), a1);
                a2 = xa.fma(DoubleVector.fromArray(S, w, o + 8), a2);
                DoubleVector xb = DoubleVector.broadcast(S, x[from + j + 1]);
                b0 = xb.fma(DoubleVector.fromArray(S, w, o + G), b0);
                b1 = xb.fma(DoubleVector.fromArray(S, w, o + G + 4), b1);
                b2 = xb.fma(DoubleVector.fromArray(S, w, o + G + 8), b2);
                DoubleVector xc = DoubleVector.broadcast(S, x[from + j + 2]);
                c0 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * G), c0);
                c1 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * G + 4), c1);
                c2 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * G + 8), c2);
                DoubleVector xd = DoubleVector.broadcast(S, x[from + j + 3]);
                d0 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * G), d0);
                d1 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * G + 4), d1);
                d2 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * G + 8), d2);
            }
            a0.add(b0).add(c0.add(d0)).intoArray(x, to + n);
            a1.add(b1).add(c1.add(d1)).intoArray(x, to + n + 4);
            a2.add(b2).add(c2.add(d2)).intoArray(x, to + n + 8);
        }
        VectorTanh.tanhInPlace(x, to, to + FoldedNetwork.roundUp(width, VectorTanh.SPECIES.length()));
    }

    /**
     * {@link #hiddenLayer} for the card's second layer (40 inputs, 10 neurons padded to 12), with
     * its sizes as constants: the JIT then unrolls the loop and drops its bounds checks (about
     * 10 ns of 150 a position, the card being the shape most runs use). The same operations in
     * the same order, so the same scores bit for bit.
     */
    private static void hiddenLayer40x12(FoldedNetwork.Dense layer, double[] x, int from, int to) {
        double[] w = layer.weightsByGroup(), bias = layer.biases();
        final int width = 12, inputs = 40;
        final int G = FoldedNetwork.NEURON_MULTIPLE;
        for (int n = 0; n < width; n += G) {
            DoubleVector a0 = DoubleVector.fromArray(S, bias, n), a1 = DoubleVector.fromArray(S, bias, n + 4),
                    a2 = DoubleVector.fromArray(S, bias, n + 8);
            DoubleVector b0 = DoubleVector.zero(S), b1 = b0, b2 = b0, c0 = b0, c1 = b0, c2 = b0, d0 = b0, d1 = b0, d2 = b0;
            int group = n * inputs; // this group's weights: inputs rows of G
            for (int j = 0; j < inputs; j += 4) {
                int o = group + j * G;
                DoubleVector xa = DoubleVector.broadcast(S, x[from + j]);
                a0 = xa.fma(DoubleVector.fromArray(S, w, o), a0);
                a1 = xa.fma(DoubleVector.fromArray(S, w, o + 4), a1);
                a2 = xa.fma(DoubleVector.fromArray(S, w, o + 8), a2);
                DoubleVector xb = DoubleVector.broadcast(S, x[from + j + 1]);
                b0 = xb.fma(DoubleVector.fromArray(S, w, o + G), b0);
                b1 = xb.fma(DoubleVector.fromArray(S, w, o + G + 4), b1);
                b2 = xb.fma(DoubleVector.fromArray(S, w, o + G + 8), b2);
                DoubleVector xc = DoubleVector.broadcast(S, x[from + j + 2]);
                c0 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * G), c0);
                c1 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * G + 4), c1);
                c2 = xc.fma(DoubleVector.fromArray(S, w, o + 2 * G + 8), c2);
                DoubleVector xd = DoubleVector.broadcast(S, x[from + j + 3]);
                d0 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * G), d0);
                d1 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * G + 4), d1);
                d2 = xd.fma(DoubleVector.fromArray(S, w, o + 3 * G + 8), d2);
            }
            a0.add(b0).add(c0.add(d0)).intoArray(x, to + n);
            a1.add(b1).add(c1.add(d1)).intoArray(x, to + n + 4);
            a2.add(b2).add(c2.add(d2)).intoArray(x, to + n + 8);
        }
        VectorTanh.tanhInPlace(x, to, to + FoldedNetwork.roundUp(width, VectorTanh.SPECIES.length()));
    }

    /**
     * x[0..stride) = tanh of the first layer: exp(h/2) is the bias row times one row per piece
     * (all exponentials), squared twice that is e = exp(2h), and tanh h = 1 − 2/(e + 1), which
     * is exactly ±1 where e overflows or underflows. In blocks of five of the machine's widest
     * vectors, then one vector at a time for the rest of the row.
     */
    private void firstLayerByProducts(int pieces, int kings, int opponent, int flip, double[] x) {
        double[] t = table;
        int width = stride, from = 0;
        for (; from + BLOCK <= width; from += BLOCK) {
            DoubleVector h0 = DoubleVector.fromArray(P, b1, from), h1 = DoubleVector.fromArray(P, b1, from + L),
                    h2 = DoubleVector.fromArray(P, b1, from + 2 * L), h3 = DoubleVector.fromArray(P, b1, from + 3 * L),
                    h4 = DoubleVector.fromArray(P, b1, from + 4 * L);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip, width) + from;
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
        for (; from < width; from += L) {
            DoubleVector h = DoubleVector.fromArray(P, b1, from);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                h = h.mul(DoubleVector.fromArray(P, t,
                        FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip, width) + from));
            }
            h = h.mul(h);
            h = h.mul(h);
            ONE.sub(TWO.div(h.add(ONE))).intoArray(x, from);
        }
    }

    /**
     * x[0..stride) = tanh of the first layer, from the pre-activations: the bias plus one row per
     * piece. Blocks as above. (The loops repeat {@link #firstLayerByProducts} with add for mul:
     * passing the operation in would make the JIT box the vectors.)
     */
    private void firstLayerBySums(int pieces, int kings, int opponent, int flip, double[] x) {
        double[] t = table;
        int width = stride, from = 0;
        for (; from + BLOCK <= width; from += BLOCK) {
            DoubleVector h0 = DoubleVector.fromArray(P, b1, from), h1 = DoubleVector.fromArray(P, b1, from + L),
                    h2 = DoubleVector.fromArray(P, b1, from + 2 * L), h3 = DoubleVector.fromArray(P, b1, from + 3 * L),
                    h4 = DoubleVector.fromArray(P, b1, from + 4 * L);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip, width) + from;
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
        for (; from < width; from += L) {
            DoubleVector h = DoubleVector.fromArray(P, b1, from);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                h = h.add(DoubleVector.fromArray(P, t,
                        FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip, width) + from));
            }
            h.intoArray(x, from);
        }
        VectorTanh.tanhInPlace(x, 0, width);
    }
}
