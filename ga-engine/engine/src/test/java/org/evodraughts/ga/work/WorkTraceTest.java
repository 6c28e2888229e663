package org.evodraughts.ga.work;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.evodraughts.checkers.match.PoolGames;
import org.evodraughts.ga.work.GenerationWork.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A traced pool records each call's tasks as one batch; the file keeps them and survives a torn line. */
class WorkTraceTest {
    @TempDir
    Path temp;

    /** Busy work of about {@code millis} of CPU. */
    private static long spin(long millis) {
        long end = System.nanoTime() + millis * 1_000_000, x = 0;
        while (System.nanoTime() < end) {
            x++;
        }
        return x;
    }

    @Test
    void eachPoolGamesCallIsOneBatchOfItsTasksInOrder() throws Exception {
        WorkTrace trace = new WorkTrace();
        try (ExecutorService pool = trace.traced(Executors.newFixedThreadPool(2), "run")) {
            PoolGames.play(pool, 3, i -> spin(5L * (i + 1)));
            PoolGames.play(pool, 1, i -> spin(2));
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
    void aDamagedLineInTheMiddleIsNamed() throws IOException {
        Path file = temp.resolve("work-trace.jsonl");
        Files.writeString(file, "{\"generation\":0}\nnot json\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WorkTraceFile.read(file));
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    }
}
