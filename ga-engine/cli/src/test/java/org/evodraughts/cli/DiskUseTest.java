package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.runs.SnapshotFiles;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run does not fill the disk: it keeps the populations of only the last few generations and
 * every Nth (snapshot files and database records alike), every champion and every generation's
 * scores, and its embedded database is compacted; resuming stays bit for bit. Real runs of the
 * command line, real files, the embedded MongoDB through the real driver.
 */
class DiskUseTest {
    /** Seed 001's network (4,101 weights) in a tiny tournament: 4 individuals, 1-ply search. */
    static final List<String> TINY = List.of("--population", "4", "--elites", "2", "--search", "minimax:1",
            "--set", "tournament.maxMovesPerSide=20", "--threads", "2", "--set", "champions.baselines=random",
            "--set", "champions.gamesPerBaseline=2", "--seed", "5");
    /** What a generation may add to the run directory in steady state (250 KB for config/default.yaml). */
    private static final long BOUND = 250_000;

    @TempDir
    Path temp;

    static CliRun evolve(Path dir, String... more) {
        List<String> args = new ArrayList<>(List.of("evolve", "--run-dir", dir.toString()));
        args.addAll(TINY);
        args.addAll(List.of(more));
        return checked(CliRun.of(args.toArray(String[]::new)));
    }

    static CliRun resume(Path dir, int generations) {
        return checked(CliRun.of("evolve", "--resume", dir.toString(), "--generations", String.valueOf(generations)));
    }

    private static CliRun checked(CliRun run) {
        assertEquals(0, run.exitCode(), run.err());
        return run;
    }

    @Test
    void aGenerationAddsLessThanAQuarterMegabyteInSteadyStateAndEveryChampionStays() throws IOException {
        Path dir = temp.resolve("run");
        evolve(dir, "--generations", "30");
        long at30 = RunDirectory.diskUse(dir);
        resume(dir, 60);
        long at60 = RunDirectory.diskUse(dir);
        long perGeneration = (at60 - at30) / 30;
        assertTrue(perGeneration < BOUND, "the run directory grew by " + perGeneration + " bytes a generation ("
                + at30 + " at generation 30, " + at60 + " at 60)");

        assertEquals(List.of(58, 59, 60), RunDirectory.snapshotGenerations(RunLayout.of(dir)), "the last 3 (and every 100th)");
        try (Stream<Path> champions = Files.list(RunLayout.of(dir).champions())) {
            assertEquals(61, champions.count(), "every champion's file");
        }
        try (RunStore store = RunStores.openReadOnly(dir, StoreOptions.defaults())) {
            assertEquals(List.of(58, 59, 60), store.populationGenerations(RunId.of("run")));
            assertEquals(IntStream.rangeClosed(0, 60).boxed().toList(),
                    store.generationScores(RunId.of("run")).stream().map(GenerationScores::generation).toList(), "every generation's scores");
            assertEquals(61, store.championSummaries(RunId.of("run")).size(), "every champion's record");
            assertEquals(IntStream.rangeClosed(0, 60).mapToObj(g -> true).toList(),
                    IntStream.rangeClosed(0, 60).mapToObj(g -> !store.games(RunId.of("run"), g).isEmpty()).toList(), "every champion's games");
        }
    }

    @Test
    void aRunStoppedAndResumedWithTheNewKeysIsTheUninterruptedRunBitForBit() throws IOException {
        String[] keys = {"--set", "run.keepSnapshots=2", "--set", "run.snapshotEvery=5"};
        Path whole = temp.resolve("whole").resolve("run"), parts = temp.resolve("parts").resolve("run");
        evolve(whole, concat(keys, "--generations", "12"));
        evolve(parts, concat(keys, "--generations", "6"));
        checked(CliRun.of("evolve", "--resume", parts.toString(), "--generations", "12", "--set", "run.snapshotEvery=5"));

        assertSameRun(whole, parts, 12);
        for (Path dir : List.of(whole, parts)) {
            assertEquals(List.of(5, 10, 11, 12), RunDirectory.snapshotGenerations(RunLayout.of(dir)));
            try (RunStore store = RunStores.openReadOnly(dir, StoreOptions.defaults())) {
                assertEquals(List.of(5, 10, 11, 12), store.populationGenerations(RunId.of("run")), "the same populations as the files");
                assertEquals(13, store.generationScores(RunId.of("run")).size());
            }
        }
    }

    /** The same champions (networks and figures but time) and the same latest population in both runs. */
    static void assertSameRun(Path expected, Path actual, int generations) throws IOException {
        for (int g = 0; g <= generations; g++) {
            ChampionFile want = ChampionFile.read(expected, g), got = ChampionFile.read(actual, g);
            assertArrayEquals(want.document().network().parameters(), got.document().network().parameters(), "champion " + g);
            assertEquals(want.document().metadata().get("fitness"), got.document().metadata().get("fitness"), "champion " + g);
        }
        RunLayout want = RunLayout.of(expected), got = RunLayout.of(actual);
        assertEquals(SnapshotFiles.read(want.snapshot(generations)).population(),
                SnapshotFiles.read(got.snapshot(generations)).population());
    }

    static String[] concat(String[] first, String... more) {
        return Stream.concat(Stream.of(first), Stream.of(more)).toArray(String[]::new);
    }
}
