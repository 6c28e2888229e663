package org.evodraughts.network;

import java.util.Arrays;
import org.evodraughts.checkers.Side;

/**
 * A network whose parameters change in place, for gradient training (temporal-difference
 * learning): the forward pass on {@link SubSquareInputs}, and the gradient of the output with
 * respect to every parameter by back-propagation through the three tanh layers. Parameters use
 * {@link Network}'s flat layout, so {@link #toNetwork()} gives the trained network back.
 *
 * <p>Plain sums, not the search's folded and vectorised paths: training evaluates each network
 * state a few times only, so building those tables would cost more than it saves. Its values
 * agree with {@link NetworkEvaluator}'s to rounding. Does not allocate after construction.
 * Not thread-safe: one trainer per thread.
 */
public final class TrainableNetwork {
    private static final int IN = Network.ARCHITECTURE.get(0), H1 = Network.ARCHITECTURE.get(1),
            H2 = Network.ARCHITECTURE.get(2);
    private static final int W1 = Network.layerOffset(0), B1 = W1 + IN * H1;
    private static final int W2 = Network.layerOffset(1), B2 = W2 + H1 * H2;
    private static final int W3 = Network.layerOffset(2), B3 = W3 + H2;

    private final double kingValue;
    private final double[] parameters;
    private final double[] inputs = new double[IN];
    private final double[] hidden1 = new double[H1];
    private final double[] hidden2 = new double[H2];
    private final double[] delta1 = new double[H1];
    private final double[] delta2 = new double[H2];

    /** A trainable copy of {@code network}. */
    public TrainableNetwork(Network network) {
        this.kingValue = network.kingValue();
        this.parameters = network.parameters();
    }

    /** The output for the position seen by {@code side}, as {@link NetworkEvaluator#evaluate} gives it. */
    public double value(int black, int white, int kings, Side side) {
        SubSquareInputs.encode(black, white, kings, side, kingValue, inputs, 0);
        return forward();
    }

    /**
     * The output for the position seen by {@code side}, and its gradient with respect to every
     * parameter written into {@code gradient} (length {@link Network#PARAMETER_COUNT}).
     */
    public double valueAndGradient(int black, int white, int kings, Side side, double[] gradient) {
        double out = value(black, white, kings, side);
        double d3 = 1 - out * out;
        gradient[B3] = d3;
        for (int n = 0; n < H2; n++) {
            gradient[W3 + n] = d3 * hidden2[n];
            delta2[n] = d3 * parameters[W3 + n] * (1 - hidden2[n] * hidden2[n]);
        }
        Arrays.fill(delta1, 0);
        for (int n = 0; n < H2; n++) {
            gradient[B2 + n] = delta2[n];
            int row = W2 + n * H1;
            for (int j = 0; j < H1; j++) {
                gradient[row + j] = delta2[n] * hidden1[j];
                delta1[j] += delta2[n] * parameters[row + j];
            }
        }
        for (int j = 0; j < H1; j++) {
            double d = delta1[j] * (1 - hidden1[j] * hidden1[j]);
            gradient[B1 + j] = d;
            int row = W1 + j * IN;
            for (int i = 0; i < IN; i++) {
                gradient[row + i] = d * inputs[i];
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

    /** Copies every parameter into {@code into} (length {@link Network#PARAMETER_COUNT}). */
    public void copyParametersTo(double[] into) {
        System.arraycopy(parameters, 0, into, 0, parameters.length);
    }

    /** Sets every parameter from {@code from} (length {@link Network#PARAMETER_COUNT}). */
    public void setParameters(double[] from) {
        if (from.length != parameters.length) {
            throw new IllegalArgumentException("expected " + parameters.length + " parameters, got " + from.length);
        }
        System.arraycopy(from, 0, parameters, 0, parameters.length);
    }

    /** The network as it is now. */
    public Network toNetwork() {
        return Network.ofParameters(parameters, kingValue);
    }

    private double forward() {
        for (int j = 0; j < H1; j++) {
            double sum = parameters[B1 + j];
            int row = W1 + j * IN;
            for (int i = 0; i < IN; i++) {
                sum += parameters[row + i] * inputs[i];
            }
            hidden1[j] = Math.tanh(sum);
        }
        double out = parameters[B3];
        for (int n = 0; n < H2; n++) {
            double sum = parameters[B2 + n];
            int row = W2 + n * H1;
            for (int j = 0; j < H1; j++) {
                sum += parameters[row + j] * hidden1[j];
            }
            hidden2[n] = Math.tanh(sum);
            out += parameters[W3 + n] * hidden2[n];
        }
        return Math.tanh(out);
    }
}
