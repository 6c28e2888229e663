package org.evodraughts.network;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Position;
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
 * Sequential alpha-beta with a network evaluator (a random initial network, as in generation
 * 0 of a run) from each middle-game position, starting from an empty table each time: the
 * searches evolved players make. The {@code nodes} column is nodes per second; compare
 * checkers' {@code AlphaBetaBenchmark}, the same searches with the heuristic evaluator.
 *
 * <pre>./evodraughts bench network NetworkSearchBenchmark</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
@Fork(2)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class NetworkSearchBenchmark {
    /**
     * The middle-game positions of checkers' {@code BenchmarkPositions} (heuristic:4 self-play
     * after random 4-ply openings, plies 18–26, 16–20 pieces, no capture pending).
     */
    static final List<String> MIDDLE_GAME = List.of(
            "B:W17,18,19,21,22,23,24,30,31,32:B1,3,4,7,8,9,10,11,12,13",
            "B:W18,19,20,21,23,28,29,30,31:B2,4,8,9,10,11,12,14,16",
            "B:W20,22,23,24,26,29,30,31,32:B1,2,4,8,11,12,13,14,16",
            "B:W19,21,22,27,29,30,31,32:B1,2,3,9,11,12,13,20",
            "B:W19,21,23,24,25,27,29,31:B3,4,5,9,10,12,14,15",
            "B:W17,19,20,21,23,24,25,26,27:B2,4,7,9,10,11,12,14,15");

    @Param({"4", "6"})
    int depth;

    @Param({"0", "1", "2", "3", "4", "5"})
    int position;

    private AlphaBetaSearch search;
    private Position root;

    @Setup(Level.Trial)
    public void setUp() {
        NetworkEvaluator evaluator = new NetworkEvaluator(Network.random(new SplittableRandom(7)));
        search = new AlphaBetaSearch(evaluator, AlphaBetaSettings.depth(depth).withTableBits(16));
        root = Fen.parse(MIDDLE_GAME.get(position));
    }

    @Setup(Level.Invocation)
    public void forget() {
        search.clear();
    }

    /** Reported by JMH as a rate: nodes per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    @Benchmark
    public SearchResult search(Nodes counter) {
        SearchResult result = search.search(root, new SplittableRandom(1));
        counter.nodes += result.nodes();
        return result;
    }
}
