package org.evodraughts.network;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One position at a time: the 91 inputs alone, and the whole evaluation on each scalar path.
 * Each call takes the next of 1,024 positions from random playouts (both sides to evaluate for),
 * so branch predictors cannot learn one position. Scores are in ns per position.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"--add-modules=jdk.incubator.vector"})
public class ScalarEvaluationBenchmark {
    private static final int POSITIONS = 1024;

    private final int[] black = new int[POSITIONS], white = new int[POSITIONS], kings = new int[POSITIONS];
    private final Side[] sides = new Side[POSITIONS];
    private final double[] inputs = new double[SubSquareInputs.COUNT];
    private Network network;
    private PlainEvaluator plain;
    private VectorEvaluator vector;
    private int next;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < POSITIONS; i++) {
            Position p = RandomPositions.next(random, 80);
            black[i] = p.black();
            white[i] = p.white();
            kings[i] = p.kings();
            sides[i] = random.nextBoolean() ? Side.BLACK : Side.WHITE;
        }
        network = Network.random(new SplittableRandom(7));
        FoldedNetwork folded = new FoldedNetwork(network);
        plain = new PlainEvaluator(folded);
        vector = new VectorEvaluator(folded);
    }

    private int index() {
        return next = (next + 1) & (POSITIONS - 1);
    }

    @Benchmark
    public double inputsOnly() {
        int i = index();
        SubSquareInputs.encode(black[i], white[i], kings[i], sides[i], 1.5, inputs, 0);
        return inputs[90];
    }

    @Benchmark
    public double referenceInputsOnly() {
        int i = index();
        return ReferenceNetwork.inputs(black[i], white[i], kings[i], sides[i], 1.5)[90];
    }

    @Benchmark
    public double reference() {
        int i = index();
        return ReferenceNetwork.evaluate(network, black[i], white[i], kings[i], sides[i]);
    }

    @Benchmark
    public double plainFolded() {
        int i = index();
        return plain.evaluate(black[i], white[i], kings[i], sides[i]);
    }

    @Benchmark
    public double vectorFolded() {
        int i = index();
        return vector.evaluate(black[i], white[i], kings[i], sides[i]);
    }
}
