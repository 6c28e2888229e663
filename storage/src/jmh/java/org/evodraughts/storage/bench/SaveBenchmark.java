package org.evodraughts.storage.bench;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.evodraughts.files.AtomicFiles;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GameResult;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a save costs with the default embedded store (through the driver over a local socket,
 * then flushed to the database file), for a network of 32-40-10-1 (1,741 weights and biases):
 * a champion with its network, a generation of 30 such genomes, and a game. {@code atomicWrite}
 * is the cost of writing a file the size of that generation's journal entry, which is what a
 * save costs while the database is unreachable.
 *
 * <p>Run: {@code ./evodraughts bench storage SaveBenchmark}. Last figures are in docs/benchmarks.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class SaveBenchmark {
    private static final int[] LAYER_SIZES = {32 * 40 + 40, 40 * 10 + 10, 10 + 1};
    private static final int POPULATION = 30;

    private Path directory;
    private RunStore store;
    private ChampionRecord champion;
    private GenerationRecord generation;
    private GameRecord game;
    private byte[] generationSizedPayload;

    @Setup
    public void open() throws IOException {
        directory = Files.createTempDirectory("save-benchmark");
        store = RunStores.open(directory, StoreOptions.defaults());
        store.save(RunRecord.started(RunId.of("bench"), Map.of("population", POPULATION), 1, Instant.now()));
        SplittableRandom random = new SplittableRandom(1);
        List<double[][]> population = new ArrayList<>();
        double[] scores = new double[POPULATION];
        for (int i = 0; i < POPULATION; i++) {
            double[][] layers = new double[LAYER_SIZES.length][];
            for (int layer = 0; layer < layers.length; layer++) {
                layers[layer] = random.doubles(LAYER_SIZES[layer], -1, 1).toArray();
            }
            population.add(layers);
            scores[i] = random.nextDouble();
        }
        generation = new GenerationRecord(RunId.of("bench"), 0, population, scores);
        StringBuilder network = new StringBuilder("{\"layers\": [");
        for (int layer = 0; layer < LAYER_SIZES.length; layer++) {
            network.append(layer == 0 ? "" : ", ").append("{\"weights\": [");
            double[] weights = population.getFirst()[layer];
            for (int i = 0; i < weights.length; i++) {
                network.append(i == 0 ? "" : ", ").append(weights[i]);
            }
            network.append("]}");
        }
        champion = new ChampionRecord(RunId.of("bench"), 0, network.append("]}").toString(), 10, OptionalDouble.of(0.5),
                Map.of("random", 0.9, "greedy", 0.6));
        game = new GameRecord(RunId.of("bench"), 0, 0, "champion", "greedy", GameResult.DRAW,
                "[Result \"1/2-1/2\"]\n\n1. 11-15 23-19 2. 8-11 22-17 1/2-1/2\n");
        // Genes are 8 bytes each in a journal entry; scores and framing add little.
        generationSizedPayload = new byte[POPULATION * (LAYER_SIZES[0] + LAYER_SIZES[1] + LAYER_SIZES[2]) * Double.BYTES];
    }

    @TearDown
    public void close() throws IOException {
        store.close();
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    @Benchmark
    public void saveChampion() {
        store.save(champion);
    }

    @Benchmark
    public void saveGeneration() {
        store.save(generation);
    }

    @Benchmark
    public void saveGame() {
        store.save(game);
    }

    @Benchmark
    public void atomicWrite() throws IOException {
        AtomicFiles.write(directory.resolve("entry.bson"), generationSizedPayload);
    }
}
