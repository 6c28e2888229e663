package org.evodraughts.network;

import java.util.random.RandomGenerator;

/** Random networks for tests: the GA's initial ones, and scaled-down ones whose neurons do not saturate. */
final class TestNetworks {
    private TestNetworks() {}

    /**
     * Network {@code n} of a test run: alternately a plain random network (most neurons
     * saturated) and one with parameters scaled by 0.02–0.3, which keeps tanh in its curved part.
     */
    static Network network(RandomGenerator random, int n) {
        Network network = Network.random(random, 1 + random.nextDouble(2));
        if (n % 2 == 0) {
            return network;
        }
        double scale = random.nextDouble(0.02, 0.3);
        double[] p = network.parameters();
        for (int i = 0; i < p.length; i++) {
            p[i] *= scale;
        }
        return Network.ofParameters(p, network.kingValue());
    }

    /** The shapes beside the card that the tests try every path on. */
    static final java.util.List<NetworkShape> SHAPES = java.util.List.of(
            NetworkShape.of(NetworkInputs.PIECES, java.util.List.of(40, 10)),
            NetworkShape.of(NetworkInputs.BOTH, java.util.List.of(40, 10)),
            NetworkShape.of(NetworkInputs.BOTH, java.util.List.of(128, 32)),
            NetworkShape.of(NetworkInputs.SUBSQUARES, java.util.List.of(7)),
            NetworkShape.of(NetworkInputs.PIECES, java.util.List.of(13, 25, 3)),
            NetworkShape.of(NetworkInputs.SUBSQUARES, java.util.List.of(44, 1)));

    /** Network {@code n} of a test run of {@code shape}, as {@link #network(RandomGenerator, int)} makes them. */
    static Network network(NetworkShape shape, RandomGenerator random, int n) {
        Network network = Network.random(shape, random, 1 + random.nextDouble(2));
        double scale = n % 2 == 0 ? 1 / Math.sqrt(shape.outputs(0)) : random.nextDouble(0.02, 0.3);
        double[] p = network.parameters();
        for (int i = 0; i < p.length; i++) {
            p[i] *= scale;
        }
        return Network.ofParameters(shape, p, network.kingValue());
    }

    /** {@code network} with every parameter multiplied by {@code factor}. */
    static Network scaled(Network network, double factor) {
        double[] p = network.parameters();
        for (int i = 0; i < p.length; i++) {
            p[i] *= factor;
        }
        return Network.ofParameters(p, network.kingValue());
    }

    /**
     * A random network scaled so that its largest possible first-layer pre-activation is
     * {@code target} (see {@link FoldedNetwork#largestPreActivation}).
     */
    static Network withLargestPreActivation(RandomGenerator random, double target) {
        Network network = Network.random(random, 1 + random.nextDouble(2));
        return scaled(network, target / new FoldedNetwork(network).largestPreActivation);
    }
}
