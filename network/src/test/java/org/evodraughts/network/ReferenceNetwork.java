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

    /**
     * The piece inputs by their definition: for each of own man, own king, opponent man, opponent
     * king, the squares in index order as the side sees them, men skipping their crowning row.
     */
    static double[] pieceInputs(int black, int white, int kings, Side side) {
        double[][] board = board(black, white, kings, side, 2);
        double[] inputs = new double[120];
        int n = 0;
        for (double kind : new double[] {1, 2, -1, -2}) {
            for (int i = 0; i < Squares.COUNT; i++) {
                int row = Squares.row(i);
                boolean man = Math.abs(kind) == 1;
                if (man && (kind > 0 ? row == 7 : row == 0)) {
                    continue;
                }
                inputs[n++] = board[row][Squares.column(i)] == kind ? 1 : 0;
            }
        }
        return inputs;
    }

    /** The inputs of {@code inputs}' kind: the sums, the piece inputs, or both in that order. */
    static double[] inputs(NetworkInputs inputs, int black, int white, int kings, Side side, double kingValue) {
        return switch (inputs) {
            case SUBSQUARES -> inputs(black, white, kings, side, kingValue);
            case PIECES -> pieceInputs(black, white, kings, side);
            case BOTH -> {
                double[] both = new double[211];
                System.arraycopy(inputs(black, white, kings, side, kingValue), 0, both, 0, 91);
                System.arraycopy(pieceInputs(black, white, kings, side), 0, both, 91, 120);
                yield both;
            }
        };
    }

    static double forward(Network network, double[] inputs) {
        double[] x = inputs;
        for (int layer = 0; layer < network.shape().layers(); layer++) {
            double[] y = new double[network.shape().outputs(layer)];
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
        return forward(network, inputs(network.shape().inputs(), black, white, kings, side, network.kingValue()));
    }
}
