package org.evodraughts.checkers.search;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Position;
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
 * Sequential alpha-beta to a fixed depth in king endings, without and with the game
 * ({@code seesGame}: threefold repetition scored, the position as the game's start), from an
 * empty table each time: what scoring repetitions and keying the table by the earlier positions
 * cost where they matter most. The {@code nodes} column is nodes per second; the nodes of one
 * search are the same in every run.
 *
 * <pre>./evodraughts bench checkers KingEndingBenchmark</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class KingEndingBenchmark {
    @Param("12")
    int depth;

    @Param({"0", "1", "2", "3", "4"})
    int position;

    @Param({"false", "true"})
    boolean seesGame;

    private AlphaBetaSearch search;
    private SearchRequest root;

    @Setup(Level.Trial)
    public void setUp() {
        search = new AlphaBetaSearch(BenchmarkPositions.evaluator("heuristic"),
                AlphaBetaSettings.depth(depth).withTableBits(20));
        Position start = BenchmarkPositions.KING_ENDINGS.get(position);
        root = seesGame ? new SearchRequest(List.of(start), 3, Duration.ZERO) : SearchRequest.of(start);
    }

    @Setup(Level.Invocation)
    public void forget() {
        search.clear();
    }

    @Benchmark
    public SearchResult search(NodeCounter counter) {
        SearchResult result = search.search(root, new SplittableRandom(1));
        counter.nodes += result.nodes();
        return result;
    }
}
