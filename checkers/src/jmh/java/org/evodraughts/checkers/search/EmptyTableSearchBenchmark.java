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
 * Sequential alpha-beta from one position to a fixed depth, starting from an empty table each
 * time, without and with the game: the setup, the clearing before each search and the measured
 * search that {@link AlphaBetaBenchmark} and {@link KingEndingBenchmark} share. A subclass
 * chooses the evaluator, the settings and the position from its own parameters; JMH runs each
 * subclass as a benchmark of its own ({@code ./evodraughts bench checkers AlphaBetaBenchmark}).
 * The {@code nodes} column is nodes per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class EmptyTableSearchBenchmark {
    /**
     * Whether the search sees a game (the position as its start, threefold repetition scored), as
     * play searches: what keeping the path's hashes and scoring repetitions cost.
     */
    @Param({"false", "true"})
    boolean seesGame;

    private AlphaBetaSearch search;
    private SearchRequest root;

    /** The evaluator, by its {@link BenchmarkPositions#evaluator} name. */
    abstract String evaluator();

    /** The search's depth and table. */
    abstract AlphaBetaSettings settings();

    /** The position searched. */
    abstract Position start();

    @Setup(Level.Trial)
    public void setUp() {
        search = new AlphaBetaSearch(BenchmarkPositions.evaluator(evaluator()), settings());
        Position start = start();
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
