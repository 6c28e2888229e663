package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.junit.jupiter.api.Test;

class NetworkGrowthTest {
    private static final NetworkShape PIECES = NetworkShape.of(NetworkInputs.PIECES, List.of(40, 10));

    private static void assertScoresExactlyAsBefore(Network before, Network after) {
        SplittableRandom random = new SplittableRandom(9);
        FoldedNetwork a = new FoldedNetwork(before), b = new FoldedNetwork(after);
        assertEquals(a.productsInRange, b.productsInRange);
        Evaluator[][] paths = {
                {new VectorEvaluator(a), new VectorEvaluator(b)},
                {new PlainEvaluator(a), new PlainEvaluator(b)}};
        TrainableNetwork trainableBefore = new TrainableNetwork(before), trainableAfter = new TrainableNetwork(after);
        for (int i = 0; i < 400; i++) {
            Position p = i % 2 == 0 ? PlayoutPositions.next(random, 150) : PlayoutPositions.scattered(random);
            for (Side side : Side.values()) {
                for (Evaluator[] path : paths) {
                    assertEquals(path[0].evaluate(p.black(), p.white(), p.kings(), side),
                            path[1].evaluate(p.black(), p.white(), p.kings(), side), 0, () -> p + " for " + side);
                }
                assertEquals(trainableBefore.value(p.black(), p.white(), p.kings(), side),
                        trainableAfter.value(p.black(), p.white(), p.kings(), side), 0);
            }
        }
    }

    @Test
    void theCardGrownWiderAndIntoBothInputsScoresEveryPositionExactlyAsBefore() {
        SplittableRandom random = new SplittableRandom(1);
        for (int n = 0; n < 4; n++) {
            Network card = TestNetworks.network(random, n);
            for (NetworkShape larger : List.of(NetworkShape.of(NetworkInputs.BOTH, List.of(40, 10)),
                    NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(80, 20)),
                    NetworkShape.of(NetworkInputs.BOTH, List.of(128, 32)))) {
                Network grown = NetworkGrowth.grow(card, larger, new SplittableRandom(n));
                assertEquals(larger, grown.shape());
                assertScoresExactlyAsBefore(card, grown);
            }
        }
    }

    @Test
    void piecesGrowIntoBothKeepingTheirWeights() {
        Network pieces = TestNetworks.network(PIECES, new SplittableRandom(2), 0);
        NetworkShape both = NetworkShape.of(NetworkInputs.BOTH, List.of(41, 10));
        Network grown = NetworkGrowth.grow(pieces, both, new SplittableRandom(3));
        assertScoresExactlyAsBefore(pieces, grown);
        assertEquals(pieces.weight(0, 5, 7), grown.weight(0, 5, 91 + 7));
        assertEquals(0, grown.weight(0, 5, 3), "an added input's weight into an old unit");
        assertNotEquals(0, grown.weight(0, 40, 3), "an added unit's own weights are drawn");
        assertEquals(0, grown.weight(1, 2, 40), "an added unit's outgoing weight");
    }

    @Test
    void aGrownNetworkCanLearnWithItsAddedUnits() {
        Network card = TestNetworks.network(new SplittableRandom(4), 1);
        Network grown = NetworkGrowth.grow(card, NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(50, 10)),
                new SplittableRandom(5));
        Position p = PlayoutPositions.next(new SplittableRandom(6), 40);
        double[] gradient = new double[grown.shape().parameterCount()];
        new TrainableNetwork(grown).valueAndGradient(p.black(), p.white(), p.kings(), Side.BLACK, gradient);
        int outgoing = grown.shape().layerOffset(1) + 3 * 50 + 45; // unit 45's weight into neuron 3
        assertNotEquals(0, gradient[outgoing]);
    }

    @Test
    void growingIntoASmallerOrOtherShapeIsRefused() {
        Network card = TestNetworks.network(new SplittableRandom(7), 0);
        for (NetworkShape other : List.of(NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(30, 10)), PIECES,
                NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(40, 10, 5)))) {
            assertThrows(IllegalArgumentException.class, () -> NetworkGrowth.grow(card, other, new SplittableRandom(1)));
        }
        assertEquals(card, NetworkGrowth.grow(card, NetworkShape.CARD, new SplittableRandom(1)));
    }
}
