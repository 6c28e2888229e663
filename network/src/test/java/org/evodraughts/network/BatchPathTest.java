package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.junit.jupiter.api.Test;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

class BatchPathTest {
    private record Batch(int[] black, int[] white, int[] kings, Side[] sides) {
        static Batch random(SplittableRandom random, int count) {
            Batch b = new Batch(new int[count], new int[count], new int[count], new Side[count]);
            for (int i = 0; i < count; i++) {
                Position p = i % 3 == 0 ? PlayoutPositions.scattered(random) : PlayoutPositions.next(random, 120);
                b.black[i] = p.black();
                b.white[i] = p.white();
                b.kings[i] = p.kings();
                b.sides[i] = random.nextBoolean() ? Side.BLACK : Side.WHITE;
            }
            return b;
        }
    }

    @Test
    void nd4jAndScalarPathsAgreeOnThousandsOfPositionsAndNetworks() {
        SplittableRandom random = new SplittableRandom(21);
        int compared = 0;
        for (int n = 0; n < 20; n++) {
            Network network = TestNetworks.network(random, n);
            NetworkEvaluator evaluator = new NetworkEvaluator(network);
            Batch b = Batch.random(random, 250);
            double[] nd4j = new double[250];
            evaluator.nd4j().evaluate(b.black, b.white, b.kings, b.sides, 250, nd4j);
            for (int i = 0; i < 250; i++) {
                double scalar = evaluator.evaluate(b.black[i], b.white[i], b.kings[i], b.sides[i]);
                assertEquals(scalar, nd4j[i], 1e-5, "network " + n + " position " + i);
                compared++;
            }
        }
        assertEquals(5000, compared);
    }

    @Test
    void forwardPassMapsBatchByNinetyOneToBatch() {
        Network network = Network.random(new SplittableRandom(22));
        Nd4jNetwork nd4j = new Nd4jNetwork(network);
        double[] inputs = new double[3 * 91];
        Position p = Position.initial();
        SubSquareInputs.encode(p.black(), p.white(), p.kings(), Side.BLACK, 1.5, inputs, 0);
        SubSquareInputs.encode(p.black(), p.white(), p.kings(), Side.WHITE, 1.5, inputs, 91);
        INDArray scores = nd4j.evaluate(Nd4j.create(inputs, new long[] {3, 91}, DataType.DOUBLE));
        assertArrayEquals(new long[] {3}, scores.shape());
        assertEquals(ReferenceNetwork.evaluate(network, p.black(), p.white(), p.kings(), Side.BLACK), scores.getDouble(0), 1e-12);
        assertEquals(ReferenceNetwork.evaluate(network, p.black(), p.white(), p.kings(), Side.WHITE), scores.getDouble(1), 1e-12);
        assertEquals(ReferenceNetwork.forward(network, new double[91]), scores.getDouble(2), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> nd4j.evaluate(Nd4j.zeros(DataType.DOUBLE, 2, 90)));
    }

    @Test
    void batchesGoToNd4jFromTheProfitableSizeAndToTheScalarPathBelow() {
        SplittableRandom random = new SplittableRandom(23);
        Network network = Network.random(random);
        NetworkEvaluator evaluator = new NetworkEvaluator(network, 64);
        assertEquals(64, evaluator.profitableBatchSize());
        Batch b = Batch.random(random, 100);
        double[] small = new double[100];
        evaluator.evaluateBatch(b.black, b.white, b.kings, b.sides, 63, small);
        for (int i = 0; i < 63; i++) {
            // Below the threshold: exactly the scalar path.
            assertEquals(evaluator.evaluate(b.black[i], b.white[i], b.kings[i], b.sides[i]), small[i], 0.0);
        }
        assertEquals(0.0, small[63], "positions past count are left alone");
        double[] large = new double[100];
        evaluator.evaluateBatch(b.black, b.white, b.kings, b.sides, 100, large);
        double[] viaNd4j = new double[100];
        evaluator.nd4j().evaluate(b.black, b.white, b.kings, b.sides, 100, viaNd4j);
        assertArrayEquals(viaNd4j, large, 0.0);
        assertThrows(IndexOutOfBoundsException.class,
                () -> evaluator.evaluateBatch(b.black, b.white, b.kings, b.sides, 101, large));
    }

    @Test
    void byDefaultNd4jIsNeverWorthItOnOneCore() {
        NetworkEvaluator evaluator = new NetworkEvaluator(Network.random(new SplittableRandom(24)));
        assertEquals(NetworkEvaluator.PROFITABLE_BATCH_SIZE, evaluator.profitableBatchSize());
    }
}
