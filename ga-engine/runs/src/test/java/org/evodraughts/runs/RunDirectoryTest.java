package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.evodraughts.files.OwnTree;
import org.evodraughts.ga.genome.Genome;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.ga.loop.PopulationSnapshot;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.tournament.Score;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunDirectoryTest {
    @TempDir
    Path temp;

    /** A snapshot of random genes of any magnitude, and the awkward doubles. */
    static PopulationSnapshot snapshot(int generation, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Individual> population = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            double[][] layers = {new double[5], new double[2]};
            for (double[] layer : layers) {
                for (int g = 0; g < layer.length; g++) {
                    // Any bits: random magnitudes from 1e-300 to 1e300, both signs.
                    layer[g] = Math.scalb(random.nextDouble(-1, 1), random.nextInt(-990, 990));
                }
            }
            population.add(new Individual(new Genome(layers), new Score(i - 1, i, 3, 1)));
        }
        double[][] special = {{-0.0, 0.0, Double.MIN_VALUE, Double.MAX_VALUE, -Double.MIN_NORMAL}, {0.1, 1.0 / 3}};
        population.add(new Individual(new Genome(special), new Score(-7, 0, 0, 7)));
        return new PopulationSnapshot(RunId.of("run-1"), seed, generation, population);
    }

    @Test
    void snapshotsReadBackBitForBit() throws IOException {
        PopulationSnapshot written = snapshot(12, -3);
        Path file = temp.resolve("s.json");
        SnapshotFiles.write(OwnTree.of(temp), file, written);
        PopulationSnapshot read = SnapshotFiles.read(file);
        assertEquals(written, read); // Genome equality compares every double bit for bit
        double[] special = read.population().get(3).genome().chromosome(0);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(special[0]));
        assertEquals(Double.MIN_VALUE, special[2]);
    }

    @Test
    void badSnapshotsNameTheFileAndTheField() throws IOException {
        Path file = temp.resolve("bad.json");
        String good = SnapshotFiles.toTree(snapshot(1, 1)).toString();
        Files.writeString(file, good.replace("\"wins\":0", "\"wins\":\"none\""));
        assertEquals("snapshot " + file + ": individuals[0].wins must be a whole number",
                assertThrows(IOException.class, () -> SnapshotFiles.read(file)).getMessage());
        Files.writeString(file, good.replace("evodraughts-population", "evodraughts-network"));
        assertEquals("snapshot " + file + ": format is 'evodraughts-network', expected 'evodraughts-population'",
                assertThrows(IOException.class, () -> SnapshotFiles.read(file)).getMessage());
        Files.writeString(file, good.substring(0, good.length() / 2));
        assertTrue(assertThrows(IOException.class, () -> SnapshotFiles.read(file)).getMessage()
                .startsWith("snapshot " + file + " is not valid JSON"));
    }

    @Test
    void theLatestSnapshotIsTheHighestCompleteGeneration() throws IOException {
        EvolutionConfig config = TestConfigs.tiny(4, 2, 5, 1);
        RunDirectory directory = RunDirectory.create(Files.createDirectories(temp.resolve("run")), config);
        assertTrue(directory.latest().isEmpty());
        for (int g = 0; g <= 10; g += 5) {
            directory.save(snapshot(g, g));
        }
        // A crash while writing generation 11 leaves only AtomicFiles' temporary file behind.
        Path generations = RunLayout.of(directory.path()).generations();
        Files.writeString(generations.resolve(".generation-000011.json.5f3a.tmp"), "{\"format\": \"evodraug");
        assertEquals(List.of(0, 5, 10), directory.generations());
        assertEquals(snapshot(10, 10), directory.latest().orElseThrow());
        assertEquals(config, RunDirectory.open(directory.path(), Map.of()).config());
    }

    /** A damaged last snapshot is set aside for the one before it; with none left, champions forbid a restart from 0. */
    @Test
    void aDamagedSnapshotFallsBackToTheOneBeforeAndNoneLeftIsRefused() throws IOException {
        RunDirectory directory = RunDirectory.create(Files.createDirectories(temp.resolve("run")), TestConfigs.tiny(4, 2, 5, 1));
        RunLayout layout = RunLayout.of(directory.path());
        directory.save(snapshot(4, 4));
        directory.save(snapshot(5, 5));
        Files.writeString(layout.snapshot(5), "{\"format\": \"evodraughts-population\", \"formatVer");
        assertEquals(snapshot(4, 4), directory.latest().orElseThrow());
        assertEquals(List.of(4), directory.generations(), "the damaged one is moved aside");
        try (var aside = Files.list(layout.generations())) {
            assertEquals(1, aside.filter(f -> f.getFileName().toString().startsWith("generation-000005.json.unreadable-")).count());
        }

        Files.delete(layout.snapshot(4));
        Files.createDirectories(layout.champions());
        Files.writeString(layout.champion(4), "{}");
        IOException refused = assertThrows(IOException.class, directory::latest);
        assertEquals("run " + directory.path() + " has 1 champion files but no population snapshot in " + layout.generations()
                + " that can be read, nor a generation in its database, so it cannot continue: it would start again "
                + "from generation 0 and overwrite its champions", refused.getMessage());
    }

    @Test
    void onlyTheLastSnapshotsAreKeptWhenAsked() throws IOException {
        EvolutionConfig config = TestConfigs.with(4, 2, 5, 1, Map.of("run.keepSnapshots", "2"));
        RunDirectory directory = RunDirectory.create(Files.createDirectories(temp.resolve("run")), config);
        for (int g = 0; g < 5; g++) {
            directory.save(snapshot(g, g));
        }
        assertEquals(List.of(3, 4), directory.generations());
    }

    @Test
    void everyNthSnapshotIsKeptBesideTheLast() throws IOException {
        EvolutionConfig config = TestConfigs.with(4, 2, 5, 1, Map.of("run.keepSnapshots", "2", "run.snapshotEvery", "4"));
        RunDirectory directory = RunDirectory.create(Files.createDirectories(temp.resolve("run")), config);
        for (int g = 0; g <= 10; g++) {
            directory.save(snapshot(g, g));
        }
        assertEquals(List.of(4, 8, 9, 10), directory.generations());
        assertEquals(snapshot(10, 10), directory.latest().orElseThrow());
    }

    @Test
    void aRunDirectoryHoldsOneRunAndResumeNeedsOne() throws IOException {
        EvolutionConfig config = TestConfigs.tiny(4, 2, 5, 1);
        Path path = temp.resolve("a");
        RunDirectory.create(Files.createDirectories(path), config);
        assertEquals("run directory " + path + " already holds a run; continue it with --resume " + path,
                assertThrows(IOException.class, () -> OpenRun.start(config, path)).getMessage());
        assertEquals("run directory " + temp.resolve("none") + " does not exist",
                assertThrows(IOException.class, () -> RunDirectory.open(temp.resolve("none"), Map.of())).getMessage());
        assertEquals(temp + " is not a run directory (it has no config.yaml)",
                assertThrows(IOException.class, () -> RunDirectory.open(temp, Map.of())).getMessage());
    }

    @Test
    void resumeOverridesAreSavedWithTheRun() throws IOException {
        Path path = temp.resolve("a");
        RunDirectory.create(Files.createDirectories(path), TestConfigs.tiny(4, 2, 5, 1));
        RunDirectory.open(path, Map.of("stop.generations", "9"));
        assertEquals(9, RunDirectory.open(path, Map.of()).config().stop().generations());
    }

    @Test
    void runIdsNameTheTimeAndTheSeed() {
        assertEquals("20261121-093005-seed42", RunId.newId(42, LocalDateTime.of(2026, 11, 21, 9, 30, 5)).value());
    }
}
