package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.junit.jupiter.api.Test;

/** Every evaluation path, for shapes other than the card's: against the plain definition, and one another. */
class ShapesTest {
    private static final double TOLERANCE = 1e-9;

    private interface Check {
        void check(Network network, Position position, Side side);
    }

    private static void forEvery(long seed, Check check) {
        SplittableRandom random = new SplittableRandom(seed);
        for (NetworkShape shape : TestNetworks.SHAPES) {
            for (int n = 0; n < 6; n++) {
                Network network = TestNetworks.network(shape, random, n);
                for (int i = 0; i < 60; i++) {
                    Position p = i % 2 == 0 ? PlayoutPositions.next(random, 120) : PlayoutPositions.scattered(random);
                    for (Side side : Side.values()) {
                        check.check(network, p, side);
                    }
                }
            }
        }
    }

    private static void assertAgrees(Evaluator evaluator, Network network, Position p, Side side) {
        double expected = ReferenceNetwork.evaluate(network, p.black(), p.white(), p.kings(), side);
        assertEquals(expected, evaluator.evaluate(p.black(), p.white(), p.kings(), side), TOLERANCE,
                () -> network + " on " + p + " for " + side);
    }

    @Test
    void theShapesHaveTheDocumentedLayout() {
        NetworkShape wide = NetworkShape.of(NetworkInputs.BOTH, List.of(128, 32));
        assertEquals(List.of(211, 128, 32, 1), wide.architecture());
        assertEquals(211 * 128 + 128 + 128 * 32 + 32 + 33, wide.parameterCount());
        assertEquals(211 * 128 + 128, wide.layerOffset(1));
        assertEquals(List.of(91, 40, 10, 1), NetworkShape.CARD.architecture());
        assertEquals(4101, NetworkShape.CARD.parameterCount());
        assertEquals(List.of(120, 40, 10, 1), NetworkShape.of(NetworkInputs.PIECES, List.of(40, 10)).architecture());
        assertEquals(List.of(80, 20), NetworkShape.parseHidden("80,20"));
        assertEquals(List.of(128, 32), NetworkShape.parseHidden("128x32"));
        assertThrows(IllegalArgumentException.class, () -> NetworkShape.parseHidden("80,,20"));
        assertThrows(IllegalArgumentException.class, () -> NetworkShape.of(NetworkInputs.BOTH, List.of(0)));
        assertThrows(IllegalArgumentException.class, () -> NetworkShape.of(NetworkInputs.BOTH, List.of(2000)));
        assertThrows(IllegalArgumentException.class, () -> NetworkShape.of(NetworkInputs.BOTH, List.of()));
        assertThrows(IllegalArgumentException.class, () -> NetworkShape.of(NetworkInputs.BOTH, List.of(1, 2, 3, 4, 5)));
    }

    @Test
    void pieceInputsAreOneForEachPieceOnItsSquareFromTheSideEvaluatedFor() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 2000; i++) {
            Position p = i % 2 == 0 ? PlayoutPositions.next(random, 150) : PlayoutPositions.scattered(random);
            for (Side side : Side.values()) {
                double[] encoded = new double[211];
                NetworkInputs.BOTH.encode(p.black(), p.white(), p.kings(), side, 1.7, encoded, 0);
                assertArrayEquals(ReferenceNetwork.inputs(NetworkInputs.BOTH, p.black(), p.white(), p.kings(), side, 1.7),
                        encoded, 1e-12, () -> p + " for " + side);
            }
        }
        // The initial position seen by Black: twelve own men on squares 1–12, twelve opponent men on 21–32.
        double[] initial = ReferenceNetwork.pieceInputs(Position.initial().black(), Position.initial().white(), 0, Side.BLACK);
        for (int input = 0; input < 120; input++) {
            boolean ownMan = input < 12, opponentMan = input >= 60 + 16 && input < 88;
            assertEquals(ownMan || opponentMan ? 1 : 0, initial[input], "input " + input);
        }
    }

    @Test
    void eachPieceInputNamesItsKindAndSquare() {
        for (int s = 0; s < 32; s++) {
            for (int kind = 0; kind < 4; kind++) {
                int input = PieceInputs.index(s, (kind & 1) != 0, kind >= 2);
                if (input != PieceInputs.NONE) {
                    assertEquals(kind, PieceInputs.kind(input));
                    assertEquals(s + 1, PieceInputs.square(input));
                }
            }
        }
        assertEquals(32, PieceInputs.square(59));
        assertEquals(5, PieceInputs.square(60), "the opponent's men start on row 1");
    }

    @Test
    void theVectorPathAgreesWithTheDefinition() {
        forEvery(21, (network, p, side) -> assertAgrees(new VectorEvaluator(new FoldedNetwork(network)), network, p, side));
    }

    @Test
    void thePlainPathAgreesWithTheDefinition() {
        forEvery(22, (network, p, side) -> assertAgrees(new PlainEvaluator(new FoldedNetwork(network)), network, p, side));
    }

    @Test
    void theTrainingValueAgreesWithTheDefinition() {
        forEvery(23, (network, p, side) -> assertEquals(ReferenceNetwork.evaluate(network, p.black(), p.white(), p.kings(), side),
                new TrainableNetwork(network).value(p.black(), p.white(), p.kings(), side), 1e-12));
    }

    /** The back-propagated gradient is the slope of the output, parameter by parameter (central differences). */
    @Test
    void theTrainingGradientIsTheOutputsSlope() {
        SplittableRandom random = new SplittableRandom(24);
        for (NetworkShape shape : TestNetworks.SHAPES) {
            Network network = TestNetworks.network(shape, random, 1);
            Position p = PlayoutPositions.next(random, 60);
            double[] gradient = new double[shape.parameterCount()];
            new TrainableNetwork(network).valueAndGradient(p.black(), p.white(), p.kings(), Side.WHITE, gradient);
            double[] parameters = network.parameters();
            for (int k = 0; k < 300; k++) {
                int i = random.nextInt(parameters.length);
                double h = 1e-6, saved = parameters[i];
                parameters[i] = saved + h;
                double up = new TrainableNetwork(Network.ofParameters(shape, parameters, network.kingValue()))
                        .value(p.black(), p.white(), p.kings(), Side.WHITE);
                parameters[i] = saved - h;
                double down = new TrainableNetwork(Network.ofParameters(shape, parameters, network.kingValue()))
                        .value(p.black(), p.white(), p.kings(), Side.WHITE);
                parameters[i] = saved;
                assertEquals((up - down) / (2 * h), gradient[i], 1e-6, shape + " parameter " + i);
            }
        }
    }

    @Test
    void theBatchPathAgreesWithTheScalarPath() {
        SplittableRandom random = new SplittableRandom(25);
        for (NetworkShape shape : TestNetworks.SHAPES) {
            Network network = TestNetworks.network(shape, random, 0);
            int count = 50;
            int[] black = new int[count], white = new int[count], kings = new int[count];
            Side[] sides = new Side[count];
            for (int i = 0; i < count; i++) {
                Position p = PlayoutPositions.next(random, 100);
                black[i] = p.black();
                white[i] = p.white();
                kings[i] = p.kings();
                sides[i] = Side.values()[i & 1];
            }
            double[] batch = new double[count];
            new NetworkEvaluator(network, 1).evaluateBatch(black, white, kings, sides, count, batch);
            for (int i = 0; i < count; i++) {
                assertEquals(ReferenceNetwork.evaluate(network, black[i], white[i], kings[i], sides[i]), batch[i], TOLERANCE);
            }
        }
    }

    @Test
    void onlyTheSumsReadTheKingValue() {
        SplittableRandom random = new SplittableRandom(26);
        Position p = PlayoutPositions.scattered(random);
        for (NetworkShape shape : TestNetworks.SHAPES) {
            Network network = TestNetworks.network(shape, random, 1);
            double[] parameters = network.parameters();
            double k1 = new NetworkEvaluator(Network.ofParameters(shape, parameters, 1.5)).evaluate(p, Side.BLACK);
            double k2 = new NetworkEvaluator(Network.ofParameters(shape, parameters, 2.5)).evaluate(p, Side.BLACK);
            assertEquals(shape.inputs().hasSubSquares(), k1 != k2, shape::toString);
        }
        assertTrue(NetworkInputs.BOTH.hasSubSquares());
        assertFalse(NetworkInputs.PIECES.hasSubSquares());
    }
}
