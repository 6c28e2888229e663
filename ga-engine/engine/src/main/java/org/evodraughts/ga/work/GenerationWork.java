package org.evodraughts.ga.work;

import java.util.Collections;
import java.util.List;

/**
 * One generation's work as a run did it: its wall and CPU time, the parallel batches it waited
 * for, and each island's step. What the Java threads did outside the batches' tasks is serial:
 * on an island's own thread (its breeding, its networks decoded), that island's part, which runs
 * beside the other islands'; elsewhere (saving, charts, the play-offs' set-up, the embedded
 * database's own threads), the run's part, which nothing runs beside. What the JVM's own
 * threads did (garbage collection, the JIT compiler: CPU time of the process that no Java thread
 * has) is counted apart, as work that spreads over the cores (the collector runs a thread per
 * core).
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
 * @param batches    the batches, in the order they ended
 * @param islands    the islands' steps, each on its island's own thread, side by side; none in
 *                   traces recorded before islands ran so (their batches are all the run's)
 */
public record GenerationWork(int generation, int threads, long wallNanos, long cpuNanos, long javaCpuNanos,
                             List<Batch> batches, List<IslandStep> islands) {
    /** A batch's {@link Batch#island()} when the run's own thread waited for it, between the islands' steps. */
    public static final int RUN = -1;
    /**
     * The longest time a trace holds: 10^15 ns, about 11.6 days. A time past it, or below 0, is
     * no measurement (a trace line with {@code Long.MAX_VALUE} gave a speed-up of
     * {@code -200946139225.2%}).
     */
    public static final long MAX_NANOS = 1_000_000_000_000_000L;

    public GenerationWork {
        batches = List.copyOf(batches);
        // Traces recorded before islands ran side by side hold none.
        islands = islands == null ? List.of() : List.copyOf(islands);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        time("wallNanos", wallNanos);
        time("cpuNanos", cpuNanos);
        time("javaCpuNanos", javaCpuNanos);
        for (Batch batch : batches) {
            if (batch.island() != RUN && islands.stream().noneMatch(i -> i.island() == batch.island())) {
                throw new IllegalArgumentException("a batch of island " + batch.island() + " in a generation without its step");
            }
        }
    }

    /**
     * Every time this generation holds, added up: a trace whose times cannot be added up in a
     * {@code long} is refused ({@code WorkTraceFile}), so no sum the scaling model makes of them
     * overflows.
     *
     * @throws ArithmeticException if they cannot
     */
    long allNanos() {
        long sum = Math.addExact(Math.addExact(wallNanos, cpuNanos), javaCpuNanos);
        for (IslandStep step : islands) {
            sum = Math.addExact(sum, Math.addExact(step.wallNanos(), step.cpuNanos()));
        }
        for (Batch batch : batches) {
            sum = Math.addExact(sum, batch.spanNanos());
            for (int i = 0; i < batch.taskNanos().length; i++) {
                sum = Math.addExact(sum, Math.addExact(batch.taskNanos()[i], batch.taskCpuNanos()[i]));
                for (SharedRun run : batch.sharedRuns().get(i)) {
                    sum = Math.addExact(sum, run.spanNanos());
                    for (int g = 0; g < run.gameNanos().length; g++) {
                        sum = Math.addExact(sum, Math.addExact(run.gameNanos()[g], run.gameCpuNanos()[g]));
                    }
                }
            }
        }
        return sum;
    }

    /** Refuses a time outside 0..{@link #MAX_NANOS}, naming it. */
    static void time(String name, long nanos) {
        if (nanos < 0 || nanos > MAX_NANOS) {
            throw new IllegalArgumentException(name + " is " + nanos + " ns; a time must be 0 to " + MAX_NANOS
                    + " ns (about 11.6 days)");
        }
    }

    private static void times(String name, long[] nanos) {
        for (long t : nanos) {
            time(name, t);
        }
    }

    /** A generation whose batches were all the run's (no island's step). */
    public GenerationWork(int generation, int threads, long wallNanos, long cpuNanos, long javaCpuNanos,
                          List<Batch> batches) {
        this(generation, threads, wallNanos, cpuNanos, javaCpuNanos, batches, List.of());
    }

    /**
     * One island's step of a generation (its breeding, trainings and tournament), on the
     * island's own thread; the batches it waited for name the island.
     *
     * @param island    the island
     * @param wallNanos the step's wall time
     * @param cpuNanos  its thread's CPU time: the island's serial part (the pool's tasks ran on other threads)
     */
    public record IslandStep(int island, long wallNanos, long cpuNanos) {
        public IslandStep {
            if (island < 0) {
                throw new IllegalArgumentException("an island's step needs an island of 0 or more, got " + island);
            }
            time("an island's wallNanos", wallNanos);
            time("an island's cpuNanos", cpuNanos);
        }
    }

    /**
     * One call that played tasks on a pool and waited for all of them.
     *
     * @param pool       which pool: "run" (tournament and self-play training) or "champion"
     * @param island     the island whose step waited for it, or {@link #RUN} for the run's own
     *                   thread (a play-off, the champion's games; every batch of older traces)
     * @param spanNanos  from the first submission to the last task's end, as the caller waited
     * @param taskNanos  each task's own wall time, in submission order
     * @param taskCpuNanos each task's CPU time, in submission order
     * @param sharedRuns each task's shared runs ({@link SharedWork}: a training's batches of
     *                   self-play games, which the pool's idle threads help with), in the order it
     *                   ran them; none for a task that shared nothing
     */
    public record Batch(String pool, int island, long spanNanos, long[] taskNanos, long[] taskCpuNanos,
                        List<List<SharedRun>> sharedRuns) {
        public Batch {
            if (island < RUN) {
                throw new IllegalArgumentException("a batch's island is " + RUN + " (the run's) or more, got " + island);
            }
            taskNanos = taskNanos.clone();
            taskCpuNanos = taskCpuNanos.clone();
            if (taskNanos.length != taskCpuNanos.length) {
                throw new IllegalArgumentException("a batch needs a wall and a CPU time for each task");
            }
            time("a batch's spanNanos", spanNanos);
            times("a task's taskNanos", taskNanos);
            times("a task's taskCpuNanos", taskCpuNanos);
            // Traces recorded before shared runs were timed hold none.
            sharedRuns = sharedRuns == null
                    ? Collections.nCopies(taskNanos.length, List.of())
                    : sharedRuns.stream().map(List::copyOf).toList();
            if (sharedRuns.size() != taskNanos.length) {
                throw new IllegalArgumentException("a batch needs the shared runs of each task");
            }
        }

        /** A batch the run's own thread waited for. */
        public Batch(String pool, long spanNanos, long[] taskNanos, long[] taskCpuNanos,
                     List<List<SharedRun>> sharedRuns) {
            this(pool, RUN, spanNanos, taskNanos, taskCpuNanos, sharedRuns);
        }

        /** A batch of tasks that shared no work, which the run's own thread waited for. */
        public Batch(String pool, long spanNanos, long[] taskNanos, long[] taskCpuNanos) {
            this(pool, RUN, spanNanos, taskNanos, taskCpuNanos, null);
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
            time("a shared run's spanNanos", spanNanos);
            times("a game's gameNanos", gameNanos);
            times("a game's gameCpuNanos", gameCpuNanos);
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

    /**
     * The run's serial part, by {@code clock}: by CPU time, what the Java threads used outside
     * the batches' tasks and the islands' steps; by the wall, the time outside the run's batches
     * and the islands' steps (which began together: the longest of them).
     */
    public long serialNanos(Clock clock) {
        long outside = clock == Clock.CPU
                ? Math.min(javaCpuNanos, cpuNanos) - batches.stream().mapToLong(b -> b.workNanos(Clock.CPU)).sum()
                        - islands.stream().mapToLong(IslandStep::cpuNanos).sum()
                : wallNanos - batches.stream().filter(b -> b.island() == RUN).mapToLong(Batch::spanNanos).sum()
                        - islands.stream().mapToLong(IslandStep::wallNanos).max().orElse(0);
        return Math.max(0, outside);
    }

    /**
     * Island {@code step}'s serial part, by {@code clock}: by CPU time, its thread's; by the
     * wall, its step's time outside the spans of its batches.
     */
    public long serialNanos(IslandStep step, Clock clock) {
        if (clock == Clock.CPU) {
            return step.cpuNanos();
        }
        long spans = batches.stream().filter(b -> b.island() == step.island()).mapToLong(Batch::spanNanos).sum();
        return Math.max(0, step.wallNanos() - spans);
    }

    /** Every serial part by {@code clock}: the run's and each island's. */
    public long allSerialNanos(Clock clock) {
        return serialNanos(clock) + islands.stream().mapToLong(i -> serialNanos(i, clock)).sum();
    }

    /** The CPU time of the JVM's own threads (garbage collection, JIT), by {@code clock}; none by the wall, where it is in the rest. */
    public long jvmNanos(Clock clock) {
        return clock == Clock.CPU ? Math.max(0, cpuNanos - javaCpuNanos) : 0;
    }
}
