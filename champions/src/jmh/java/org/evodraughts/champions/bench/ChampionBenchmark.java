package org.evodraughts.champions.bench;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.evodraughts.champions.Champion;
import org.evodraughts.champions.ChampionEvaluation;
import org.evodraughts.champions.ChampionTracker;
import org.evodraughts.champions.report.ProgressCharts;
import org.evodraughts.checkers.match.ChampionSettings;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.network.Network;
import org.evodraughts.storage.records.ChampionSummary;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What champion tracking adds to a generation: {@code evaluate} is one champion's evaluation
 * with the default settings (5 earlier champions × 6 games, random and heuristic:4 × 4 games,
 * standard draw rules) at {@code minimax:DEPTH}, on a pool of 2 threads, with random networks;
 * each invocation evaluates a new champion (the seed changes), so the games differ. {@code charts}
 * draws the three progress charts (PNG and SVG) of a run of {@code generations} generations.
 *
 * <p>Run: {@code ./evodraughts bench champions ChampionBenchmark}. Last figures are in docs/benchmarks.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class ChampionBenchmark {
    @Param("4")
    public int depth;

    @Param("200")
    public int generations;

    private ExecutorService pool;
    private ChampionTracker tracker;
    private List<Champion> earlier;
    private Network network;
    private long seed;
    private List<ChampionSummary> summaries;
    private Path chartDirectory;

    @Setup
    public void setUp() throws IOException {
        pool = Executors.newFixedThreadPool(2);
        tracker = new ChampionTracker(ChampionSettings.defaults(), AlphaBetaSettings.depth(depth));
        SplittableRandom random = new SplittableRandom(1);
        earlier = new ArrayList<>();
        for (int generation = 0; generation < 5; generation++) {
            earlier.add(new Champion(generation, Network.random(random), 10));
        }
        network = Network.random(random);
        summaries = new ArrayList<>();
        for (int generation = 0; generation < generations; generation++) {
            summaries.add(new ChampionSummary(RunId.of("bench"), generation, random.nextInt(40),
                    generation == 0 ? OptionalDouble.empty() : OptionalDouble.of(random.nextDouble(-1, 1)),
                    Map.of("random", random.nextDouble(-1, 1), "heuristic:4", random.nextDouble(-1, 1))));
        }
        chartDirectory = Files.createTempDirectory("chart-benchmark");
    }

    @TearDown
    public void tearDown() throws IOException {
        pool.shutdownNow();
        try (var files = Files.list(chartDirectory)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(chartDirectory);
    }

    @Benchmark
    public ChampionEvaluation evaluate() throws InterruptedException {
        return tracker.evaluate(RunId.of("bench"), seed++, new Champion(5, network, 10), earlier, pool);
    }

    @Benchmark
    public List<Path> charts() throws IOException {
        return ProgressCharts.write(RunId.of("bench"), summaries, chartDirectory);
    }
}
