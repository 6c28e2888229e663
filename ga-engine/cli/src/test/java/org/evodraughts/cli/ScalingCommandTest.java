package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.evodraughts.ga.work.GenerationWork;
import org.evodraughts.ga.work.WorkTraceFile;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** evolve --work-trace records each generation's tasks; scaling replays them on more cores. */
class ScalingCommandTest {
    @TempDir
    Path temp;

    @Test
    void aTracedRunRecordsEveryGenerationsGamesAndTrainingsAndScalingPredictsFromThem() throws IOException {
        Path dir = temp.resolve("run");
        CliRun run = CliRun.of("evolve", "--run-dir", dir.toString(), "--generations", "2", "--population", "4",
                "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20", "--threads", "2",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "refinement.games=5", "--set", "refinement.trainees=all", "--work-trace");
        assertEquals(0, run.exitCode(), run.err());

        List<GenerationWork> work = WorkTraceFile.read(RunLayout.of(dir).workTrace());
        assertEquals(List.of(0, 1, 2), work.stream().map(GenerationWork::generation).toList());
        for (GenerationWork generation : work) {
            List<String> pools = generation.batches().stream().map(GenerationWork.Batch::pool).toList();
            assertEquals("run", pools.get(0), "the four trainings first");
            assertEquals(4, generation.batches().get(0).taskNanos().length);
            assertEquals(4 * 3, generation.batches().get(1).taskNanos().length, "then the round robin's games");
            assertTrue(pools.contains("champion"), "and the champion's games: " + pools);
        }

        CliRun scaling = CliRun.of("scaling", dir.toString(), "--cores", "1,2,16");
        assertEquals(0, scaling.exitCode(), scaling.err());
        assertTrue(scaling.out().contains("3 generations (0 to 2), recorded on 2 threads"), scaling.out());
        assertTrue(scaling.out().matches("(?s).*\\n\\s+1\\s+[0-9.]+\\s+1\\.00\\s+100\\.0%.*"), scaling.out());
        assertTrue(scaling.out().matches("(?s).*\\n\\s+16\\s+[0-9.]+\\s+[0-9.]+\\s+[0-9.]+%.*"), scaling.out());
    }

    @Test
    void aTraceOfTrainingsInBatchesKeepsEachBatchsGamesAndScalingSpreadsThem() throws IOException {
        Path dir = temp.resolve("batched");
        CliRun run = CliRun.of("evolve", "--run-dir", dir.toString(), "--generations", "1", "--population", "4",
                "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20", "--threads", "2",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "refinement.games=6", "--set", "refinement.batch=3", "--set", "refinement.trainees=elites",
                "--work-trace");
        assertEquals(0, run.exitCode(), run.err());
        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString(), "--generations", "2", "--work-trace");
        assertEquals(0, resumed.exitCode(), resumed.err());

        List<GenerationWork> work = WorkTraceFile.read(RunLayout.of(dir).workTrace());
        assertEquals(List.of(0, 1, 2), work.stream().map(GenerationWork::generation).toList());
        for (GenerationWork generation : work) {
            GenerationWork.Batch trainings = generation.batches().stream()
                    .filter(batch -> batch.sharedRuns().stream().anyMatch(runs -> !runs.isEmpty()))
                    .findFirst().orElseThrow(() -> new AssertionError("no trainings in batches: " + generation));
            assertEquals(2, trainings.taskNanos().length, "the two elites' trainings");
            for (List<GenerationWork.SharedRun> runs : trainings.sharedRuns()) {
                assertEquals(2, runs.size(), "six games in batches of three");
                for (GenerationWork.SharedRun shared : runs) {
                    assertEquals(3, shared.gameNanos().length);
                }
            }
        }

        CliRun scaling = CliRun.of("scaling", dir.toString(), "--cores", "1,2,16");
        assertEquals(0, scaling.exitCode(), scaling.err());
        assertTrue(scaling.out().matches("(?s).*\\n\\s+16\\s+[0-9.]+\\s+[0-9.]+\\s+[0-9.]+%.*"), scaling.out());
    }

    @Test
    void aTraceOfIslandsKeepsEachIslandsBatchesAndScalingReplaysThemOnSeveralMachines() throws IOException {
        Path dir = temp.resolve("islands");
        CliRun run = CliRun.of("evolve", "--run-dir", dir.toString(), "--generations", "1", "--population", "4",
                "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20", "--threads", "2",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "islands.count=2", "--set", "islands.migrants=1",
                "--set", "refinement.games=2", "--set", "refinement.trainees=elites", "--work-trace");
        assertEquals(0, run.exitCode(), run.err());

        for (GenerationWork generation : WorkTraceFile.read(RunLayout.of(dir).workTrace())) {
            assertEquals(List.of(0, 1), generation.islands().stream().map(GenerationWork.IslandStep::island).toList());
            for (int island = 0; island < 2; island++) {
                int i = island;
                assertEquals(List.of(12, 2), generation.batches().stream().filter(b -> b.island() == i)
                        .map(b -> b.taskNanos().length).toList(), "island " + island + ": its round robin, its elites' trainings");
            }
        }

        CliRun scaling = CliRun.of("scaling", dir.toString(), "--cores", "1,4", "--machines", "2", "--task-overhead", "500us");
        assertEquals(0, scaling.exitCode(), scaling.err());
        assertTrue(scaling.out().contains("on 2 machines (the run's own and 1 worker) of the cores below each, every task "
                + "sent to a worker costing 500us besides"), scaling.out());
        assertTrue(scaling.out().contains("island serial"), scaling.out());
        assertTrue(scaling.out().matches("(?s).*\\n\\s+4\\s+8\\s+[0-9.]+\\s+[0-9.]+\\s+[0-9.]+%.*"), scaling.out());

        CliRun unitless = CliRun.of("scaling", dir.toString(), "--machines", "2", "--task-overhead", "1");
        assertEquals(2, unitless.exitCode());
        assertTrue(unitless.err().contains("--task-overhead must be a time such as 500us or 1ms, got '1'"), unitless.err());
    }

    @Test
    void aDirectoryHoldingTheTraceGzippedIsReadAsARun() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("kept"));
        Files.copy(Path.of("../../examples/arms/wide/work-trace.jsonl.gz"), dir.resolve("work-trace.jsonl.gz"));
        CliRun scaling = CliRun.of("scaling", dir.toString(), "--from", "1");
        assertEquals(0, scaling.exitCode(), scaling.err());
        assertTrue(scaling.out().startsWith("2 generations (1 to 2)"), scaling.out());
    }

    @Test
    void aRunWithoutATraceGetsOneLineSayingHowToRecordOne() {
        CliRun scaling = CliRun.of("scaling", temp.toString());
        assertEquals(2, scaling.exitCode());
        assertTrue(scaling.err().contains("record one with evolve --work-trace"), scaling.err());
    }

    /**
     * Times no run can have measured are refused in one line naming them, where a trace line with
     * {@code Long.MAX_VALUE} gave {@code -200946139225.2%} and a negative time a speed-up, both
     * with status 0; and {@code threads: 0} is said in plain words, not in Jackson's naming a class.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "2|9223372036854775807|100|100|line 1 is not a generation's work: wallNanos is 9223372036854775807 ns; a time must be 0 to 1000000000000000 ns (about 11.6 days)",
        "2|100|100|-100|line 1 is not a generation's work: a task's taskNanos is -100 ns; a time must be 0 to 1000000000000000 ns (about 11.6 days)",
        "2|100|-50|100|line 1 is not a generation's work: a batch's spanNanos is -50 ns; a time must be 0 to 1000000000000000 ns (about 11.6 days)",
        "0|100|100|100|line 1 is not a generation's work: threads must be at least 1, got 0"})
    void timesNoRunCanHaveMeasuredAreRefusedInOneLine(int threads, long wall, long span, long task, String why) throws IOException {
        Path trace = Files.writeString(temp.resolve("trace.jsonl"), "{\"generation\":0,\"threads\":" + threads + ",\"wallNanos\":"
                + wall + ",\"cpuNanos\":100,\"batches\":[{\"pool\":\"run\",\"spanNanos\":" + span + ",\"taskNanos\":[" + task
                + ",20],\"taskCpuNanos\":[30,20]}]}\n");
        CliRun scaling = CliRun.of("scaling", trace.toString());
        assertEquals(2, scaling.exitCode(), scaling.out());
        assertEquals("error: " + trace + " " + why, scaling.err().strip());
        assertEquals("", scaling.out());
    }

    /** Times each within range that add up past a long: refused too, where every sum the model makes would overflow. */
    @Test
    void timesThatCannotBeAddedUpAreRefused() throws IOException {
        String line = "{\"generation\":0,\"threads\":2,\"wallNanos\":1000000000000000,\"cpuNanos\":1000000000000000,"
                + "\"batches\":[{\"pool\":\"run\",\"spanNanos\":1,\"taskNanos\":[" + "1000000000000000,".repeat(9999)
                + "1],\"taskCpuNanos\":[" + "1,".repeat(9999) + "1]}]}\n";
        Path trace = Files.writeString(temp.resolve("sum.jsonl"), line);
        CliRun scaling = CliRun.of("scaling", trace.toString());
        assertEquals(2, scaling.exitCode(), scaling.out());
        assertEquals("error: " + trace + ": its times add up to more than can be counted (292 years); it is no run's trace",
                scaling.err().strip());
    }
}
