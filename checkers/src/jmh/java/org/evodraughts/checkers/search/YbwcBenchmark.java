package org.evodraughts.checkers.search;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
 * Searches of all middle-game positions to a fixed depth (each from an empty table) per
 * second, with 1 and more threads: the speed-up is the ratio of the scores. The {@code nodes}
 * column is nodes per second; divided by the score it shows the extra nodes the parallel
 * search visits.
 *
 * <pre>./evodraughts bench checkers YbwcBenchmark</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 8, time = 5)
public class YbwcBenchmark {
    @Param("heuristic")
    String evaluator;

    @Param({"10", "12", "14", "16"})
    int depth;

    @Param({"1", "2"})
    int threads;

    /** One search per position, so each starts from an empty table without clearing on the clock. */
    private AlphaBetaSearch[] searches;

    @Setup(Level.Trial)
    public void setUp() {
        searches = new AlphaBetaSearch[BenchmarkPositions.MIDDLE_GAME.size()];
        for (int i = 0; i < searches.length; i++) {
            searches[i] = new AlphaBetaSearch(BenchmarkPositions.evaluator(evaluator),
                    AlphaBetaSettings.depth(depth).withTableBits(20).withThreads(threads));
        }
    }

    @Setup(Level.Invocation)
    public void forget() {
        for (AlphaBetaSearch search : searches) {
            search.clear();
        }
    }

    @Benchmark
    public double searchAll(NodeCounter counter) {
        double sum = 0;
        for (int i = 0; i < searches.length; i++) {
            SearchResult result = searches[i].search(BenchmarkPositions.MIDDLE_GAME.get(i), new SplittableRandom(1));
            counter.nodes += result.nodes();
            sum += result.value();
        }
        return sum;
    }
}
