package org.evodraughts.network;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A network's shape: what its first layer reads, and the widths of its hidden layers; the output
 * is always one tanh neuron. The card's shape ({@link #CARD}, seed 001's) is
 * {@code <91, 40, 10, 1>} on the sub-square sums.
 *
 * <p>Its parameters form one flat vector with one block per weight layer, first layer first. A
 * layer with {@code in} inputs and {@code out} neurons holds its weights neuron by neuron (the
 * weight from input {@code i} into neuron {@code j} at {@code offset + j·in + i}), then its
 * {@code out} biases (bias {@code j} at {@code offset + in·out + j}). Immutable.
 *
 * @param inputs what the first layer reads
 * @param hidden the hidden layers' widths, first layer first
 */
public record NetworkShape(NetworkInputs inputs, List<Integer> hidden) {
    /** The card's shape: 91 sub-square sums, then 40 and 10 hidden units. */
    public static final NetworkShape CARD = new NetworkShape(NetworkInputs.SUBSQUARES, List.of(40, 10));

    /** At most this many hidden layers. */
    public static final int MAX_HIDDEN_LAYERS = 4;
    /** At most this many units in a hidden layer. */
    public static final int MAX_WIDTH = 1024;

    public NetworkShape {
        Objects.requireNonNull(inputs, "inputs");
        hidden = List.copyOf(hidden);
        if (hidden.isEmpty() || hidden.size() > MAX_HIDDEN_LAYERS) {
            throw new IllegalArgumentException("a network has 1–" + MAX_HIDDEN_LAYERS + " hidden layers, got " + hidden.size());
        }
        for (int width : hidden) {
            if (width < 1 || width > MAX_WIDTH) {
                throw new IllegalArgumentException("a hidden layer has 1–" + MAX_WIDTH + " units, got " + width);
            }
        }
    }

    /** The shape with these inputs and hidden widths. */
    public static NetworkShape of(NetworkInputs inputs, List<Integer> hidden) {
        return new NetworkShape(inputs, hidden);
    }

    /**
     * Hidden widths as written on a command line or in a file name: "40,10" (or "40x10").
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static List<Integer> parseHidden(String text) {
        List<Integer> widths = new ArrayList<>();
        for (String part : text.trim().split("\\s*[,x]\\s*", -1)) {
            try {
                widths.add(Integer.parseInt(part));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("hidden widths '" + text + "' must be whole numbers separated by commas, e.g. 40,10");
            }
        }
        return widths;
    }

    /** Number of weight layers: the hidden layers and the output. */
    public int layers() {
        return hidden.size() + 1;
    }

    /** Neurons per layer, input layer first, the output's 1 last: [91, 40, 10, 1] for the card. */
    public List<Integer> architecture() {
        List<Integer> sizes = new ArrayList<>(layers() + 1);
        sizes.add(inputs.count());
        sizes.addAll(hidden);
        sizes.add(1);
        return List.copyOf(sizes);
    }

    /** Inputs of weight layer {@code layer}. */
    public int inputs(int layer) {
        Objects.checkIndex(layer, layers());
        return layer == 0 ? inputs.count() : hidden.get(layer - 1);
    }

    /** Neurons of weight layer {@code layer}. */
    public int outputs(int layer) {
        Objects.checkIndex(layer, layers());
        return layer == hidden.size() ? 1 : hidden.get(layer);
    }

    /** Parameters in layer {@code layer}'s block: inputs·outputs weights plus outputs biases. */
    public int layerParameterCount(int layer) {
        return inputs(layer) * outputs(layer) + outputs(layer);
    }

    /** Where layer {@code layer}'s block starts in the flat parameter vector. */
    public int layerOffset(int layer) {
        int offset = 0;
        for (int l = 0; l < layer; l++) {
            offset += layerParameterCount(l);
        }
        return offset;
    }

    /** Length of the flat parameter vector: 4,101 for the card. */
    public int parameterCount() {
        return layerOffset(layers());
    }

    /** Pieces on a typical middle-game board: the first layer adds one row per piece. */
    static final int TYPICAL_PIECES = 16;

    /**
     * The multiply-adds of one evaluation by the folded paths: a row of the first layer's width
     * per piece (for {@link #TYPICAL_PIECES} pieces), then every later layer's inputs times its
     * neurons. 1,050 for the card; the inputs do not count, since they fold away.
     */
    public int multiplyAdds() {
        int sum = TYPICAL_PIECES * hidden.getFirst();
        for (int l = 1; l < layers(); l++) {
            sum += inputs(l) * outputs(l);
        }
        return sum;
    }

    /** An evaluation's cost in the card's: {@link #multiplyAdds()} over the card's (1 for the card). */
    public double cost() {
        return (double) multiplyAdds() / CARD.multiplyAdds();
    }

    /** Whether this is the card's shape. */
    public boolean isCard() {
        return equals(CARD);
    }

    /**
     * Whether a network of this shape can grow into {@code larger} keeping what it computes: the
     * same number of hidden layers, none narrower, and every input kept.
     */
    public boolean growsInto(NetworkShape larger) {
        if (!larger.inputs.holds(inputs) || larger.hidden.size() != hidden.size()) {
            return false;
        }
        for (int l = 0; l < hidden.size(); l++) {
            if (larger.hidden.get(l) < hidden.get(l)) {
                return false;
            }
        }
        return true;
    }

    /** "both 128,32" style: the inputs and the hidden widths, as the options take them. */
    public String describe() {
        return inputs.key() + " " + String.join(",", hidden.stream().map(String::valueOf).toList());
    }

    @Override
    public String toString() {
        return architecture() + " on " + inputs.key();
    }
}
