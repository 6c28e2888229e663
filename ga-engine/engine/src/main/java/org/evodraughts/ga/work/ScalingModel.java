package org.evodraughts.ga.work;

import java.util.List;

/**
 * Predicts a run's time on any number of cores from its recorded work: the serial time stays,
 * each batch's tasks are list-scheduled in their submission order, each to the core that comes
 * free first, as a fixed thread pool takes them (a training's self-play batches handing their
 * games to the cores that come free, {@link PoolSchedule}), and the JVM's own work (garbage
 * collection, JIT) is shared evenly by the cores; a generation takes the sum. Task times are taken as they were recorded (by default CPU time, see
 * {@link GenerationWork}), so memory contention and pool overheads on a larger machine are not
 * modelled.
 */
public final class ScalingModel {
    private ScalingModel() {}

    /** The predicted time of {@code work} on {@code cores} cores, in nanoseconds, by {@code clock}. */
    public static long nanos(List<GenerationWork> work, int cores, GenerationWork.Clock clock) {
        if (cores < 1) {
            throw new IllegalArgumentException("cores must be at least 1, got " + cores);
        }
        long total = 0;
        for (GenerationWork generation : work) {
            total += generation.serialNanos(clock) + generation.jvmNanos(clock) / cores;
            for (GenerationWork.Batch batch : generation.batches()) {
                total += new PoolSchedule(cores).makespan(batch, clock);
            }
        }
        return total;
    }

    /** The fraction of one core's time that is not serial: 1 − serial ÷ total. */
    public static double parallelFraction(List<GenerationWork> work, GenerationWork.Clock clock) {
        long serial = 0, total = nanos(work, 1, clock);
        for (GenerationWork generation : work) {
            serial += generation.serialNanos(clock);
        }
        return total == 0 ? 0 : 1 - (double) serial / total;
    }
}
