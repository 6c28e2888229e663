package org.evodraughts.storage.embedded;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.RunStoreContract;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.Samples;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.CrashPoints;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A process that dies without closing anything loses no save (the writer runs in a child JVM). */
class CrashTest {
    private static final int CHAMPIONS = 6;

    @TempDir
    Path runDirectory;

    @Test
    void savesToTheEmbeddedDatabaseSurviveAKill() throws Exception {
        String output = runChild("flushed");
        assertTrue(output.contains("saved"), output);

        try (RunStore store = RunStores.open(runDirectory, RunStoreContract.FAST)) {
            assertEquals(List.of(Samples.run(RunId.of("crash"))), store.runs());
            assertEquals(IntStream.range(0, CHAMPIONS).boxed().toList(),
                    store.champions(RunId.of("crash")).stream().map(ChampionRecord::generation).toList());
        }
    }

    @Test
    void savesQueuedInTheJournalAreReplayedInOrderAfterAKill() throws Exception {
        String output = runChild("journaled");
        assertTrue(output.contains("pending " + (CHAMPIONS + 2)), output);
        Path journal = RunLayout.of(runDirectory).journal();
        assertEquals(CHAMPIONS + 2, entries(journal).size());
        // What a crash in the middle of an atomic write leaves behind.
        Path leftover = journal.resolve(".0000000000000000099.bson.1f2e3d.tmp");
        Files.write(leftover, new byte[] {1, 2, 3});

        try (RunStore store = RunStores.open(runDirectory, RunStoreContract.FAST)) {
            RunRecord run = store.run(RunId.of("crash")).orElseThrow();
            assertEquals(RunStatus.FAILED, run.status(), "the run's end, saved last, was applied last");
            assertEquals(Samples.START.plusSeconds(5), run.endedAt().orElseThrow());
            List<ChampionRecord> champions = store.champions(RunId.of("crash"));
            assertEquals(IntStream.range(0, CHAMPIONS).boxed().toList(), champions.stream().map(ChampionRecord::generation).toList());
            assertEquals(Samples.champion(RunId.of("crash"), 3, 3, OptionalDouble.empty()), champions.get(3));
            assertEquals(Samples.champion(RunId.of("crash"), 0, 100, OptionalDouble.of(0.5)), champions.get(0), "the later revision wins");
        }
        assertEquals(List.of(), entries(journal));
        assertFalse(Files.exists(leftover));
    }

    @Test
    void aKillWhileTheDatabaseIsCompactedLosesNothing() throws Exception {
        String output = runChild(137, List.of("-D" + CrashPoints.PROPERTY + "=" + CrashPoints.DURING_COMPACTION + ":0"),
                "compacting", 60);
        List<String> saved = output.lines().filter(line -> line.startsWith("saved ")).toList();
        assertTrue(saved.size() < 60, "died in the first compaction: " + output);
        int last = Integer.parseInt(saved.getLast().substring("saved ".length()));
        try (Stream<Path> files = Files.list(runDirectory)) {
            assertTrue(files.anyMatch(AtomicFiles::isTemporary), "the compaction's new file was left half done");
        }

        try (RunStore store = RunStores.open(runDirectory, RunStoreContract.FAST)) {
            List<GenerationScores> scores = store.generationScores(RunId.of("r1"));
            assertTrue(scores.size() > last, "every generation saved before the kill: " + scores.size() + ", " + last);
            assertEquals(CompactionTest.population(last).withoutPopulation().scores()[0],
                    scores.get(last).scores()[0]);
            int latest = scores.size() - 1;
            // Killed in the save of the latest population (before the one before it was released), or in that release.
            List<Integer> populations = store.populationGenerations(RunId.of("r1"));
            assertTrue(populations.equals(List.of(latest - 1, latest)) || populations.equals(List.of(latest)), populations::toString);
            assertEquals(CompactionTest.population(latest), store.latestGeneration(RunId.of("r1")).orElseThrow());
        }
    }

    /** Runs {@link CrashingWriter} in a child JVM and returns its output. */
    private String runChild(String mode) throws IOException, InterruptedException {
        return runChild(0, List.of(), mode, CHAMPIONS);
    }

    /** Runs {@link CrashingWriter} with {@code jvmOptions} in a child JVM, which must exit with {@code status}. */
    private String runChild(int status, List<String> jvmOptions, String mode, int count) throws IOException, InterruptedException {
        Path log = runDirectory.resolve("child-" + mode + ".log");
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), CrashingWriter.class.getName(),
                mode, runDirectory.toString(), Integer.toString(count)));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child did not finish");
        String output = Files.readString(log);
        assertEquals(status, child.exitValue(), output);
        return output;
    }

    private static List<Path> entries(Path journal) throws IOException {
        try (Stream<Path> files = Files.list(journal)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }
}
