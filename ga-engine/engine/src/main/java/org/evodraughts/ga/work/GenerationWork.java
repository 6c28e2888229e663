package org.evodraughts.ga.work;

import java.util.List;

/**
 * One generation's work as a run did it: its wall and CPU time and the parallel batches it
 * waited for. What the Java threads did outside the batches' tasks (breeding, saving, charts,
 * the embedded database's own threads) is serial; what the JVM's own threads did (garbage
 * collection, the JIT compiler: CPU time of the process that no Java thread has) is counted
 * apart, as work that spreads over the cores (the collector runs a thread per core).
 *
 * <p>Each time is kept twice: as the clock on the wall saw it, and as CPU time. CPU time is what
 * the work costs a core of its own, whatever else the machine runs, so the scaling model uses it
 * by default; wall time is exact only on an otherwise quiet machine.
 *
 * @param generation the generation
 * @param threads    the pool threads it ran on
 * @param wallNanos  its wall time, from the end of the previous generation's work
 * @param cpuNanos   the CPU time the whole process used in that time, every thread counted
 * @param javaCpuNanos the part of it the Java threads used (the pools' and all others)
 * @param batches    the batches, in the order they ran
 */
public record GenerationWork(int generation, int threads, long wallNanos, long cpuNanos, long javaCpuNanos,
                             List<Batch> batches) {
    public GenerationWork {
        batches = List.copyOf(batches);
        if (threads < 1 || wallNanos < 0 || cpuNanos < 0 || javaCpuNanos < 0) {
            throw new IllegalArgumentException("threads must be at least 1 and the times at least 0");
        }
    }

    /**
     * One call that played tasks on a pool and waited for all of them.
     *
     * @param pool       which pool: "run" (tournament and self-play training) or "champion"
     * @param spanNanos  from the first submission to the last task's end, as the caller waited
     * @param taskNanos  each task's own wall time, in submission order
     * @param taskCpuNanos each task's CPU time, in submission order
     */
    public record Batch(String pool, long spanNanos, long[] taskNanos, long[] taskCpuNanos) {
        public Batch {
            taskNanos = taskNanos.clone();
            taskCpuNanos = taskCpuNanos.clone();
            if (taskNanos.length != taskCpuNanos.length) {
                throw new IllegalArgumentException("a batch needs a wall and a CPU time for each task");
            }
        }

        /** Each task's time by {@code clock}. */
        public long[] tasks(Clock clock) {
            return clock == Clock.CPU ? taskCpuNanos.clone() : taskNanos.clone();
        }

        /** The tasks' total time by {@code clock}. */
        public long workNanos(Clock clock) {
            long sum = 0;
            for (long t : clock == Clock.CPU ? taskCpuNanos : taskNanos) {
                sum += t;
            }
            return sum;
        }
    }

    /** Which time to count. */
    public enum Clock {
        /** CPU time: a generation's serial part is the process's CPU time outside the batches' tasks. */
        CPU,
        /** Wall time: a generation's serial part is its wall time outside the batches. */
        WALL
    }

    /** The time the Java threads spent outside the batches' tasks, by {@code clock}; by the wall, all time outside the batches. */
    public long serialNanos(Clock clock) {
        long outside = clock == Clock.CPU
                ? Math.min(javaCpuNanos, cpuNanos) - batches.stream().mapToLong(b -> b.workNanos(Clock.CPU)).sum()
                : wallNanos - batches.stream().mapToLong(Batch::spanNanos).sum();
        return Math.max(0, outside);
    }

    /** The CPU time of the JVM's own threads (garbage collection, JIT), by {@code clock}; none by the wall, where it is in the rest. */
    public long jvmNanos(Clock clock) {
        return clock == Clock.CPU ? Math.max(0, cpuNanos - javaCpuNanos) : 0;
    }
}
