package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.junit.jupiter.api.Test;

/**
 * The card's network (91 sub-squares, 40 and 10 hidden units) scores every position bit for bit
 * as the code before other shapes existed did: the digests were taken from that code. Every
 * training, tournament and match of the card's shape rests on these bits; and the other shapes
 * as when their first chains were trained.
 */
class PinnedScoresTest {
    private static final int NETWORKS = 12, POSITIONS = 150;

    private interface Scorer {
        void score(Network network, Position position, Side side, ByteBuffer out);
    }

    private static String digest(Scorer scorer) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        SplittableRandom random = new SplittableRandom(59);
        ByteBuffer buffer = ByteBuffer.allocate(8 * (Network.PARAMETER_COUNT + 1));
        for (int n = 0; n < NETWORKS; n++) {
            Network network = TestNetworks.network(random, n);
            for (int i = 0; i < POSITIONS; i++) {
                Position p = i % 2 == 0 ? PlayoutPositions.next(random, 120) : PlayoutPositions.scattered(random);
                for (Side side : Side.values()) {
                    buffer.clear();
                    scorer.score(network, p, side, buffer);
                    sha.update(buffer.array(), 0, buffer.position());
                }
            }
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    private static Scorer evaluator(java.util.function.Function<FoldedNetwork, Evaluator> path) {
        return (network, p, side, out) -> out.putDouble(
                path.apply(new FoldedNetwork(network)).evaluate(p.black(), p.white(), p.kings(), side));
    }

    /**
     * The other shapes' scores, pinned when they were made (2026-12-07), before issue 59's
     * TD-Leaf chains were trained with them: their networks come out again only while these hold.
     */
    @Test
    void theOtherShapesScoreAsWhenTheirChainsWereTrained() throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        SplittableRandom random = new SplittableRandom(159);
        ByteBuffer buffer = ByteBuffer.allocate(8 * 40_000);
        for (NetworkShape shape : TestNetworks.SHAPES) {
            for (int n = 0; n < 4; n++) {
                Network network = TestNetworks.network(shape, random, n);
                NetworkEvaluator evaluator = new NetworkEvaluator(network);
                TrainableNetwork trainable = new TrainableNetwork(network);
                PlainEvaluator plain = new PlainEvaluator(new FoldedNetwork(network));
                double[] gradient = new double[shape.parameterCount()];
                for (int i = 0; i < 40; i++) {
                    Position p = i % 2 == 0 ? PlayoutPositions.next(random, 120) : PlayoutPositions.scattered(random);
                    for (Side side : Side.values()) {
                        buffer.clear();
                        buffer.putDouble(evaluator.evaluate(p, side));
                        buffer.putDouble(plain.evaluate(p.black(), p.white(), p.kings(), side));
                        buffer.putDouble(trainable.valueAndGradient(p.black(), p.white(), p.kings(), side, gradient));
                        for (double g : gradient) {
                            buffer.putDouble(g);
                        }
                        sha.update(buffer.array(), 0, buffer.position());
                    }
                }
            }
        }
        assertEquals("45f6d0c97f4f71ba6ebbacc2862f691b7603321bae14a7143d604841460566a3", HexFormat.of().formatHex(sha.digest()));
    }

    @Test
    void theVectorPathScoresAsBefore() throws Exception {
        assertEquals("4886004dcb6049592ff8c38da02ad07a5fd70404b0dd0ef5bcbfe7c1d6b87a56", digest(evaluator(VectorEvaluator::new)));
    }

    @Test
    void thePlainPathScoresAsBefore() throws Exception {
        assertEquals("8df95316ea90a88ed2bf12bb7e13ddd5e2c1d35a41d3ea1e6ce4c7a7310f5a9c", digest(evaluator(PlainEvaluator::new)));
    }

    @Test
    void trainingValuesAndGradientsAreAsBefore() throws Exception {
        assertEquals("64271a792852998c64281971bd4dd37d10ac95a35a5fc5e34e203f72dee1af0e", digest((network, p, side, out) -> {
            double[] gradient = new double[Network.PARAMETER_COUNT];
            out.putDouble(new TrainableNetwork(network).valueAndGradient(p.black(), p.white(), p.kings(), side, gradient));
            for (double g : gradient) {
                out.putDouble(g);
            }
        }));
    }
}
