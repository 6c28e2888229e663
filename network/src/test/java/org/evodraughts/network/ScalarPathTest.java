package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.junit.jupiter.api.Test;

class ScalarPathTest {
    /**
     * The first layer's tanh is exact to about 1e-15 (products) or 2e-12 (sums and VectorTanh);
     * the second layer's and the output's VectorTanh is within 2e-12. Through the layers'
     * weights in [−1, 1] that stays below 1e-9.
     */
    private static final double VECTOR_TOLERANCE = 1e-9;
    private static final double PLAIN_TOLERANCE = 1e-12;

    private static void assertAgreesWithReference(Evaluator evaluator, Network network, SplittableRandom random,
            int positions, double tolerance) {
        for (int i = 0; i < positions; i++) {
            Position p = i % 2 == 0 ? PlayoutPositions.next(random, 120) : PlayoutPositions.scattered(random);
            for (Side side : Side.values()) {
                double expected = ReferenceNetwork.evaluate(network, p.black(), p.white(), p.kings(), side);
                double actual = evaluator.evaluate(p.black(), p.white(), p.kings(), side);
                assertEquals(expected, actual, tolerance, () -> p + " for " + side);
                assertTrue(actual >= -1 && actual <= 1);
            }
        }
    }

    @Test
    void vectorPathAgreesWithTheDefinition() {
        SplittableRandom random = new SplittableRandom(11);
        for (int n = 0; n < 60; n++) {
            Network network = TestNetworks.network(random, n);
            assertAgreesWithReference(new VectorEvaluator(new FoldedNetwork(network)), network, random, 100, VECTOR_TOLERANCE);
        }
    }

    @Test
    void plainPathAgreesWithTheDefinition() {
        SplittableRandom random = new SplittableRandom(12);
        for (int n = 0; n < 60; n++) {
            Network network = TestNetworks.network(random, n);
            assertAgreesWithReference(new PlainEvaluator(new FoldedNetwork(network)), network, random, 100, PLAIN_TOLERANCE);
        }
    }

    /**
     * Networks just inside the products' bound take the largest products, and networks outside
     * it (heavily evolved ones) take the sums; both still agree with the definition.
     */
    @Test
    void bothFirstLayerMethodsAgreeWithTheDefinitionUpToTheBoundAndBeyond() {
        SplittableRandom random = new SplittableRandom(13);
        for (int n = 0; n < 20; n++) {
            boolean inside = n % 2 == 0;
            Network network = TestNetworks.withLargestPreActivation(random,
                    inside ? FoldedNetwork.PRODUCT_BOUND * 0.999 : FoldedNetwork.PRODUCT_BOUND * (1.001 + n));
            FoldedNetwork folded = new FoldedNetwork(network);
            assertEquals(inside, folded.productsInRange);
            assertAgreesWithReference(new VectorEvaluator(folded), network, random, 100, VECTOR_TOLERANCE);
            assertAgreesWithReference(new PlainEvaluator(folded), network, random, 100, PLAIN_TOLERANCE);
        }
    }

    @Test
    void theFirstGenerationsNetworksUseTheProducts() {
        SplittableRandom random = new SplittableRandom(14);
        for (int n = 0; n < 100; n++) {
            FoldedNetwork folded = new FoldedNetwork(Network.random(random, 1 + random.nextDouble(2)));
            assertTrue(folded.productsInRange, () -> "largest pre-activation " + folded.largestPreActivation);
        }
    }

    @Test
    void emptyBoardScoresTheBiasesAlone() {
        Network network = Network.random(new SplittableRandom(5));
        double expected = ReferenceNetwork.forward(network, new double[SubSquareInputs.COUNT]);
        assertEquals(expected, new NetworkEvaluator(network).evaluate(0, 0, 0, Side.WHITE), VECTOR_TOLERANCE);
    }

    @Test
    void networkEvaluatorUsesTheVectorPathWhenTheModuleIsThere() {
        // Surefire starts the JVM with --add-modules=jdk.incubator.vector (see the pom).
        assertEquals("vector", NetworkEvaluator.scalarPath());
    }

    @Test
    void manyThreadsSharingOneEvaluatorGetTheSingleThreadedScores() throws Exception {
        Network network = Network.random(new SplittableRandom(6));
        NetworkEvaluator evaluator = new NetworkEvaluator(network);
        SplittableRandom random = new SplittableRandom(7);
        int count = 2000;
        Position[] positions = new Position[count];
        double[] expected = new double[count];
        for (int i = 0; i < count; i++) {
            positions[i] = PlayoutPositions.next(random, 100);
            expected[i] = evaluator.evaluate(positions[i], Side.values()[i & 1]);
        }
        try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int start = t;
                results.add(pool.submit(() -> {
                    for (int round = 0; round < 20; round++) {
                        for (int k = 0; k < count; k++) {
                            int i = (k * 7 + start * 131 + round) % count;
                            double score = evaluator.evaluate(positions[i], Side.values()[i & 1]);
                            if (Double.doubleToLongBits(score) != Double.doubleToLongBits(expected[i])) {
                                throw new AssertionError("position " + i + " scored " + score + ", expected " + expected[i]);
                            }
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : results) {
                f.get();
            }
        }
    }
}
