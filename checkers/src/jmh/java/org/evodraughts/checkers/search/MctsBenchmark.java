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
 * One MCTS-EPT search per operation, cycling through the middle-game positions. The
 * {@code nodes} column is iterations (playouts) per second. {@code batch} > 1 gathers leaves
 * with virtual loss; with a scalar evaluator that only measures the cost of gathering.
 *
 * <pre>./evodraughts bench checkers MctsBenchmark</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class MctsBenchmark {
    @Param("heuristic")
    String evaluator;

    @Param("2000")
    int iterations;

    @Param("6")
    int playout;

    @Param({"1", "16"})
    int batch;

    private MctsSearch search;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        search = new MctsSearch(BenchmarkPositions.evaluator(evaluator),
                MctsSettings.iterations(iterations).withPlayoutPlies(playout).withBatchSize(batch));
    }

    @Benchmark
    public SearchResult search(NodeCounter counter) {
        var positions = BenchmarkPositions.MIDDLE_GAME;
        SearchResult result = search.search(positions.get(next++ % positions.size()), new SplittableRandom(next));
        counter.nodes += result.nodes();
        return result;
    }
}
