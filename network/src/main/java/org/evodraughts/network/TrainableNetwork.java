package org.evodraughts.network;

import java.util.Arrays;
import org.evodraughts.checkers.Side;

/**
 * A network whose parameters change in place, for gradient training (temporal-difference
 * learning): the forward pass on the network's inputs, and the gradient of the output with
 * respect to every parameter by back-propagation through the tanh layers. Parameters use
 * {@link Network}'s flat layout, so {@link #toNetwork()} gives the trained network back.
 *
 * <p>Plain sums, not the search's folded and vectorised paths: the weights change after every
 * move, so building those tables would cost more than it saves. The piece inputs are 0 or 1,
 * so only those set are summed (at most 24 of 120). Its values agree with
 * {@link NetworkEvaluator}'s to rounding. Does not allocate after construction. Not
 * thread-safe: one trainer per thread.
 */
public final class TrainableNetwork {
    private final NetworkShape shape;
    private final double kingValue;
    private final double[] parameters;
    /** The sub-square sums (none without them), and the piece inputs that are set. */
    private final double[] sums;
    private final int[] pieces = new int[24];
    private int pieceCount;
    private final int inputs, firstPiece;
    /** Per hidden layer: where its weights and biases start, its width, and its activations and deltas. */
    private final int[] weightsAt, biasesAt, widths;
    private final double[][] activations, deltas;
    private final int outputWeights, outputBias;

    /** A trainable copy of {@code network}. */
    public TrainableNetwork(Network network) {
        shape = network.shape();
        kingValue = network.kingValue();
        parameters = network.parameters();
        inputs = shape.inputs().count();
        firstPiece = shape.inputs().firstPieceInput();
        sums = new double[shape.inputs().hasSubSquares() ? SubSquareInputs.COUNT : 0];
        int hiddenLayers = shape.hidden().size();
        weightsAt = new int[hiddenLayers];
        biasesAt = new int[hiddenLayers];
        widths = new int[hiddenLayers];
        activations = new double[hiddenLayers][];
        deltas = new double[hiddenLayers][];
        for (int l = 0; l < hiddenLayers; l++) {
            weightsAt[l] = shape.layerOffset(l);
            biasesAt[l] = weightsAt[l] + shape.inputs(l) * shape.outputs(l);
            widths[l] = shape.outputs(l);
            activations[l] = new double[widths[l]];
            deltas[l] = new double[widths[l]];
        }
        outputWeights = shape.layerOffset(hiddenLayers);
        outputBias = outputWeights + widths[hiddenLayers - 1];
    }

    /** The output for the position seen by {@code side}, as {@link NetworkEvaluator#evaluate} gives it. */
    public double value(int black, int white, int kings, Side side) {
        if (sums.length > 0) {
            SubSquareInputs.encode(black, white, kings, side, kingValue, sums, 0);
        }
        pieceCount = shape.inputs().hasPieces() ? PieceInputs.setInputs(black, white, kings, side, pieces) : 0;
        return forward();
    }

    /**
     * The output for the position seen by {@code side}, and its gradient with respect to every
     * parameter written into {@code gradient} (length {@code shape().parameterCount()}).
     */
    public double valueAndGradient(int black, int white, int kings, Side side, double[] gradient) {
        double out = value(black, white, kings, side);
        int last = widths.length - 1;
        double[] top = activations[last], topDelta = deltas[last];
        double d = 1 - out * out;
        gradient[outputBias] = d;
        for (int n = 0; n < top.length; n++) {
            gradient[outputWeights + n] = d * top[n];
            topDelta[n] = d * parameters[outputWeights + n] * (1 - top[n] * top[n]);
        }
        for (int l = last; l > 0; l--) {
            double[] delta = deltas[l], below = activations[l - 1], belowDelta = deltas[l - 1];
            int in = widths[l - 1];
            Arrays.fill(belowDelta, 0);
            for (int n = 0; n < delta.length; n++) {
                gradient[biasesAt[l] + n] = delta[n];
                int row = weightsAt[l] + n * in;
                for (int j = 0; j < in; j++) {
                    gradient[row + j] = delta[n] * below[j];
                    belowDelta[j] += delta[n] * parameters[row + j];
                }
            }
            for (int j = 0; j < in; j++) {
                belowDelta[j] *= 1 - below[j] * below[j];
            }
        }
        double[] first = deltas[0];
        for (int j = 0; j < first.length; j++) {
            double dj = first[j];
            gradient[biasesAt[0] + j] = dj;
            int row = j * inputs;
            for (int i = 0; i < sums.length; i++) {
                gradient[row + i] = dj * sums[i];
            }
            if (firstPiece < inputs) { // the piece inputs: 1 where set, else 0
                Arrays.fill(gradient, row + firstPiece, row + inputs, 0);
                for (int k = 0; k < pieceCount; k++) {
                    gradient[row + firstPiece + pieces[k]] = dj;
                }
            }
        }
        return out;
    }

    /** Adds {@code scale · direction[p]} to every parameter p. */
    public void step(double scale, double[] direction) {
        for (int p = 0; p < parameters.length; p++) {
            parameters[p] += scale * direction[p];
        }
    }

    /** Adds every parameter to {@code sums[p]}: for averaging the weights along training. */
    public void addParametersTo(double[] sums) {
        for (int p = 0; p < parameters.length; p++) {
            sums[p] += parameters[p];
        }
    }

    /** Copies every parameter into {@code into} (length {@code shape().parameterCount()}). */
    public void copyParametersTo(double[] into) {
        System.arraycopy(parameters, 0, into, 0, parameters.length);
    }

    /** Sets every parameter from {@code from} (length {@code shape().parameterCount()}). */
    public void setParameters(double[] from) {
        if (from.length != parameters.length) {
            throw new IllegalArgumentException("expected " + parameters.length + " parameters, got " + from.length);
        }
        System.arraycopy(from, 0, parameters, 0, parameters.length);
    }

    /** The shape of the network trained. */
    public NetworkShape shape() {
        return shape;
    }

    /** The number of parameters: the length of a gradient. */
    public int parameterCount() {
        return parameters.length;
    }

    /** The network as it is now. */
    public Network toNetwork() {
        return Network.ofParameters(shape, parameters, kingValue);
    }

    private double forward() {
        double[] h = activations[0];
        for (int j = 0; j < h.length; j++) {
            double sum = parameters[biasesAt[0] + j];
            int row = j * inputs;
            for (int i = 0; i < sums.length; i++) {
                sum += parameters[row + i] * sums[i];
            }
            for (int k = 0; k < pieceCount; k++) {
                sum += parameters[row + firstPiece + pieces[k]];
            }
            h[j] = Math.tanh(sum);
        }
        for (int l = 1; l < widths.length; l++) {
            double[] below = h;
            h = activations[l];
            int in = below.length;
            for (int n = 0; n < h.length; n++) {
                double sum = parameters[biasesAt[l] + n];
                int row = weightsAt[l] + n * in;
                for (int j = 0; j < in; j++) {
                    sum += parameters[row + j] * below[j];
                }
                h[n] = Math.tanh(sum);
            }
        }
        double out = parameters[outputBias];
        for (int n = 0; n < h.length; n++) {
            out += parameters[outputWeights + n] * h[n];
        }
        return Math.tanh(out);
    }
}
