package org.evodraughts.storage.embedded;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.GenerationScores;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded database does not fill the disk: H2 writes every change to a new place in the
 * file, so populations saved and then released leave dead space, which the store compacts away
 * while open (restarting its server) and as it closes; nothing saved is lost either way.
 */
class CompactionTest {
    private static final int GENERATIONS = 40;

    @TempDir
    Path dir;

    @Test
    void releasedPopulationsAreCompactedAwayWhileOpenAndNothingSavedIsLost() throws IOException {
        Path file = dir.resolve("mongo.mv");
        List<Long> sizes = new ArrayList<>();
        GenerationRecord last = null;
        try (MongoRunStore store = MongoRunStore.embedded(file, StoreOptions.defaults())) {
            for (int g = 0; g < GENERATIONS; g++) {
                GenerationRecord generation = population(g);
                store.save(generation);
                if (last != null) {
                    store.save(last.withoutPopulation()); // as a run releases the population it no longer keeps
                }
                last = generation;
                sizes.add(Files.size(file));
            }
            assertTrue(shrankWhileOpen(sizes), "compacted while open: " + sizes);
            long peak = sizes.stream().mapToLong(Long::longValue).max().orElseThrow();
            assertTrue(peak < EmbeddedMongo.COMPACT_ABOVE_BYTES + (2 << 20), "never far past the threshold: " + sizes);
            assertEverythingIsThere(store, last);
        }
        try (MongoRunStore reopened = MongoRunStore.embedded(file, StoreOptions.defaults())) {
            assertEverythingIsThere(reopened, last);
        }
        assertTrue(Files.size(file) < EmbeddedMongo.COMPACT_ABOVE_BYTES, "at most a population and the scores: " + Files.size(file));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no compaction's file left beside it");
        }
    }

    @Test
    void aFileMostlyOfDeadSpaceIsCompactedAsItClosesOnceWritten() throws IOException {
        Path file = dir.resolve("mongo.mv");
        try (EmbeddedMongo server = EmbeddedMongo.start(file);
             MongoRunStore store = MongoRunStore.connect(new MongoUri(server.uri()), StoreOptions.defaults())) {
            // A store on a server it did not start never compacts: the server's close does.
            for (int g = 0; g < GENERATIONS; g++) {
                store.save(population(g, 0)); // generation 0 saved again and again
                server.flush();
            }
            assertTrue(server.sparse(), "one live population in " + Files.size(file) + " bytes");
            Files.copy(file, dir.resolve("copy.mv")); // every save is synced: a whole file
        }
        assertTrue(Files.size(file) < EmbeddedMongo.COMPACT_ABOVE_BYTES, "compacted: " + Files.size(file));
        long sparse = Files.size(dir.resolve("copy.mv"));
        try (EmbeddedMongo onlyRead = EmbeddedMongo.start(dir.resolve("copy.mv"))) {
            assertTrue(onlyRead.sparse());
        }
        assertTrue(Files.size(dir.resolve("copy.mv")) >= sparse, "a server that wrote nothing leaves the file uncompacted");
        try (MongoRunStore reopened = MongoRunStore.embedded(file, StoreOptions.defaults())) {
            assertEquals(population(GENERATIONS - 1, 0), reopened.latestGeneration(RunId.of("r1")).orElseThrow());
        }
    }

    private static void assertEverythingIsThere(RunStore store, GenerationRecord last) {
        assertEquals(List.of(GENERATIONS - 1), store.populationGenerations(RunId.of("r1")));
        assertEquals(last, store.latestGeneration(RunId.of("r1")).orElseThrow());
        List<GenerationScores> scores = store.generationScores(RunId.of("r1"));
        assertEquals(GENERATIONS, scores.size());
        for (GenerationScores generation : scores) {
            assertEquals(population(generation.generation()).withoutPopulation().scores()[0], generation.scores()[0]);
        }
    }

    private static boolean shrankWhileOpen(List<Long> sizes) {
        for (int i = 1; i < sizes.size(); i++) {
            if (sizes.get(i) < sizes.get(i - 1)) {
                return true;
            }
        }
        return false;
    }

    /** Ten individuals of seed 001's 4,101 weights: 330 KB of genes. */
    static GenerationRecord population(int generation) {
        return population(generation, generation);
    }

    /** The population of {@link #population(int)}, saved as generation {@code as}. */
    private static GenerationRecord population(int generation, int as) {
        SplittableRandom random = new SplittableRandom(generation);
        List<double[][]> population = new ArrayList<>();
        double[] scores = new double[10];
        for (int i = 0; i < scores.length; i++) {
            population.add(new double[][] {random.doubles(4101, -1, 1).toArray()});
            scores[i] = random.nextInt(-20, 40);
        }
        return new GenerationRecord(RunId.of("r1"), as, population, scores);
    }
}
