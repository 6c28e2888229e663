package org.evodraughts.ga.work;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.evodraughts.ga.work.GenerationWork.Batch;
import org.evodraughts.ga.work.GenerationWork.Clock;
import org.evodraughts.ga.work.GenerationWork.SharedRun;
import org.junit.jupiter.api.Test;

/** List scheduling against schedules worked out by hand. */
class ScalingModelTest {
    private static Batch batch(long... cpu) {
        return new Batch("run", 0, new long[cpu.length], cpu);
    }

    @Test
    void tasksGoInTurnToTheCoreThatComesFreeFirst() {
        Batch tasks = batch(5, 3, 3, 2, 7);
        assertEquals(20, makespan(tasks, 1));
        // Two cores: 5 | 3, then 3 on the second (free at 3, ends 6), 2 on the first (free at 5,
        // ends 7), 7 on the second (free at 6, ends 13).
        assertEquals(13, makespan(tasks, 2));
        assertEquals(7, makespan(tasks, 5));
        assertEquals(7, makespan(tasks, 64));
        assertEquals(0, makespan(batch(), 4));
    }

    @Test
    void aGenerationTakesItsSerialTimePlusEachBatchsMakespan() {
        // 132 of CPU in all, 100 of it in Java threads: 40 in tasks (two batches), 60 serial; 32 the JVM's own.
        GenerationWork generation = new GenerationWork(0, 1, 1000, 132, 100, List.of(batch(10, 10, 10), batch(10)));
        assertEquals(132, ScalingModel.nanos(List.of(generation), 1, Clock.CPU));
        assertEquals(60 + 16 + 20 + 10, ScalingModel.nanos(List.of(generation), 2, Clock.CPU));
        assertEquals(60 + 2 + 10 + 10, ScalingModel.nanos(List.of(generation), 16, Clock.CPU));
        assertEquals(1 - 60.0 / 132, ScalingModel.parallelFraction(List.of(generation), Clock.CPU), 1e-12);
    }

    @Test
    void wallTimeCountsTheSerialPartOutsideTheBatchesSpans() {
        Batch timed = new Batch("run", 30, new long[] {10, 10, 10}, new long[] {1, 1, 1});
        GenerationWork generation = new GenerationWork(0, 1, 50, 5, 5, List.of(timed));
        assertEquals(20, generation.serialNanos(Clock.WALL));
        assertEquals(2, generation.serialNanos(Clock.CPU));
        assertEquals(20 + 10, ScalingModel.nanos(List.of(generation), 3, Clock.WALL));
    }

    /** A task of {@code own} time outside its shared runs, each run's games played on its own thread. */
    private static Batch sharing(long[] plain, long own, long[]... runs) {
        long[] cpu = Arrays.copyOf(plain, plain.length + 1);
        List<List<SharedRun>> shared = new ArrayList<>();
        for (int i = 0; i < plain.length; i++) {
            shared.add(List.of());
        }
        List<SharedRun> sharedRuns = new ArrayList<>();
        cpu[plain.length] = own;
        for (long[] games : runs) {
            boolean[] onCaller = new boolean[games.length];
            Arrays.fill(onCaller, true);
            sharedRuns.add(new SharedRun(0, new long[games.length], games, onCaller));
            cpu[plain.length] += Arrays.stream(games).sum();
        }
        shared.add(sharedRuns);
        return new Batch("run", 0, new long[cpu.length], cpu, shared);
    }

    private static long makespan(Batch batch, int cores) {
        return new PoolSchedule(cores).makespan(batch, Clock.CPU);
    }

    @Test
    void aSharedRunsGamesGoToTheCoresThatComeFreeAndTheTaskWaitsForTheLast() {
        // Own time 1, then games 4, 4, 4 and 2, then games 3 and 3.
        Batch alone = sharing(new long[0], 1, new long[] {4, 4, 4, 2}, new long[] {3, 3});
        assertEquals(21, makespan(alone, 1), "one core plays it all");
        // Two cores: the task's core plays 4 (1–5) and 4 (5–9); the helper 4 (1–5) and 2 (5–7);
        // the task waits for nothing at 9, then 3 and 3 side by side: 12.
        assertEquals(12, makespan(alone, 2));
        assertEquals(1 + 4 + 3, makespan(alone, 4), "a game a core");
        assertEquals(1 + 4 + 3, makespan(alone, 64));
    }

    @Test
    void helpersQueueBehindTheTasksSubmittedBeforeThem() {
        // A plain task of 10 first, then the sharing task (own 0; games 5 and 5) on the second core.
        // Its helper waits behind nothing, but finds no core free until 10: by then the task's
        // core has played both games (0–5, 5–10), and the helper has nothing left to take.
        Batch batch = sharing(new long[] {10}, 0, new long[] {5, 5});
        assertEquals(10, makespan(batch, 2));
        assertEquals(20, makespan(batch, 1));
        // Three cores: the helper gets the third and plays the second game beside the first.
        assertEquals(10, makespan(batch, 3));
        Batch longGames = sharing(new long[] {10}, 0, new long[] {6, 6, 6});
        // Games 0–6 and 6–12 on the task's core; at 10 the helper takes the third (10–16), which the task waits for.
        assertEquals(16, makespan(longGames, 2));
    }

    @Test
    void aTraceWithoutSharedRunsReadsAsTasksAlone() {
        Batch plain = batch(5, 3, 3, 2, 7);
        assertEquals(1, plain.sharedRuns().stream().distinct().count());
        assertEquals(13, makespan(plain, 2));
        assertEquals(20, plain.workNanos(Clock.CPU));
    }

    @Test
    void noCoresIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ScalingModel.nanos(List.of(), 0, Clock.CPU));
    }
}
