package org.evodraughts.network;

import java.util.random.RandomGenerator;

/**
 * Carries a network into a larger shape without changing what it computes, so that training or
 * evolution can go on from it with room to grow (as Net2Net does, Chen, Goodfellow and Shlens
 * 2016): every weight it had stays; the rows of added inputs start at zero, and so do added
 * units' outgoing weights, so the old units and the output see exactly what they saw. Added
 * units' own weights and biases are drawn at random, scaled by 1/√(fan-in) as a fan-in start
 * is: with zero weights in as well as out, a unit's gradient would be zero and it would never
 * learn.
 *
 * <p>Every evaluation path scores the grown network exactly as the original, bit for bit: a
 * neuron's sums take its inputs in order, and the added terms are zeros at the end. Stateless.
 */
public final class NetworkGrowth {
    private NetworkGrowth() {}

    /**
     * {@code network} in the shape {@code larger}, added units' weights drawn from {@code random}
     * layer by layer, unit by unit, each unit's weights and then its bias.
     *
     * @throws IllegalArgumentException if the network cannot grow into that shape (fewer inputs
     *                                  or units, or another number of hidden layers)
     */
    public static Network grow(Network network, NetworkShape larger, RandomGenerator random) {
        NetworkShape shape = network.shape();
        if (!shape.growsInto(larger)) {
            throw new IllegalArgumentException("a network of shape " + shape + " cannot grow into " + larger
                    + ": it keeps every input and unit, so the inputs must hold its own (subsquares or pieces grow into both)"
                    + " and each of its " + shape.hidden().size() + " hidden layers must be at least as wide");
        }
        double[] from = network.parameters();
        double[] to = new double[larger.parameterCount()];
        int[] inputMap = inputMap(shape.inputs(), larger.inputs());
        for (int l = 0; l < larger.layers(); l++) {
            int oldIn = shape.inputs(l), oldOut = shape.outputs(l);
            int newIn = larger.inputs(l), newOut = larger.outputs(l);
            int oldAt = shape.layerOffset(l), newAt = larger.layerOffset(l);
            double scale = 1 / Math.sqrt(newIn);
            for (int j = 0; j < newOut; j++) {
                boolean added = j >= oldOut;
                for (int i = 0; i < newIn; i++) {
                    to[newAt + j * newIn + i] = added ? random.nextDouble(-1, 1) * scale : 0;
                }
                if (!added) {
                    for (int i = 0; i < oldIn; i++) {
                        to[newAt + j * newIn + (l == 0 ? inputMap[i] : i)] = from[oldAt + j * oldIn + i];
                    }
                }
                to[newAt + newIn * newOut + j] = added ? random.nextDouble(-1, 1) * scale : from[oldAt + oldIn * oldOut + j];
            }
        }
        return Network.ofParameters(larger, to, network.kingValue());
    }

    /** Where each of {@code smaller}'s inputs is among {@code larger}'s. */
    private static int[] inputMap(NetworkInputs smaller, NetworkInputs larger) {
        int[] map = new int[smaller.count()];
        int shift = smaller == NetworkInputs.PIECES ? larger.firstPieceInput() : 0;
        for (int i = 0; i < map.length; i++) {
            map[i] = i + shift;
        }
        return map;
    }
}
