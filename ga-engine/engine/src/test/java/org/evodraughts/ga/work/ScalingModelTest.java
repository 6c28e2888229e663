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

/** List scheduling against schedules worked out by hand: one batch, islands side by side, several machines. */
class ScalingModelTest {
    private static Batch batch(long... cpu) {
        return new Batch("run", 0, new long[cpu.length], cpu);
    }

    /** A batch island {@code island}'s step waited for. */
    private static Batch island(int island, long... cpu) {
        return new Batch("run", island, 0, new long[cpu.length], cpu, null);
    }

    private static long makespan(List<PoolSchedule.Chain> chains, Machines machines) {
        return new PoolSchedule(machines).makespan(chains, Clock.CPU);
    }

    /** Island 0: serial 1, then a batch of 4 and 4, then one of 2; island 1: no serial part, a batch of 3. */
    private static final List<PoolSchedule.Chain> TWO_ISLANDS = List.of(
            new PoolSchedule.Chain(1, List.of(island(0, 4, 4), island(0, 2))),
            new PoolSchedule.Chain(0, List.of(island(1, 3))));

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
    void islandsSideBySideShareTheCoresEachWaitingForItsOwnBatchesInTurn() {
        // One core: island 0's serial part first (0–1), ahead of island 1's queued 3 (1–4); then
        // island 0's 4 and 4 (4–12), and only then its 2 (12–14): all the work, one after another.
        assertEquals(14, makespan(TWO_ISLANDS, Machines.one(1)));
        // Two cores: the serial part (0–1) beside island 1's 3 (0–3); island 0's 4s at 1–5 and 3–7;
        // its 2 waits for both (7–9), though a core is free from 5.
        assertEquals(9, makespan(TWO_ISLANDS, Machines.one(2)));
        // Three: both 4s at 1–5, the 2 at 5–7; island 1 was done at 3.
        assertEquals(7, makespan(TWO_ISLANDS, Machines.one(3)));
        assertEquals(7, makespan(TWO_ISLANDS, Machines.one(64)));
    }

    @Test
    void aGenerationOfIslandsTakesTheRunsSerialTimeItsRunsBatchesAndTheIslandsTogether() {
        // Java threads 25: the islands' serial 1 and 0, tasks 4 + 4 + 2 + 3 and the play-off's 6, the run's serial 5; JVM 4.
        GenerationWork generation = new GenerationWork(1, 1, 1000, 29, 25,
                List.of(island(1, 3), island(0, 4, 4), island(0, 2), batch(6)),
                List.of(new GenerationWork.IslandStep(0, 100, 1), new GenerationWork.IslandStep(1, 100, 0)));
        assertEquals(5, generation.serialNanos(Clock.CPU));
        assertEquals(6, generation.allSerialNanos(Clock.CPU));
        assertEquals(29, ScalingModel.nanos(List.of(generation), 1, Clock.CPU), "one core does it all");
        assertEquals(5 + 2 + 9 + 6, ScalingModel.nanos(List.of(generation), 2, Clock.CPU));
        assertEquals(5 + 1 + 7 + 6, ScalingModel.nanos(List.of(generation), 4, Clock.CPU));
        assertEquals(1 - 6.0 / 29, ScalingModel.parallelFraction(List.of(generation), Clock.CPU), 1e-12);
    }

    @Test
    void anotherMachinesCoreHoldsATaskForItsTimeAndTheRoundTrip() {
        Batch tasks = batch(5, 3, 3);
        // The other machine's core takes the first task (0–7 with a round trip of 2), this machine's
        // core the two others (0–3, 3–6).
        assertEquals(7, new PoolSchedule(new Machines(2, 1, 2)).makespan(tasks, Clock.CPU));
        assertEquals(6, new PoolSchedule(new Machines(2, 1, 0)).makespan(tasks, Clock.CPU));
        assertEquals(6, makespan(tasks, 2), "as two cores of one machine without the round trip");
        // Two machines of two cores: 5 and 3 away (0–7, 0–5), the last 3 here (0–3).
        assertEquals(7, new PoolSchedule(new Machines(2, 2, 2)).makespan(tasks, Clock.CPU));
    }

    @Test
    void aTrainingOnAnotherMachinePlaysItsSharedRunsGamesOnItsOneCore() {
        // Own time 1, then games 4, 4, 4 and 2: on one machine's two cores 9 (1–5, 5–9 and 1–5, 5–7);
        // sent whole to the other machine's first core, 1 + 14 and the round trip.
        Batch training = sharing(new long[0], 1, new long[] {4, 4, 4, 2});
        assertEquals(9, makespan(training, 2));
        assertEquals(15 + 1, new PoolSchedule(new Machines(2, 2, 1)).makespan(training, Clock.CPU));
        // Behind two plain tasks, which the other machine's two cores take (0–11), the training stays
        // here, where its games spread over this machine's two cores (1–9).
        Batch two = sharing(new long[] {10, 10}, 1, new long[] {4, 4, 4, 2});
        assertEquals(11, new PoolSchedule(new Machines(2, 2, 1)).makespan(two, Clock.CPU));
    }

    @Test
    void theModelSpreadsTheJvmsWorkOverEveryMachinesCores() {
        GenerationWork generation = new GenerationWork(0, 1, 1000, 132, 100, List.of(batch(10, 10, 10), batch(10)));
        // Serial 60, JVM 32 over 4 cores; batch one: 10 and 10 away (0–11), 10 here (0–10); batch two: away (0–11).
        assertEquals(60 + 8 + 11 + 11, ScalingModel.nanos(List.of(generation), new Machines(2, 2, 1), Clock.CPU));
    }

    @Test
    void noCoresIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ScalingModel.nanos(List.of(), 0, Clock.CPU));
        assertThrows(IllegalArgumentException.class, () -> new Machines(0, 16, 0));
        assertThrows(IllegalArgumentException.class, () -> new Machines(4, 16, -1));
    }
}
