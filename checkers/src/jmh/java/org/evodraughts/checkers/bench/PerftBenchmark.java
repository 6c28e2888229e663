package org.evodraughts.checkers.bench;

import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Perft;
import org.evodraughts.checkers.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft(10) from the initial position, one thread, every leaf visited (no bulk counting).
 * One JMH operation is one leaf node, so the score is nodes per second and the gc profiler's
 * {@code gc.alloc.rate.norm} is bytes allocated per node.
 *
 * <p>Run: {@code ./evodraughts bench checkers PerftBenchmark -prof gc}. Last figures are in
 * docs/benchmarks.md.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PerftBenchmark {
    private static final long PERFT_10 = 18_391_564L;

    private final Perft perft = new Perft();
    private final Position initial = Position.initial();

    @Benchmark
    @OperationsPerInvocation(18_391_564)
    public long perft10() {
        long nodes = perft.count(initial, 10);
        if (nodes != PERFT_10) {
            throw new AssertionError("perft(10) = " + nodes);
        }
        return nodes;
    }
}
