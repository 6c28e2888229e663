package org.evodraughts.network;

import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;

/**
 * A network rearranged for fast single-position evaluation.
 *
 * <p>The 91 inputs are a fixed linear map of the 32 square values (input n is the sum of the
 * values on window n's squares), so the first layer folds into one 40-vector per square: column
 * s of W1·M, where M is the 91×32 window membership matrix. The first layer's pre-activation is
 * then the bias plus one table row per piece: that vector for an own man, K times it for an own
 * king, and the negatives for opponent pieces. That is at most 24 additions of 40-vectors instead
 * of 91·40 multiply-adds plus the inputs.
 *
 * <p>The first layer also comes as exponentials, because tanh h = 1 − 2/(e + 1) with
 * e = exp(2h) = exp(h/2)⁴, and the exponential of a sum is the product of the exponentials:
 * with every row and the bias stored as exp(value/2), the product over the pieces, squared
 * twice, is exp(2h), and tanh of the first layer costs two multiplications and a division
 * instead of an exponential. (A quarter of the exponent, so that the products stay in range for
 * four times larger pre-activations than exp(2h) itself would.) Each product rounds with a
 * relative error of at most 2⁻⁵³ only while it stays in the normal range of doubles, so
 * {@link #productsInRange} says whether every partial product of every board is guaranteed to
 * be: whether {@link #largestPreActivation} is at most {@link #PRODUCT_BOUND}. Random networks
 * are far inside (150–370 at K = 1.5); a network outside uses the sums.
 *
 * <p>Square indexes here are those of the side evaluated for: White's are rotated (index
 * s ^ 31, see {@link #offset}). The arrays are never written after construction; one instance is
 * shared by all threads using an evaluator.
 */
final class FoldedNetwork {
    static final int HIDDEN1 = 40, HIDDEN2 = 10;
    /** Second-layer width padded with zeros to 12, a whole number of 4-lane vectors. */
    static final int PADDED2 = 12;
    /**
     * The largest |pre-activation| h for which exp(h/2) and exp(−h/2) are normal doubles
     * (e^±700 against the limits e^±708), so the products never lose precision.
     */
    static final double PRODUCT_BOUND = 1400;

    /**
     * [kind][square index][neuron], kind = 2·(opponent piece) + (king): the folded first layer
     * for own man, own king, opponent man, opponent king.
     */
    final double[] firstLayer = new double[4 * Squares.COUNT * HIDDEN1];
    final double[] bias1 = new double[HIDDEN1];
    /** exp(x/2) of each value of {@link #firstLayer} and {@link #bias1}. */
    final double[] expFirstLayer = new double[firstLayer.length], expBias1 = new double[HIDDEN1];
    /**
     * The largest |pre-activation| of any first-layer neuron, partial sums included, over every
     * possible board: |bias| + max(1, K)·Σ over the 32 squares of |folded value|.
     */
    final double largestPreActivation;
    /** Whether products of {@link #expFirstLayer} rows never leave the normal range. */
    final boolean productsInRange;
    /** [neuron][input], as in the parameter vector. */
    final double[] weights2 = new double[HIDDEN2 * HIDDEN1];
    /** [input][neuron], each row padded to {@link #PADDED2}. */
    final double[] weights2ByInput = new double[HIDDEN1 * PADDED2];
    final double[] bias2 = new double[PADDED2];
    final double[] weights3 = new double[PADDED2];
    final double bias3;

    FoldedNetwork(Network network) {
        double[] p = network.parameters();
        double k = network.kingValue();
        int in = SubSquareInputs.COUNT;
        double largest = 0;
        for (int j = 0; j < HIDDEN1; j++) {
            double magnitudes = 0;
            for (int s = 0; s < Squares.COUNT; s++) {
                double sum = 0;
                for (int n = 0; n < in; n++) {
                    if ((SubSquareInputs.squares(n) & (1 << s)) != 0) {
                        sum += p[j * in + n];
                    }
                }
                firstLayer[row(s, false, false) + j] = sum;
                firstLayer[row(s, true, false) + j] = k * sum;
                firstLayer[row(s, false, true) + j] = -sum;
                firstLayer[row(s, true, true) + j] = -(k * sum);
                magnitudes += Math.abs(sum);
            }
            bias1[j] = p[in * HIDDEN1 + j];
            largest = Math.max(largest, Math.abs(bias1[j]) + Math.max(1, Math.abs(k)) * magnitudes);
        }
        largestPreActivation = largest;
        productsInRange = largest <= PRODUCT_BOUND;
        // StrictMath, so that the tables, and so every score, are the same on every JVM.
        for (int i = 0; i < firstLayer.length; i++) {
            expFirstLayer[i] = StrictMath.exp(firstLayer[i] / 2);
        }
        for (int j = 0; j < HIDDEN1; j++) {
            expBias1[j] = StrictMath.exp(bias1[j] / 2);
        }
        int o2 = Network.layerOffset(1);
        System.arraycopy(p, o2, weights2, 0, HIDDEN2 * HIDDEN1);
        System.arraycopy(p, o2 + HIDDEN2 * HIDDEN1, bias2, 0, HIDDEN2);
        for (int n = 0; n < HIDDEN2; n++) {
            for (int j = 0; j < HIDDEN1; j++) {
                weights2ByInput[j * PADDED2 + n] = weights2[n * HIDDEN1 + j];
            }
        }
        int o3 = Network.layerOffset(2);
        System.arraycopy(p, o3, weights3, 0, HIDDEN2);
        bias3 = p[o3 + HIDDEN2];
    }

    /** Offset in {@link #firstLayer} of the row for a piece on square index {@code s}. */
    private static int row(int s, boolean king, boolean opponent) {
        return (((opponent ? 2 : 0) + (king ? 1 : 0)) * Squares.COUNT + s) * HIDDEN1;
    }

    /**
     * The row for the piece on square index {@code s} of the real board (a king if bit s of
     * {@code kings} is set, an opponent piece if bit s of {@code opponent} is), seen from the
     * side whose {@link #flip} is given: index s ^ 31 is square s rotated 180° (33 − square), so
     * White's view needs no reversed bitboards.
     */
    static int offset(int s, int kings, int opponent, int flip) {
        return ((((opponent >>> s) & 1) << 6) + (((kings >>> s) & 1) << 5) + (s ^ flip)) * HIDDEN1;
    }

    /** 0 for Black, which sees the board as it is; 31 for White, which sees it rotated. */
    static int flip(Side side) {
        return side == Side.BLACK ? 0 : 31;
    }

    /** The pieces of the side the evaluation is not for. */
    static int opponent(int black, int white, Side side) {
        return side == Side.BLACK ? white : black;
    }
}
