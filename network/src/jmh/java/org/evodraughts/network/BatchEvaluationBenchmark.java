package org.evodraughts.network;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whole batches, scored in ns per batch (divide by {@code batch} for ns per position):
 * {@code nd4j} is the batch path as callers use it (encode the inputs, build the INDArray, three
 * layers, read the scores back); {@code nd4jForwardOnly} is the [batch, 91] → [batch] forward
 * pass on a prepared INDArray; {@code scalar} scores the same positions one by one on the
 * fast scalar path. ND4J runs on one pinned thread.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"--add-modules=jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
        "--sun-misc-unsafe-memory-access=allow"})
public class BatchEvaluationBenchmark {
    @Param({"1", "64", "512", "4096"})
    public int batch;

    private int[] black, white, kings;
    private Side[] sides;
    private double[] scores;
    private NetworkEvaluator evaluator;
    private Nd4jNetwork nd4j;
    private INDArray inputs;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(42);
        black = new int[batch];
        white = new int[batch];
        kings = new int[batch];
        sides = new Side[batch];
        scores = new double[batch];
        double[] encoded = new double[batch * SubSquareInputs.COUNT];
        Network network = Network.random(new SplittableRandom(7));
        for (int i = 0; i < batch; i++) {
            Position p = PlayoutPositions.next(random, 80);
            black[i] = p.black();
            white[i] = p.white();
            kings[i] = p.kings();
            sides[i] = random.nextBoolean() ? Side.BLACK : Side.WHITE;
            SubSquareInputs.encode(black[i], white[i], kings[i], sides[i], network.kingValue(), encoded, i * SubSquareInputs.COUNT);
        }
        evaluator = new NetworkEvaluator(network);
        nd4j = evaluator.nd4j();
        inputs = Nd4j.create(encoded, new long[] {batch, SubSquareInputs.COUNT}, DataType.DOUBLE);
    }

    @Benchmark
    public double[] nd4j() {
        nd4j.evaluate(black, white, kings, sides, batch, scores);
        return scores;
    }

    @Benchmark
    public INDArray nd4jForwardOnly() {
        return nd4j.evaluate(inputs);
    }

    @Benchmark
    public double[] scalar() {
        for (int i = 0; i < batch; i++) {
            scores[i] = evaluator.evaluate(black[i], white[i], kings[i], sides[i]);
        }
        return scores;
    }
}
