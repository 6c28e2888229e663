package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.evodraughts.files.Sha256;
import org.evodraughts.runs.RunLock;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code runs prune}: a dry run changes no byte; {@code --apply} deletes only the populations
 * (snapshot files and stored populations) a run does not keep, never a champion or a score, and
 * the run still opens and resumes bit for bit; a run in use is refused.
 */
class RunsPruneTest {
    @TempDir
    Path temp;
    /** A run that keeps every population, as runs made before run.snapshotEvery do; and its twin. */
    private Path run;
    private Path twin;

    @BeforeEach
    void twoRunsThatKeepEverything() {
        run = temp.resolve("a").resolve("run");
        twin = temp.resolve("b").resolve("run");
        for (Path dir : List.of(run, twin)) {
            DiskUseTest.evolve(dir, "--generations", "12", "--set", "run.keepSnapshots=0");
        }
    }

    private CliRun prune(String... more) {
        return CliRun.of(DiskUseTest.concat(new String[] {"runs", "prune", run.toString()}, more));
    }

    @Test
    void aDryRunSaysWhatWouldGoAndChangesNothing() throws IOException {
        Map<Path, String> before = contents(run);
        CliRun dry = prune("--keep-last", "2", "--every", "5");
        assertEquals(0, dry.exitCode(), dry.err());
        List<String> lines = dry.out().lines().toList();
        assertEquals("run " + run + ": latest snapshot generation 12; keeps the populations of the last 2 generations and "
                + "every multiple of 5, and every champion", lines.get(0));
        assertTrue(lines.get(1).matches("would delete 9 snapshots \\([\\d.]+ [kM]B\\): generations 0-4, 6-9"), lines.get(1));
        assertTrue(lines.get(2).matches("would delete the populations of 9 generations from its database \\(about [\\d.]+ [kM]B\\), "
                + "keeping their scores: generations 0-4, 6-9"), lines.get(2));
        assertEquals("dry run: nothing deleted; run again with --apply to delete these", lines.get(3));
        assertEquals(before, contents(run), "not a byte changed");
    }

    @Test
    void applyDeletesOnlyThePopulationsNotKeptAndTheRunStillResumesBitForBit() throws IOException {
        Map<Path, String> files = contents(run);
        Records records = Records.of(run);
        long before = RunDirectory.diskUse(run);
        CliRun applied = prune("--keep-last", "2", "--every", "5", "--apply");
        assertEquals(0, applied.exitCode(), applied.err());
        assertTrue(applied.out().contains("\ndeleted 9 snapshots ("), applied.out());
        assertTrue(applied.out().contains("\ndeleted the populations of 9 generations from its database, keeping their scores"),
                applied.out());
        assertTrue(RunDirectory.diskUse(run) < before, "freed " + (before - RunDirectory.diskUse(run)) + " bytes");

        assertEquals(List.of(5, 10, 11, 12), RunDirectory.snapshotGenerations(RunLayout.of(run)));
        Map<Path, String> left = contents(run);
        files.keySet().removeIf(file -> file.startsWith(RunLayout.GENERATIONS_DIRECTORY) || file.toString().equals(RunLayout.DATABASE_FILE));
        left.keySet().removeIf(file -> file.startsWith(RunLayout.GENERATIONS_DIRECTORY) || file.toString().equals(RunLayout.DATABASE_FILE));
        assertEquals(files, left, "every champion file, the log, the progress and the charts as they were");
        assertEquals(records, Records.of(run), "every champion, its games and every generation's scores as they were");
        try (RunStore pruned = RunStores.openReadOnly(run, StoreOptions.defaults())) {
            assertEquals(List.of(5, 10, 11, 12), pruned.populationGenerations(RunId.of("run")));
        }
        assertEquals(0, CliRun.of("champions", "list", "--run", run.toString()).exitCode(), "it still opens");
        CliRun again = prune("--keep-last", "2", "--every", "5");
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.out().startsWith("run " + run + ": nothing to prune"), again.out());

        DiskUseTest.resume(run, 14);
        DiskUseTest.resume(twin, 14);
        DiskUseTest.assertSameRun(twin, run, 14);
    }

    /** What a prune must keep of a run's records: champions, their games, and every generation's scores. */
    private record Records(List<ChampionSummary> champions, List<List<String>> games, Map<Integer, List<Double>> scores) {
        static Records of(Path dir) throws IOException {
            try (RunStore store = RunStores.openReadOnly(dir, StoreOptions.defaults())) {
                Map<Integer, List<Double>> scores = new TreeMap<>();
                for (GenerationScores generation : store.generationScores(RunId.of("run"))) {
                    scores.put(generation.generation(), Arrays.stream(generation.scores()).boxed().toList());
                }
                List<List<String>> games = store.championSummaries(RunId.of("run")).stream()
                        .map(c -> store.games(RunId.of("run"), c.generation()).stream().map(GameRecord::pdn).toList()).toList();
                return new Records(store.championSummaries(RunId.of("run")), games, scores);
            }
        }
    }

    @Test
    void withoutOptionsARunThatKeepsEverythingIsPrunedToTheDefaults() {
        CliRun dry = prune();
        assertEquals(0, dry.exitCode(), dry.err());
        assertTrue(dry.out().contains("keeps the populations of the last 3 generations and every multiple of 100"), dry.out());
        assertTrue(dry.out().contains("\nwould delete 10 snapshots ("), dry.out());
    }

    @Test
    void aRunInUseIsRefusedAndBadInputGetsOneErrorLine() throws IOException {
        Map<Path, String> before = contents(run);
        try (RunLock _ = RunLock.acquire(run)) {
            CliRun refused = prune("--apply");
            assertEquals(2, refused.exitCode());
            assertEquals("error: run " + run + " is already in use by this process", refused.err().strip());
        }
        assertEquals(before, contents(run));
        for (String[] c : List.of(
                new String[] {"--keep-last must be 1 or more (the latest snapshot always stays), got 0", "--keep-last", "0"},
                new String[] {"--every must be 0 or more, got -2", "--every", "-2"})) {
            CliRun bad = prune(c[1], c[2]);
            assertEquals(2, bad.exitCode());
            assertEquals("error: " + c[0], bad.err().strip());
        }
        CliRun missing = CliRun.of("runs", "prune", temp.resolve("none").toString());
        assertEquals(2, missing.exitCode());
        assertEquals("error: run directory " + temp.resolve("none") + " does not exist", missing.err().strip());
    }

    /** Every file under {@code dir} (but the lock) with a digest of its bytes. */
    private static Map<Path, String> contents(Path dir) throws IOException {
        Map<Path, String> contents = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (!file.equals(RunLayout.of(dir).lock())) {
                    contents.put(dir.relativize(file), Sha256.of(Files.readAllBytes(file)));
                }
            }
        }
        return contents;
    }
}
