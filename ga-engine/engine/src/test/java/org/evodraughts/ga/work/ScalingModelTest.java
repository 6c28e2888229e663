package org.evodraughts.ga.work;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.evodraughts.ga.work.GenerationWork.Batch;
import org.evodraughts.ga.work.GenerationWork.Clock;
import org.junit.jupiter.api.Test;

/** List scheduling against schedules worked out by hand. */
class ScalingModelTest {
    private static Batch batch(long... cpu) {
        return new Batch("run", 0, new long[cpu.length], cpu);
    }

    @Test
    void tasksGoInTurnToTheCoreThatComesFreeFirst() {
        long[] tasks = {5, 3, 3, 2, 7};
        assertEquals(20, ScalingModel.makespan(tasks, 1));
        // Two cores: 5 | 3, then 3 on the second (free at 3, ends 6), 2 on the first (free at 5,
        // ends 7), 7 on the second (free at 6, ends 13).
        assertEquals(13, ScalingModel.makespan(tasks, 2));
        assertEquals(7, ScalingModel.makespan(tasks, 5));
        assertEquals(7, ScalingModel.makespan(tasks, 64));
        assertEquals(0, ScalingModel.makespan(new long[0], 4));
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

    @Test
    void noCoresIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ScalingModel.nanos(List.of(), 0, Clock.CPU));
    }
}
