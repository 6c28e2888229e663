package org.evodraughts.network;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * An immutable fully connected network with tanh on every layer (output in −1..1), of a
 * {@link NetworkShape}, plus the king value K its sub-square inputs use. The card's shape
 * ({@link NetworkShape#CARD}) is 91→40→10→1 on the {@linkplain SubSquareInputs sub-square sums}.
 *
 * <p><b>Parameter (genome) layout.</b> The parameters form one flat vector with one block per
 * layer, layer 0 first, as {@link NetworkShape} documents. For the card: 4,101 parameters in
 * blocks of 3,680 (91·40 + 40), 410 (40·10 + 10) and 11 (10·1 + 1), at offsets 0, 3,680 and
 * 4,090. Neuron j of a layer computes {@code tanh(bias[j] + Σ_i weight[j][i]·x[i])}.
 *
 * <p>Immutable and thread-safe; every array handed in or out is copied. Equality compares the
 * shape, the king value and all parameters bit for bit.
 */
public final class Network {
    /** Neurons per layer of the card's shape, input layer first. */
    public static final List<Integer> ARCHITECTURE = NetworkShape.CARD.architecture();
    /** Number of weight layers of the card's shape. */
    public static final int LAYERS = NetworkShape.CARD.layers();
    /** Length of the card's flat parameter vector: 4,101. */
    public static final int PARAMETER_COUNT = NetworkShape.CARD.parameterCount();
    public static final String ACTIVATION = "tanh";
    public static final double DEFAULT_KING_VALUE = 1.5;

    /**
     * The largest weight or bias a network may have. Evolved and trained networks stay far below
     * it; near {@code Double.MAX_VALUE} a layer's sum overflows to infinity and the score turns
     * into NaN.
     */
    public static final double MAX_PARAMETER = 1e6;

    private final NetworkShape shape;
    private final double kingValue;
    private final double[] parameters;

    private Network(NetworkShape shape, double kingValue, double[] parameters) {
        if (!Double.isFinite(kingValue) || kingValue <= 0) {
            throw new IllegalArgumentException("king value must be a finite number above 0, got " + kingValue);
        }
        if (parameters.length != shape.parameterCount()) {
            throw new IllegalArgumentException(
                    "a network of shape " + shape + " has " + shape.parameterCount() + " parameters, got " + parameters.length);
        }
        for (int p = 0; p < parameters.length; p++) {
            if (!Double.isFinite(parameters[p])) {
                throw new IllegalArgumentException("parameter " + p + " is " + parameters[p] + ", not a finite number");
            }
            if (Math.abs(parameters[p]) > MAX_PARAMETER) {
                throw new IllegalArgumentException("parameter " + p + " is " + parameters[p] + ", beyond ±" + MAX_PARAMETER
                        + " (the network's sums would overflow and its score would not be a number)");
            }
        }
        this.shape = shape;
        this.kingValue = kingValue;
        this.parameters = parameters;
    }

    /** A card-shaped network from the flat parameter vector described in the class comment (copied). */
    public static Network ofParameters(double[] parameters, double kingValue) {
        return ofParameters(NetworkShape.CARD, parameters, kingValue);
    }

    /** A network of {@code shape} from its flat parameter vector (copied). */
    public static Network ofParameters(NetworkShape shape, double[] parameters, double kingValue) {
        return new Network(shape, kingValue, parameters.clone());
    }

    /** A card-shaped network from one block per layer; see {@link #ofLayers(NetworkShape, List, double)}. */
    public static Network ofLayers(List<double[]> layers, double kingValue) {
        return ofLayers(NetworkShape.CARD, layers, kingValue);
    }

    /**
     * A network of {@code shape} from one block per layer (as a GA keeps one chromosome per
     * layer); block {@code l} must have {@code shape.layerParameterCount(l)} values.
     */
    public static Network ofLayers(NetworkShape shape, List<double[]> layers, double kingValue) {
        if (layers.size() != shape.layers()) {
            throw new IllegalArgumentException("a network of shape " + shape + " has " + shape.layers() + " layers, got "
                    + layers.size());
        }
        double[] parameters = new double[shape.parameterCount()];
        for (int l = 0; l < shape.layers(); l++) {
            double[] block = layers.get(l);
            if (block.length != shape.layerParameterCount(l)) {
                throw new IllegalArgumentException("layer " + l + " has " + shape.layerParameterCount(l)
                        + " parameters, got " + block.length);
            }
            System.arraycopy(block, 0, parameters, shape.layerOffset(l), block.length);
        }
        return new Network(shape, kingValue, parameters);
    }

    /** A random card-shaped network with the default king value; see {@link #random(NetworkShape, RandomGenerator, double)}. */
    public static Network random(RandomGenerator random) {
        return random(random, DEFAULT_KING_VALUE);
    }

    /** A random card-shaped network; see {@link #random(NetworkShape, RandomGenerator, double)}. */
    public static Network random(RandomGenerator random, double kingValue) {
        return random(NetworkShape.CARD, random, kingValue);
    }

    /**
     * A network whose every parameter is {@code random.nextDouble(-1, 1)}, drawn in parameter
     * order, so the same generator state always gives the same network.
     */
    public static Network random(NetworkShape shape, RandomGenerator random, double kingValue) {
        double[] parameters = new double[shape.parameterCount()];
        for (int p = 0; p < parameters.length; p++) {
            parameters[p] = random.nextDouble(-1.0, 1.0);
        }
        return new Network(shape, kingValue, parameters);
    }

    public NetworkShape shape() {
        return shape;
    }

    public double kingValue() {
        return kingValue;
    }

    /** A copy of the flat parameter vector. */
    public double[] parameters() {
        return parameters.clone();
    }

    /** A copy of layer {@code l}'s block of the parameter vector (its weights, then its biases). */
    public double[] layerParameters(int layer) {
        return Arrays.copyOfRange(parameters, shape.layerOffset(layer), shape.layerOffset(layer + 1));
    }

    /** The weight from input {@code input} of layer {@code layer} into its neuron {@code neuron}. */
    public double weight(int layer, int neuron, int input) {
        return parameters[shape.layerOffset(layer) + Objects.checkIndex(neuron, shape.outputs(layer)) * shape.inputs(layer)
                + Objects.checkIndex(input, shape.inputs(layer))];
    }

    /** The bias of neuron {@code neuron} of layer {@code layer}. */
    public double bias(int layer, int neuron) {
        return parameters[shape.layerOffset(layer) + shape.inputs(layer) * shape.outputs(layer)
                + Objects.checkIndex(neuron, shape.outputs(layer))];
    }

    /** Inputs of the card's weight layer {@code layer} (0–2): 91, 40 or 10. */
    public static int inputs(int layer) {
        return NetworkShape.CARD.inputs(layer);
    }

    /** Neurons of the card's weight layer {@code layer} (0–2): 40, 10 or 1. */
    public static int outputs(int layer) {
        return NetworkShape.CARD.outputs(layer);
    }

    /** Parameters in the card's layer {@code layer}'s block: inputs·outputs weights plus outputs biases. */
    public static int layerParameterCount(int layer) {
        return NetworkShape.CARD.layerParameterCount(layer);
    }

    /** Where the card's layer {@code layer}'s block starts in the flat parameter vector. */
    public static int layerOffset(int layer) {
        return NetworkShape.CARD.layerOffset(layer);
    }

    /**
     * The Euclidean (L2) norm of the difference of the two networks' parameter vectors: 0 only
     * for the same weights, about 4–5 between two unrelated fan-in starts of the card. The king
     * value is not a parameter and does not count.
     *
     * @throws IllegalArgumentException if the shapes differ
     */
    public double distanceTo(Network other) {
        requireSameShape(other, "a distance");
        double sum = 0;
        for (int p = 0; p < parameters.length; p++) {
            double d = parameters[p] - other.parameters[p];
            sum += d * d;
        }
        return Math.sqrt(sum);
    }

    /** The Euclidean (L2) norm of the parameter vector: the distance from the all-zero network. */
    public double norm() {
        double sum = 0;
        for (double v : parameters) {
            sum += v * v;
        }
        return Math.sqrt(sum);
    }

    /**
     * The network whose every parameter is the mean of the networks' (summed in list order, so
     * the same list always gives the same network). They must share one shape and one king value:
     * a mean of networks that read their inputs differently would read them as neither does.
     */
    public static Network mean(List<Network> networks) {
        if (networks.isEmpty()) {
            throw new IllegalArgumentException("the mean of no networks is not a network");
        }
        Network first = networks.getFirst();
        double[] sums = new double[first.parameters.length];
        for (Network network : networks) {
            first.requireSameShape(network, "a mean");
            if (Double.doubleToLongBits(network.kingValue) != Double.doubleToLongBits(first.kingValue)) {
                throw new IllegalArgumentException("the networks' king values differ (" + first.kingValue + " and "
                        + network.kingValue + "): a mean needs one");
            }
            for (int p = 0; p < sums.length; p++) {
                sums[p] += network.parameters[p];
            }
        }
        for (int p = 0; p < sums.length; p++) {
            sums[p] /= networks.size();
        }
        return new Network(first.shape, first.kingValue, sums);
    }

    private void requireSameShape(Network other, String what) {
        if (!shape.equals(other.shape)) {
            throw new IllegalArgumentException("the networks' shapes differ (" + shape + " and " + other.shape + "): "
                    + what + " needs one");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Network other
                && shape.equals(other.shape)
                && Double.doubleToLongBits(kingValue) == Double.doubleToLongBits(other.kingValue)
                && Arrays.equals(parameters, other.parameters);
    }

    @Override
    public int hashCode() {
        return 31 * Double.hashCode(kingValue) + Arrays.hashCode(parameters);
    }

    @Override
    public String toString() {
        return "Network" + shape.architecture() + "(" + shape.inputs().key() + ", K=" + kingValue + ", "
                + parameters.length + " parameters)";
    }
}
