package org.evodraughts.ga.work;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.evodraughts.checkers.match.PoolGames;
import org.evodraughts.ga.work.GenerationWork.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A traced pool records each call's tasks as one batch, each island's apart when islands' batches
 * are under way at once; the file keeps them and survives a torn line.
 */
class WorkTraceTest {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    @TempDir
    Path temp;

    /** Busy work of at least {@code millis} of this thread's CPU time (so of wall time too); returns the thread's CPU time. */
    private static long spinCpu(long millis) {
        long end = THREADS.getCurrentThreadCpuTime() + millis * 1_000_000;
        long now;
        while ((now = THREADS.getCurrentThreadCpuTime()) < end) {
            Thread.onSpinWait();
        }
        return now;
    }

    @Test
    void eachPoolGamesCallIsOneBatchOfItsTasksInOrder() throws Exception {
        WorkTrace trace = new WorkTrace();
        try (ExecutorService pool = trace.traced(Executors.newFixedThreadPool(2), "run")) {
            PoolGames.play(pool, 3, i -> spinCpu(5L * (i + 1)));
            PoolGames.play(pool, 1, i -> spinCpu(2));
        }
        GenerationWork work = trace.generationDone(0, 2);
        assertEquals(2, work.batches().size());
        GenerationWork.Batch first = work.batches().getFirst();
        assertEquals(3, first.taskNanos().length);
        long[] wall = first.tasks(Clock.WALL);
        assertTrue(wall[0] >= 5_000_000 && wall[1] >= 10_000_000 && wall[2] >= 15_000_000, "in submission order");
        assertTrue(first.spanNanos() >= wall[2], "the caller waited for the longest task");
        assertTrue(work.wallNanos() >= first.spanNanos() + work.batches().get(1).spanNanos());
        assertEquals(0, trace.generationDone(1, 2).batches().size(), "the next generation starts empty");
    }

    @Test
    void islandsBatchesUnderWayAtOnceKeepTheirOwnTasksAndNameTheirIsland() throws Exception {
        WorkTrace trace = new WorkTrace();
        CountDownLatch bothUnderWay = new CountDownLatch(2);
        try (ExecutorService pool = trace.traced(Executors.newFixedThreadPool(2), "run");
             ExecutorService islands = Executors.newFixedThreadPool(2)) {
            List<Future<?>> steps = new java.util.ArrayList<>();
            for (int island = 0; island < 2; island++) {
                int games = island + 2;
                int i = island;
                steps.add(islands.submit(() -> trace.island(i, () -> {
                    try {
                        PoolGames.play(pool, games, g -> {
                            if (g == 0) {
                                // Each island's first game waits for the other's: both batches are open at once.
                                bothUnderWay.countDown();
                                try {
                                    bothUnderWay.await(20, TimeUnit.SECONDS);
                                } catch (InterruptedException e) {
                                    throw new IllegalStateException(e);
                                }
                            }
                            return spinCpu(1);
                        });
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                })));
            }
            for (Future<?> step : steps) {
                step.get();
            }
            PoolGames.play(pool, 1, g -> spinCpu(1));
        }
        GenerationWork work = trace.generationDone(0, 2);
        assertEquals(0, bothUnderWay.getCount());
        assertEquals(List.of(0, 1), work.islands().stream().map(GenerationWork.IslandStep::island).toList());
        for (int island = 0; island < 2; island++) {
            int i = island;
            assertEquals(List.of(island + 2), work.batches().stream().filter(b -> b.island() == i)
                    .map(b -> b.taskNanos().length).toList(), "island " + island + "'s games alone");
        }
        assertEquals(GenerationWork.RUN, work.batches().getLast().island(), "this thread's batch is the run's");
        GenerationWork.IslandStep step = work.islands().getFirst();
        assertTrue(step.wallNanos() >= work.batches().stream().filter(b -> b.island() == 0).findFirst()
                .orElseThrow().spanNanos(), "an island's step lasts as long as its batches at least");
    }

    @Test
    void aTaskThatSharesItsWorkKeepsEachSharedRunsGamesWhereverTheyRan() throws InterruptedException {
        WorkTrace trace = new WorkTrace();
        // Each of the three games waits for the others to start, so each runs on its own thread.
        CountDownLatch together = new CountDownLatch(3);
        Runnable game = () -> {
            together.countDown();
            try {
                together.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            spinCpu(20);
        };
        try (ExecutorService pool = trace.traced(Executors.newFixedThreadPool(3), "run")) {
            PoolGames.play(pool, 1, i -> {
                SharedWork.runAll(pool, game, game, game);
                SharedWork.runAll(pool, () -> spinCpu(5));
                return null;
            });
        }
        GenerationWork.Batch batch = trace.generationDone(0, 3).batches().getFirst();
        List<GenerationWork.SharedRun> runs = batch.sharedRuns().getFirst();
        assertEquals(2, runs.size(), "both shared runs, in order");
        assertEquals(3, runs.getFirst().gameNanos().length);
        assertEquals(1, runs.get(1).gameNanos().length);
        for (long cpu : runs.getFirst().games(Clock.CPU)) {
            assertTrue(cpu >= 15_000_000, "each game's own CPU time: " + cpu);
        }
        boolean[] onCaller = runs.getFirst().onCaller();
        int helped = 0;
        for (boolean caller : onCaller) {
            helped += caller ? 0 : 1;
        }
        assertEquals(2, helped, "the two idle threads played two games: " + Arrays.toString(onCaller));
        assertTrue(runs.get(1).onCaller()[0], "a run of one game stays on the task's thread");
        assertTrue(runs.getFirst().spanNanos() >= 20_000_000, "the run lasts at least as long as its games");
        long task = batch.taskCpuNanos()[0], own = batch.ownTasks(Clock.CPU)[0];
        assertTrue(own <= task - 20_000_000, "the task's own time leaves out the games it played");
        assertTrue(batch.workNanos(Clock.CPU) >= task + 2 * 15_000_000L, "the helpers' games count as the task's work");
    }

    @Test
    void theFileKeepsEveryTimeAndSkipsATornLastLine() throws IOException {
        Path file = temp.resolve("work-trace.jsonl");
        GenerationWork one = new GenerationWork(3, 2, 900, 1700, 1600,
                List.of(new GenerationWork.Batch("run", 500, new long[] {400, 300}, new long[] {390, 280})));
        WorkTraceFile.append(file, one);
        WorkTraceFile.append(file, new GenerationWork(4, 2, 100, 90, 80, List.of()));
        Files.writeString(file, "{\"generation\":5,\"thr", StandardOpenOption.APPEND);

        List<GenerationWork> read = WorkTraceFile.read(file);
        assertEquals(2, read.size());
        GenerationWork back = read.getFirst();
        assertEquals(List.of(3, 2, 900L, 1700L, 1600L),
                List.of(back.generation(), back.threads(), back.wallNanos(), back.cpuNanos(), back.javaCpuNanos()));
        assertArrayEquals(new long[] {390, 280}, back.batches().getFirst().taskCpuNanos());
        assertArrayEquals(new long[] {400, 300}, back.batches().getFirst().taskNanos());
    }

    @Test
    void theFileKeepsSharedRunsAndReadsOlderTracesAsHavingNone() throws IOException {
        Path file = temp.resolve("work-trace.jsonl");
        GenerationWork.SharedRun run = new GenerationWork.SharedRun(70, new long[] {50, 60}, new long[] {40, 55},
                new boolean[] {true, false});
        WorkTraceFile.append(file, new GenerationWork(0, 2, 900, 800, 700, List.of(new GenerationWork.Batch(
                "run", 500, new long[] {400, 300}, new long[] {390, 280}, List.of(List.of(), List.of(run, run))))));
        Files.writeString(file, "{\"generation\":1,\"threads\":2,\"wallNanos\":9,\"cpuNanos\":8,\"javaCpuNanos\":7,"
                + "\"batches\":[{\"pool\":\"run\",\"spanNanos\":5,\"taskNanos\":[4],\"taskCpuNanos\":[3]}]}\n",
                StandardOpenOption.APPEND);

        List<GenerationWork> read = WorkTraceFile.read(file);
        GenerationWork.Batch back = read.getFirst().batches().getFirst();
        assertEquals(List.of(), back.sharedRuns().getFirst());
        GenerationWork.SharedRun backRun = back.sharedRuns().get(1).get(1);
        assertArrayEquals(new long[] {40, 55}, backRun.gameCpuNanos());
        assertArrayEquals(new long[] {50, 60}, backRun.gameNanos());
        assertArrayEquals(new boolean[] {true, false}, backRun.onCaller());
        assertEquals(390 + 280 + 2 * 55, back.workNanos(Clock.CPU));
        assertArrayEquals(new long[] {390, 280 - 2 * 40}, back.ownTasks(Clock.CPU));
        assertEquals(70, backRun.spanNanos());
        assertArrayEquals(new long[] {400, 300 - 2 * 70}, back.ownTasks(Clock.WALL), "by the wall, less the runs' spans");
        assertEquals(List.of(List.of()), read.get(1).batches().getFirst().sharedRuns(), "an older line shares nothing");
    }

    @Test
    void theFileKeepsTheIslandsAndReadsOlderTracesAsTheRunsBatchesAlone() throws IOException {
        Path file = temp.resolve("work-trace.jsonl");
        WorkTraceFile.append(file, new GenerationWork(2, 2, 1200, 800, 700, List.of(
                new GenerationWork.Batch("run", 1, 500, new long[] {400}, new long[] {390}, null),
                new GenerationWork.Batch("run", 300, new long[] {200}, new long[] {190})),
                List.of(new GenerationWork.IslandStep(0, 600, 20), new GenerationWork.IslandStep(1, 650, 30))));
        Files.writeString(file, "{\"generation\":3,\"threads\":2,\"wallNanos\":9,\"cpuNanos\":8,\"javaCpuNanos\":7,"
                + "\"batches\":[{\"pool\":\"run\",\"spanNanos\":5,\"taskNanos\":[4],\"taskCpuNanos\":[3]}]}\n",
                StandardOpenOption.APPEND);

        List<GenerationWork> read = WorkTraceFile.read(file);
        GenerationWork islands = read.getFirst();
        assertEquals(List.of(1, GenerationWork.RUN), islands.batches().stream().map(GenerationWork.Batch::island).toList());
        assertEquals(List.of(new GenerationWork.IslandStep(0, 600, 20), new GenerationWork.IslandStep(1, 650, 30)),
                islands.islands());
        // By CPU time the islands' threads are their own serial parts; by the wall the steps began together.
        assertEquals(700 - 390 - 190 - 20 - 30, islands.serialNanos(Clock.CPU));
        assertEquals(30, islands.serialNanos(islands.islands().get(1), Clock.CPU));
        assertEquals(1200 - 300 - 650, islands.serialNanos(Clock.WALL));
        assertEquals(650 - 500, islands.serialNanos(islands.islands().get(1), Clock.WALL));
        GenerationWork older = read.get(1);
        assertEquals(List.of(), older.islands());
        assertEquals(GenerationWork.RUN, older.batches().getFirst().island());
    }

    @Test
    void aDamagedLineInTheMiddleIsNamed() throws IOException {
        Path file = temp.resolve("work-trace.jsonl");
        Files.writeString(file, "{\"generation\":0}\nnot json\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WorkTraceFile.read(file));
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void aGzippedTraceReadsAsTheTraceAndADamagedOneIsNamed() throws IOException {
        Path plain = temp.resolve("work-trace.jsonl");
        WorkTraceFile.append(plain, new GenerationWork(1, 2, 900, 1700, 1600,
                List.of(new GenerationWork.Batch("run", 500, new long[] {400, 300}, new long[] {390, 280}))));
        WorkTraceFile.append(plain, new GenerationWork(2, 2, 100, 90, 80, List.of()));
        Path gzipped = temp.resolve("work-trace.jsonl.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzipped))) {
            out.write(Files.readAllBytes(plain));
        }
        List<GenerationWork> read = WorkTraceFile.read(gzipped);
        assertEquals(List.of(1, 2), read.stream().map(GenerationWork::generation).toList());
        assertEquals(List.of(1700L, 90L), read.stream().map(GenerationWork::cpuNanos).toList());
        assertArrayEquals(new long[] {390, 280}, read.getFirst().batches().getFirst().taskCpuNanos());
        assertArrayEquals(new long[] {400, 300}, read.getFirst().batches().getFirst().taskNanos());

        byte[] bytes = Files.readAllBytes(gzipped);
        Path cut = temp.resolve("cut.jsonl.gz");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length / 2));
        IOException e = assertThrows(IOException.class, () -> WorkTraceFile.read(cut));
        assertTrue(e.getMessage().startsWith("work trace " + cut + " is a damaged gzip file"), e.getMessage());
    }
}
