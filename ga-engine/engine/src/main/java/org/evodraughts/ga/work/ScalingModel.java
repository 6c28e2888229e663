package org.evodraughts.ga.work;

import java.util.ArrayList;
import java.util.List;

/**
 * Predicts a run's time on any number of cores, or machines, from its recorded work. In each
 * generation the run's serial time stays; the batches the run's own thread waited for are
 * list-scheduled one after another, their tasks in submission order, each to the core that comes
 * free first, as a fixed thread pool takes them (a training's self-play batches handing their
 * games to the cores that come free, {@link PoolSchedule}); the islands' steps, made side by
 * side, are replayed together: each island's serial part, then its batches in its own order,
 * all islands' work sharing the cores; and the JVM's own work (garbage collection, JIT)
 * is shared evenly by the cores. A generation takes the sum. On a cluster ({@link Machines}) a
 * task that another machine takes costs the round trip besides. Task times are taken as they
 * were recorded (by default CPU time, see {@link GenerationWork}), so memory contention and pool
 * overheads on a larger machine are not modelled.
 */
public final class ScalingModel {
    private ScalingModel() {}

    /** The predicted time of {@code work} on {@code cores} cores of one machine, in nanoseconds, by {@code clock}. */
    public static long nanos(List<GenerationWork> work, int cores, GenerationWork.Clock clock) {
        if (cores < 1) {
            throw new IllegalArgumentException("cores must be at least 1, got " + cores);
        }
        return nanos(work, Machines.one(cores), clock);
    }

    /** The predicted time of {@code work} on {@code machines}, in nanoseconds, by {@code clock}. */
    public static long nanos(List<GenerationWork> work, Machines machines, GenerationWork.Clock clock) {
        long total = 0;
        for (GenerationWork generation : work) {
            total += generation.serialNanos(clock) + generation.jvmNanos(clock) / machines.totalCores();
            List<PoolSchedule.Chain> islands = new ArrayList<>();
            for (GenerationWork.IslandStep step : generation.islands()) {
                islands.add(new PoolSchedule.Chain(generation.serialNanos(step, clock),
                        generation.batches().stream().filter(b -> b.island() == step.island()).toList()));
            }
            if (!islands.isEmpty()) {
                total += new PoolSchedule(machines).makespan(islands, clock);
            }
            for (GenerationWork.Batch batch : generation.batches()) {
                if (batch.island() == GenerationWork.RUN) {
                    total += new PoolSchedule(machines).makespan(batch, clock);
                }
            }
        }
        return total;
    }

    /** The fraction of one core's time that is not serial (the run's or an island's): 1 − serial ÷ total. */
    public static double parallelFraction(List<GenerationWork> work, GenerationWork.Clock clock) {
        long serial = 0, total = nanos(work, 1, clock);
        for (GenerationWork generation : work) {
            serial += generation.allSerialNanos(clock);
        }
        return total == 0 ? 0 : 1 - (double) serial / total;
    }
}
