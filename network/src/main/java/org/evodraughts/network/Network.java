package org.evodraughts.network;

import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * An immutable fully connected 91→40→10→1 network with tanh on every layer (output in −1..1),
 * plus the king value K its {@linkplain SubSquareInputs inputs} use.
 *
 * <p><b>Parameter (genome) layout.</b> The 4,101 parameters form one flat vector with one block
 * per layer, layer 0 (91→40) first. A layer with {@code in} inputs and {@code out} neurons holds
 * its weights first, neuron by neuron — the weight from input {@code i} into neuron {@code j} is
 * at {@code offset + j·in + i} — then its {@code out} biases, bias {@code j} at
 * {@code offset + in·out + j}. So block lengths are 3,680 (91·40 + 40), 410 (40·10 + 10) and
 * 11 (10·1 + 1), at offsets 0, 3,680 and 4,090. Neuron j of a layer computes
 * {@code tanh(bias[j] + Σ_i weight[j][i]·x[i])}.
 *
 * <p>Immutable and thread-safe; every array handed in or out is copied. Equality compares
 * the king value and all parameters bit for bit.
 */
public final class Network {
    /** Neurons per layer, input layer first. */
    public static final List<Integer> ARCHITECTURE = List.of(SubSquareInputs.COUNT, 40, 10, 1);
    /** Number of weight layers. */
    public static final int LAYERS = ARCHITECTURE.size() - 1;
    /** Length of the flat parameter vector: 4,101. */
    public static final int PARAMETER_COUNT;
    public static final String ACTIVATION = "tanh";
    public static final double DEFAULT_KING_VALUE = 1.5;

    private static final int[] OFFSET = new int[LAYERS + 1];

    static {
        for (int l = 0; l < LAYERS; l++) {
            OFFSET[l + 1] = OFFSET[l] + layerParameterCount(l);
        }
        PARAMETER_COUNT = OFFSET[LAYERS];
    }

    /**
     * The largest weight or bias a network may have. Evolved and trained networks stay far below
     * it; near {@code Double.MAX_VALUE} a layer's sum overflows to infinity and the score turns
     * into NaN.
     */
    public static final double MAX_PARAMETER = 1e6;

    private final double kingValue;
    private final double[] parameters;

    private Network(double kingValue, double[] parameters) {
        if (!Double.isFinite(kingValue) || kingValue <= 0) {
            throw new IllegalArgumentException("king value must be a finite number above 0, got " + kingValue);
        }
        if (parameters.length != PARAMETER_COUNT) {
            throw new IllegalArgumentException(
                    "a network has " + PARAMETER_COUNT + " parameters, got " + parameters.length);
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
        this.kingValue = kingValue;
        this.parameters = parameters;
    }

    /** A network from the flat parameter vector described in the class comment (copied). */
    public static Network ofParameters(double[] parameters, double kingValue) {
        return new Network(kingValue, parameters.clone());
    }

    /**
     * A network from one block per layer (as a GA keeps one chromosome per layer); block
     * {@code l} must have {@link #layerParameterCount(int) layerParameterCount(l)} values.
     */
    public static Network ofLayers(List<double[]> layers, double kingValue) {
        if (layers.size() != LAYERS) {
            throw new IllegalArgumentException("a network has " + LAYERS + " layers, got " + layers.size());
        }
        double[] parameters = new double[PARAMETER_COUNT];
        for (int l = 0; l < LAYERS; l++) {
            double[] block = layers.get(l);
            if (block.length != layerParameterCount(l)) {
                throw new IllegalArgumentException("layer " + l + " has " + layerParameterCount(l)
                        + " parameters, got " + block.length);
            }
            System.arraycopy(block, 0, parameters, OFFSET[l], block.length);
        }
        return new Network(kingValue, parameters);
    }

    /** A random network with the default king value; see {@link #random(RandomGenerator, double)}. */
    public static Network random(RandomGenerator random) {
        return random(random, DEFAULT_KING_VALUE);
    }

    /**
     * A network whose every parameter is {@code random.nextDouble(-1, 1)}, drawn in parameter
     * order, so the same generator state always gives the same network.
     */
    public static Network random(RandomGenerator random, double kingValue) {
        double[] parameters = new double[PARAMETER_COUNT];
        for (int p = 0; p < parameters.length; p++) {
            parameters[p] = random.nextDouble(-1.0, 1.0);
        }
        return new Network(kingValue, parameters);
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
        return Arrays.copyOfRange(parameters, OFFSET[layer], OFFSET[layer + 1]);
    }

    /** The weight from input {@code input} of layer {@code layer} into its neuron {@code neuron}. */
    public double weight(int layer, int neuron, int input) {
        return parameters[OFFSET[layer] + checkedNeuron(layer, neuron) * inputs(layer) + checkedInput(layer, input)];
    }

    /** The bias of neuron {@code neuron} of layer {@code layer}. */
    public double bias(int layer, int neuron) {
        return parameters[OFFSET[layer] + inputs(layer) * outputs(layer) + checkedNeuron(layer, neuron)];
    }

    /** Inputs of weight layer {@code layer} (0–2): 91, 40 or 10. */
    public static int inputs(int layer) {
        return ARCHITECTURE.get(layer);
    }

    /** Neurons of weight layer {@code layer} (0–2): 40, 10 or 1. */
    public static int outputs(int layer) {
        return ARCHITECTURE.get(layer + 1);
    }

    /** Parameters in layer {@code layer}'s block: inputs·outputs weights plus outputs biases. */
    public static int layerParameterCount(int layer) {
        return inputs(layer) * outputs(layer) + outputs(layer);
    }

    /** Where layer {@code layer}'s block starts in the flat parameter vector. */
    public static int layerOffset(int layer) {
        return OFFSET[layer];
    }

    /**
     * The Euclidean (L2) norm of the difference of the two networks' parameter vectors: 0 only
     * for the same weights, about 4–5 between two unrelated fan-in starts. The king value is not
     * a parameter and does not count.
     */
    public double distanceTo(Network other) {
        double sum = 0;
        for (int p = 0; p < PARAMETER_COUNT; p++) {
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
     * the same list always gives the same network). They must share one king value: a mean of
     * networks that read their inputs differently would read them as neither does.
     */
    public static Network mean(List<Network> networks) {
        if (networks.isEmpty()) {
            throw new IllegalArgumentException("the mean of no networks is not a network");
        }
        double kingValue = networks.getFirst().kingValue;
        double[] sums = new double[PARAMETER_COUNT];
        for (Network network : networks) {
            if (Double.doubleToLongBits(network.kingValue) != Double.doubleToLongBits(kingValue)) {
                throw new IllegalArgumentException("the networks' king values differ (" + kingValue + " and "
                        + network.kingValue + "): a mean needs one");
            }
            for (int p = 0; p < PARAMETER_COUNT; p++) {
                sums[p] += network.parameters[p];
            }
        }
        for (int p = 0; p < PARAMETER_COUNT; p++) {
            sums[p] /= networks.size();
        }
        return new Network(kingValue, sums);
    }

    private static int checkedNeuron(int layer, int neuron) {
        return java.util.Objects.checkIndex(neuron, outputs(layer));
    }

    private static int checkedInput(int layer, int input) {
        return java.util.Objects.checkIndex(input, inputs(layer));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Network other
                && Double.doubleToLongBits(kingValue) == Double.doubleToLongBits(other.kingValue)
                && Arrays.equals(parameters, other.parameters);
    }

    @Override
    public int hashCode() {
        return 31 * Double.hashCode(kingValue) + Arrays.hashCode(parameters);
    }

    @Override
    public String toString() {
        return "Network" + ARCHITECTURE + "(K=" + kingValue + ", " + PARAMETER_COUNT + " parameters)";
    }
}
