package org.evodraughts.network;

import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.search.AlphaBetaSearch;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.SearchResult;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What each network shape costs a search: evaluations per second on the vector path
 * ({@code evaluate}), and the depth an iterative-deepening alpha-beta search completes in 100 ms
 * a move ({@code searchFor100ms}: the secondary results {@code depths} and {@code searches} are
 * totals, their ratio the mean depth), from the middle-game positions of
 * {@link NetworkSearchBenchmark}, one thread. Random fan-in networks of each shape, as chains
 * start from.
 *
 * <pre>./evodraughts bench network ShapesBenchmark</pre>
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = {"--add-modules=jdk.incubator.vector"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ShapesBenchmark {
    private static final int POSITIONS = 1024;

    /** Inputs and hidden widths, as network new takes them. */
    @Param({"subsquares 40,10", "pieces 40,10", "both 40,10", "pieces 80,20", "pieces 128,32"})
    String shape;

    private final int[] black = new int[POSITIONS], white = new int[POSITIONS], kings = new int[POSITIONS];
    private final Side[] sides = new Side[POSITIONS];
    private NetworkEvaluator evaluator;
    private AlphaBetaSearch search;
    private int next;

    @Setup
    public void setUp() {
        String[] parts = shape.split(" ");
        NetworkShape networkShape = NetworkShape.of(NetworkInputs.ofKey(parts[0]), NetworkShape.parseHidden(parts[1]));
        Network random = Network.random(networkShape, new SplittableRandom(7), 1.5);
        double[] p = random.parameters();
        for (int i = 0; i < p.length; i++) { // fan-in scale, as network new --fan-in: saturated units would flatter no shape
            p[i] /= Math.sqrt(networkShape.inputs(layerOf(networkShape, i)));
        }
        evaluator = new NetworkEvaluator(Network.ofParameters(networkShape, p, 1.5));
        search = new AlphaBetaSearch(evaluator, AlphaBetaSettings.depth(30).withTimeLimit(Duration.ofMillis(100)));
        SplittableRandom random2 = new SplittableRandom(42);
        for (int i = 0; i < POSITIONS; i++) {
            Position position = PlayoutPositions.next(random2, 80);
            black[i] = position.black();
            white[i] = position.white();
            kings[i] = position.kings();
            sides[i] = random2.nextBoolean() ? Side.BLACK : Side.WHITE;
        }
    }

    private static int layerOf(NetworkShape shape, int parameter) {
        int layer = 0;
        while (parameter >= shape.layerOffset(layer + 1)) {
            layer++;
        }
        return layer;
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public double evaluate() {
        int i = next = (next + 1) & (POSITIONS - 1);
        return evaluator.evaluate(black[i], white[i], kings[i], sides[i]);
    }

    /** The depths completed and the searches made, as totals over an iteration. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Depths {
        public long depths;
        public long searches;

        @Setup(Level.Iteration)
        public void reset() {
            depths = 0;
            searches = 0;
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public SearchResult searchFor100ms(Depths depths) {
        search.clear();
        Position root = Fen.parse(NetworkSearchBenchmark.MIDDLE_GAME.get((int) (depths.searches % 6)));
        SearchResult result = search.search(root, new SplittableRandom(1));
        depths.depths += result.depth();
        depths.searches++;
        return result;
    }
}
