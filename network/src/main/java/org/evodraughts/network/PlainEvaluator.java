package org.evodraughts.network;

import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Side;

/**
 * The fast scalar path in plain Java, for JVMs started without the Vector API module: the
 * folded first layer (see {@link FoldedNetwork}) in a per-thread scratch array, by products of
 * exponentials when the network allows it, otherwise by sums and {@link Math#tanh}; then the
 * later layers with {@link Math#tanh}, each neuron's sum in input order. Does not allocate
 * after a thread's first call. Thread-safe.
 */
final class PlainEvaluator implements Evaluator {
    private final FoldedNetwork f;
    /** Each layer's activations, first layer first: per thread. */
    private final ThreadLocal<double[][]> scratch;

    PlainEvaluator(FoldedNetwork f) {
        this.f = f;
        scratch = ThreadLocal.withInitial(() -> {
            double[][] layers = new double[f.dense.length + 1][];
            layers[0] = new double[f.hidden1];
            for (int l = 0; l < f.dense.length; l++) {
                layers[l + 1] = new double[f.dense[l].neurons()];
            }
            return layers;
        });
    }

    @Override
    public double evaluate(int black, int white, int kings, Side side) {
        int opponent = FoldedNetwork.opponent(black, white, side);
        int pieces = black | white;
        int flip = FoldedNetwork.flip(side);
        int width = f.hidden1, stride = f.stride;
        double[][] layers = scratch.get();
        double[] h = layers[0];
        if (f.productsInRange) {
            double[] t = f.expFirstLayer;
            System.arraycopy(f.expBias1, 0, h, 0, width);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip, stride);
                for (int j = 0; j < width; j++) {
                    h[j] *= t[o + j];
                }
            }
            for (int j = 0; j < width; j++) {
                double e = h[j] * h[j]; // exp(h), from exp(h/2)
                e *= e;                 // exp(2h)
                h[j] = 1 - 2 / (e + 1);
            }
        } else {
            double[] t = f.firstLayer;
            System.arraycopy(f.bias1, 0, h, 0, width);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip, stride);
                for (int j = 0; j < width; j++) {
                    h[j] += t[o + j];
                }
            }
            for (int j = 0; j < width; j++) {
                h[j] = Math.tanh(h[j]);
            }
        }
        for (int l = 0; l < f.dense.length; l++) {
            FoldedNetwork.Dense layer = f.dense[l];
            double[] next = layers[l + 1];
            double[] w = layer.weights();
            int in = layer.inputs();
            for (int n = 0; n < layer.neurons(); n++) {
                double sum = layer.biases()[n];
                int o = n * in;
                for (int j = 0; j < in; j++) {
                    sum += w[o + j] * h[j];
                }
                next[n] = Math.tanh(sum);
            }
            h = next;
        }
        double[] v = f.outputWeights;
        double out = f.outputBias;
        for (int n = 0; n < h.length; n++) {
            out += v[n] * h[n];
        }
        return Math.tanh(out);
    }
}
