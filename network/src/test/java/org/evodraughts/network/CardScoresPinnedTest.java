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
 * training, tournament and match of the card's shape rests on these bits.
 */
class CardScoresPinnedTest {
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
