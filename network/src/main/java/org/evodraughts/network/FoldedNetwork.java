package org.evodraughts.network;

import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;

/**
 * A network rearranged for fast single-position evaluation.
 *
 * <p>The 91 inputs are a fixed linear map of the 32 square values (input n is the sum of the
 * values on window n's squares), so the first layer folds into one 40-vector per square: column
 * s of W1·M, where M is the 91×32 window membership matrix. The first layer's pre-activation is
 * then the bias, plus that vector for each own man (K times it for an own king), minus it for
 * each opponent man (K times it for a king): at most 32 additions of 40-vectors instead of
 * 91·40 multiply-adds plus the inputs. The other layers are kept as they are.
 *
 * <p>Square indexes here are those of the side evaluated for: White's are rotated (index
 * s ^ 31, see {@link #offset(int, int, int)}). The arrays are never written after construction;
 * one instance is shared by all threads using an evaluator.
 */
final class FoldedNetwork {
    static final int HIDDEN1 = 40, HIDDEN2 = 10;
    /** Second-layer width padded with zeros to 12, a whole number of 4-lane vectors. */
    static final int PADDED2 = 12;

    /**
     * [kind][square index][neuron], kind 0 for a man and 1 for a king (scaled by K): the folded
     * first layer for an own piece; an opponent piece subtracts the same vector.
     */
    final double[] firstLayer = new double[2 * Squares.COUNT * HIDDEN1];
    final double[] bias1 = new double[HIDDEN1];
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
        for (int j = 0; j < HIDDEN1; j++) {
            for (int s = 0; s < Squares.COUNT; s++) {
                double sum = 0;
                for (int n = 0; n < in; n++) {
                    if ((SubSquareInputs.squares(n) & (1 << s)) != 0) {
                        sum += p[j * in + n];
                    }
                }
                firstLayer[offset(s, false) + j] = sum;
                firstLayer[offset(s, true) + j] = k * sum;
            }
            bias1[j] = p[in * HIDDEN1 + j];
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

    /** Offset in {@link #firstLayer} of the 40-vector for a man or king on square index {@code s}. */
    static int offset(int s, boolean king) {
        return ((king ? Squares.COUNT : 0) + s) * HIDDEN1;
    }

    /**
     * The offset for the piece on square index {@code s} of the real board, a king if bit s of
     * {@code kings} is set, seen from the side whose {@link #flip} is given: index s ^ 31 is
     * square s rotated 180° (33 − square), so White's view needs no reversed bitboards.
     */
    static int offset(int s, int kings, int flip) {
        return ((((kings >>> s) & 1) << 5) + (s ^ flip)) * HIDDEN1;
    }

    /** 0 for Black, which sees the board as it is; 31 for White, which sees it rotated. */
    static int flip(Side side) {
        return side == Side.BLACK ? 0 : 31;
    }

    /** The pieces of the side evaluated for. */
    static int own(int black, int white, Side side) {
        return side == Side.BLACK ? black : white;
    }

    static int opponent(int black, int white, Side side) {
        return side == Side.BLACK ? white : black;
    }
}
