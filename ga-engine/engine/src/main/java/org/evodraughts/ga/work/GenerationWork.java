package org.evodraughts.ga.work;

import java.util.Collections;
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
     * @param sharedRuns each task's shared runs ({@link SharedWork}: a training's batches of
     *                   self-play games, which the pool's idle threads help with), in the order it
     *                   ran them; none for a task that shared nothing
     */
    public record Batch(String pool, long spanNanos, long[] taskNanos, long[] taskCpuNanos,
                        List<List<SharedRun>> sharedRuns) {
        public Batch {
            taskNanos = taskNanos.clone();
            taskCpuNanos = taskCpuNanos.clone();
            if (taskNanos.length != taskCpuNanos.length) {
                throw new IllegalArgumentException("a batch needs a wall and a CPU time for each task");
            }
            // Traces recorded before shared runs were timed hold none.
            sharedRuns = sharedRuns == null
                    ? Collections.nCopies(taskNanos.length, List.of())
                    : sharedRuns.stream().map(List::copyOf).toList();
            if (sharedRuns.size() != taskNanos.length) {
                throw new IllegalArgumentException("a batch needs the shared runs of each task");
            }
        }

        /** A batch of tasks that shared no work. */
        public Batch(String pool, long spanNanos, long[] taskNanos, long[] taskCpuNanos) {
            this(pool, spanNanos, taskNanos, taskCpuNanos, null);
        }

        /** Each task's time by {@code clock}, the games of its shared runs included wherever they ran. */
        public long[] tasks(Clock clock) {
            return clock == Clock.CPU ? taskCpuNanos.clone() : taskNanos.clone();
        }

        /**
         * Each task's time by {@code clock} outside its shared runs: by CPU time, the task's own
         * less the games it played itself in them; by the wall, less their spans, its waits
         * for the helpers' games included.
         */
        public long[] ownTasks(Clock clock) {
            long[] own = tasks(clock);
            for (int i = 0; i < own.length; i++) {
                for (SharedRun run : sharedRuns.get(i)) {
                    own[i] -= clock == Clock.CPU ? run.callerNanos(clock) : run.spanNanos();
                }
                own[i] = Math.max(0, own[i]);
            }
            return own;
        }

        /** The tasks' total time by {@code clock}, the games their shared runs lent to other threads included. */
        public long workNanos(Clock clock) {
            long sum = 0;
            for (long t : clock == Clock.CPU ? taskCpuNanos : taskNanos) {
                sum += t;
            }
            for (List<SharedRun> runs : sharedRuns) {
                for (SharedRun run : runs) {
                    sum += run.helpersNanos(clock);
                }
            }
            return sum;
        }
    }

    /**
     * One {@link SharedWork#runAll} of a task: the games of one self-play batch, played by the
     * task's thread and the pool's idle threads.
     *
     * @param spanNanos    from its start to its last game's end, as the task's thread saw it
     * @param gameNanos    each game's wall time, in game order
     * @param gameCpuNanos each game's CPU time, in game order
     * @param onCaller     whether each game ran on the task's own thread (its time is then in the task's)
     */
    public record SharedRun(long spanNanos, long[] gameNanos, long[] gameCpuNanos, boolean[] onCaller) {
        public SharedRun {
            gameNanos = gameNanos.clone();
            gameCpuNanos = gameCpuNanos.clone();
            onCaller = onCaller.clone();
            if (gameNanos.length != gameCpuNanos.length || gameNanos.length != onCaller.length) {
                throw new IllegalArgumentException("a shared run needs a wall time, a CPU time and a thread for each game");
            }
        }

        /** Each game's time by {@code clock}. */
        public long[] games(Clock clock) {
            return clock == Clock.CPU ? gameCpuNanos.clone() : gameNanos.clone();
        }

        /** The time of the games the task's own thread played. */
        long callerNanos(Clock clock) {
            return sum(clock, true);
        }

        /** The time of the games other threads played for it. */
        long helpersNanos(Clock clock) {
            return sum(clock, false);
        }

        private long sum(Clock clock, boolean caller) {
            long[] games = clock == Clock.CPU ? gameCpuNanos : gameNanos;
            long sum = 0;
            for (int i = 0; i < games.length; i++) {
                if (onCaller[i] == caller) {
                    sum += games[i];
                }
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
