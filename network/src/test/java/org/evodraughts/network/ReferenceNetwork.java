package org.evodraughts.network;

import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;

/**
 * The network's definition written as plainly as possible, with no tables or folding: the test
 * oracle every fast path is checked against.
 */
final class ReferenceNetwork {
    private ReferenceNetwork() {}

    /** The 8×8 board of square values seen by {@code side}: [row][column], 0 on light squares. */
    static double[][] board(int black, int white, int kings, Side side, double kingValue) {
        double[][] board = new double[8][8];
        for (int i = 0; i < Squares.COUNT; i++) {
            int bit = 1 << i;
            double value = 0;
            if ((black & bit) != 0) {
                value = side == Side.BLACK ? 1 : -1;
            } else if ((white & bit) != 0) {
                value = side == Side.WHITE ? 1 : -1;
            }
            if ((kings & bit) != 0) {
                value *= kingValue;
            }
            int row = Squares.row(i), column = Squares.column(i);
            if (side == Side.WHITE) { // rotate 180°
                row = 7 - row;
                column = 7 - column;
            }
            board[row][column] = value;
        }
        return board;
    }

    static double[] inputs(int black, int white, int kings, Side side, double kingValue) {
        double[][] board = board(black, white, kings, side, kingValue);
        double[] inputs = new double[91];
        int n = 0;
        for (int k = 3; k <= 8; k++) {
            for (int top = 0; top + k <= 8; top++) {
                for (int left = 0; left + k <= 8; left++) {
                    double sum = 0;
                    for (int r = top; r < top + k; r++) {
                        for (int c = left; c < left + k; c++) {
                            sum += board[r][c];
                        }
                    }
                    inputs[n++] = sum;
                }
            }
        }
        return inputs;
    }

    static double forward(Network network, double[] inputs) {
        double[] x = inputs;
        for (int layer = 0; layer < Network.LAYERS; layer++) {
            double[] y = new double[Network.outputs(layer)];
            for (int j = 0; j < y.length; j++) {
                double sum = network.bias(layer, j);
                for (int i = 0; i < x.length; i++) {
                    sum += network.weight(layer, j, i) * x[i];
                }
                y[j] = Math.tanh(sum);
            }
            x = y;
        }
        return x[0];
    }

    static double evaluate(Network network, int black, int white, int kings, Side side) {
        return forward(network, inputs(black, white, kings, side, network.kingValue()));
    }
}
