package org.evodraughts.network;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.MoveGenerator;
import org.evodraughts.checkers.PackedMove;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One position at a time, in ns per position. Each call takes the next of 1,024 positions from
 * random playouts (0–80 plies, evaluated for a random side), so branch predictors cannot learn
 * one position.
 * <ul>
 * <li>{@code inputs}: the 91 inputs alone ({@link SubSquareInputs}, masks and popcounts);
 *     {@code referenceInputs}: the same by summing each window square by square;
 * <li>{@code vector}: the whole evaluation on the fast scalar path (Vector API), the figure the
 *     ≤ 150 ns target is about; {@code plain}: the plain-Java fallback; {@code reference}: the
 *     plain definition (inputs, then three dense layers with {@link Math#tanh});
 * <li>{@code vectorInSearch}: a depth-2 negamax over the legal moves, reported per evaluated
 *     leaf, to show the vector path keeps its speed (and allocates nothing) when called from a
 *     large method through the {@code Evaluator} interface.
 * </ul>
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
    private final long[] moves = new long[2 * MoveGenerator.MAX_MOVES];
    private Network network;
    private Evaluator plain, vector;
    private Evaluator viaInterface;
    private int next;
    private long leaves;

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < POSITIONS; i++) {
            Position p = PlayoutPositions.next(random, 80);
            black[i] = p.black();
            white[i] = p.white();
            kings[i] = p.kings();
            sides[i] = random.nextBoolean() ? Side.BLACK : Side.WHITE;
        }
        network = Network.random(new SplittableRandom(7));
        FoldedNetwork folded = new FoldedNetwork(network);
        plain = new PlainEvaluator(folded);
        vector = new VectorEvaluator(folded);
        viaInterface = new NetworkEvaluator(network);
    }

    private int index() {
        return next = (next + 1) & (POSITIONS - 1);
    }

    @Benchmark
    public double inputs() {
        int i = index();
        SubSquareInputs.encode(black[i], white[i], kings[i], sides[i], 1.5, inputs, 0);
        return inputs[90];
    }

    @Benchmark
    public double referenceInputs() {
        int i = index();
        return ReferenceNetwork.inputs(black[i], white[i], kings[i], sides[i], 1.5)[90];
    }

    @Benchmark
    public double reference() {
        int i = index();
        return ReferenceNetwork.evaluate(network, black[i], white[i], kings[i], sides[i]);
    }

    @Benchmark
    public double plain() {
        int i = index();
        return plain.evaluate(black[i], white[i], kings[i], sides[i]);
    }

    @Benchmark
    public double vector() {
        int i = index();
        return vector.evaluate(black[i], white[i], kings[i], sides[i]);
    }

    /** Counts evaluated leaves, which JMH reports as a secondary result: time per leaf. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Leaves {
        public long leaves;

        @Setup(Level.Iteration)
        public void clear() {
            leaves = 0;
        }
    }

    /** See the secondary result {@code leaves}: ns per evaluated leaf, move generation included. */
    @Benchmark
    public double vectorInSearch(Leaves counter) {
        int i = index();
        leaves = 0;
        double score = negamax(black[i], white[i], kings[i], sides[i] == Side.BLACK, 2, 0);
        counter.leaves += leaves;
        return score;
    }

    private double negamax(int black, int white, int kings, boolean blackToMove, int depth, int ply) {
        Side side = blackToMove ? Side.BLACK : Side.WHITE;
        if (depth == 0) {
            leaves++;
            return viaInterface.evaluate(black, white, kings, side);
        }
        int offset = ply * MoveGenerator.MAX_MOVES;
        int n = MoveGenerator.generate(black, white, kings, blackToMove, moves, offset);
        if (n == 0) {
            return -2;
        }
        double best = -3;
        for (int m = 0; m < n; m++) {
            long move = moves[offset + m];
            double score = -negamax(PackedMove.blackAfter(black, move, blackToMove),
                    PackedMove.whiteAfter(white, move, blackToMove), PackedMove.kingsAfter(kings, move, blackToMove),
                    !blackToMove, depth - 1, ply + 1);
            best = Math.max(best, score);
        }
        return best;
    }
}
