package org.evodraughts.network;

import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Side;

/**
 * The fast scalar path in plain Java, for JVMs started without the Vector API module: the
 * folded first layer (see {@link FoldedNetwork}) in a per-thread scratch array, by products of
 * exponentials when the network allows it, otherwise by sums and {@link Math#tanh}; then the
 * small layers with {@link Math#tanh}. Does not allocate after a thread's first call.
 * Thread-safe.
 */
final class PlainEvaluator implements Evaluator {
    private static final ThreadLocal<double[]> SCRATCH =
            ThreadLocal.withInitial(() -> new double[FoldedNetwork.HIDDEN1]);

    private final FoldedNetwork f;

    PlainEvaluator(FoldedNetwork f) {
        this.f = f;
    }

    @Override
    public double evaluate(int black, int white, int kings, Side side) {
        int opponent = FoldedNetwork.opponent(black, white, side);
        int pieces = black | white;
        int flip = FoldedNetwork.flip(side);
        double[] h = SCRATCH.get();
        if (f.productsInRange) {
            double[] t = f.expFirstLayer;
            System.arraycopy(f.expBias1, 0, h, 0, FoldedNetwork.HIDDEN1);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip);
                for (int j = 0; j < FoldedNetwork.HIDDEN1; j++) {
                    h[j] *= t[o + j];
                }
            }
            for (int j = 0; j < FoldedNetwork.HIDDEN1; j++) {
                double e = h[j] * h[j]; // exp(h), from exp(h/2)
                e *= e;                 // exp(2h)
                h[j] = 1 - 2 / (e + 1);
            }
        } else {
            double[] t = f.firstLayer;
            System.arraycopy(f.bias1, 0, h, 0, FoldedNetwork.HIDDEN1);
            for (int bits = pieces; bits != 0; bits &= bits - 1) {
                int o = FoldedNetwork.offset(Integer.numberOfTrailingZeros(bits), kings, opponent, flip);
                for (int j = 0; j < FoldedNetwork.HIDDEN1; j++) {
                    h[j] += t[o + j];
                }
            }
            for (int j = 0; j < FoldedNetwork.HIDDEN1; j++) {
                h[j] = Math.tanh(h[j]);
            }
        }
        double[] w2 = f.weights2;
        double out = f.bias3;
        for (int n = 0; n < FoldedNetwork.HIDDEN2; n++) {
            double sum = f.bias2[n];
            int o = n * FoldedNetwork.HIDDEN1;
            for (int j = 0; j < FoldedNetwork.HIDDEN1; j++) {
                sum += w2[o + j] * h[j];
            }
            out += f.weights3[n] * Math.tanh(sum);
        }
        return Math.tanh(out);
    }
}
