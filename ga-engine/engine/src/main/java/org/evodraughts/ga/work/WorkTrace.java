package org.evodraughts.ga.work;

import com.sun.management.OperatingSystemMXBean;
import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RunnableFuture;
import org.evodraughts.checkers.match.PoolGames;

/**
 * Times a run's parallel work: pools wrapped by {@link #traced} record every task's running time
 * and every batch's span (a call of {@link PoolGames#play} that waits for its tasks), with the
 * games of each task's shared runs ({@link SharedWork}: a training's self-play batches);
 * {@link #island} times an island's step and names the batches it waits for, so that islands
 * made side by side, whose batches overlap, can be replayed so; {@link #generationDone} closes
 * one generation's record. {@link #OFF} wraps nothing.
 *
 * <p>Thread-safe: tasks end on pool threads while the run's thread and the islands' threads
 * start batches, each thread one at a time.
 */
public class WorkTrace {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final OperatingSystemMXBean PROCESS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    /** A trace that records nothing and leaves pools as they are. */
    public static final WorkTrace OFF = new WorkTrace() {
        @Override
        public ExecutorService traced(ExecutorService pool, String name) {
            return pool;
        }

        @Override
        public void island(int island, Runnable step) {
            step.run();
        }
    };

    private final List<GenerationWork.Batch> batches = new ArrayList<>();
    /** The islands' steps of the current generation, by island. */
    private final Map<Integer, GenerationWork.IslandStep> islandSteps = new TreeMap<>();
    /** The island whose step this thread runs, while it runs one. */
    private final ThreadLocal<Integer> island = new ThreadLocal<>();
    private long generationStart = System.nanoTime();
    private long generationCpuStart = PROCESS.getProcessCpuTime();
    private long generationJavaCpuStart = javaThreadsCpu();

    /** {@code pool}, with its batches and tasks timed under {@code name}. */
    public ExecutorService traced(ExecutorService pool, String name) {
        return new TracedPool(pool, name);
    }

    /**
     * The work since the previous generation was done (or since the trace began), which belongs to
     * {@code generation}; the next generation's work starts now.
     */
    public synchronized GenerationWork generationDone(int generation, int threads) {
        long now = System.nanoTime(), cpu = PROCESS.getProcessCpuTime(), javaCpu = javaThreadsCpu();
        GenerationWork work = new GenerationWork(generation, threads, now - generationStart,
                Math.max(0, cpu - generationCpuStart), Math.max(0, javaCpu - generationJavaCpuStart), batches,
                List.copyOf(islandSteps.values()));
        batches.clear();
        islandSteps.clear();
        generationStart = now;
        generationCpuStart = cpu;
        generationJavaCpuStart = javaCpu;
        return work;
    }

    /**
     * Runs {@code step}, island {@code island}'s part of the current generation, on this thread:
     * the batches it waits for belong to that island, and its thread's time is the island's own
     * serial part ({@link GenerationWork.IslandStep}). The islands' steps of a generation run side
     * by side, each on a thread of its own.
     */
    public void island(int island, Runnable step) {
        this.island.set(island);
        long start = System.nanoTime(), cpuStart = THREADS.getCurrentThreadCpuTime();
        try {
            step.run();
        } finally {
            long wall = System.nanoTime() - start, cpu = THREADS.getCurrentThreadCpuTime() - cpuStart;
            this.island.remove();
            synchronized (this) {
                islandSteps.merge(island, new GenerationWork.IslandStep(island, wall, cpu),
                        (a, b) -> new GenerationWork.IslandStep(island, a.wallNanos() + b.wallNanos(),
                                a.cpuNanos() + b.cpuNanos()));
            }
        }
    }

    /**
     * The CPU time of every live Java thread. A thread that ended since the last reading takes its
     * time with it: the database's and pools' threads live as long as the run, so little is lost.
     */
    private static long javaThreadsCpu() {
        long sum = 0;
        for (long cpu : THREADS.getThreadCpuTime(THREADS.getAllThreadIds())) {
            sum += Math.max(0, cpu);
        }
        return sum;
    }

    private synchronized void add(GenerationWork.Batch batch) {
        batches.add(batch);
    }

    /**
     * A pool that times what it runs. Each thread that starts a batch ({@link PoolGames}, the
     * cluster's runner) has one open at a time, which the tasks it submits join; batches of
     * several threads (islands side by side) may be open at once. A task that shares work with
     * the pool's idle threads ({@link SharedWork}) has each shared run's games timed too, wherever
     * they ran.
     */
    private final class TracedPool extends ForwardingExecutorService implements PoolGames.Batches, SharedWork.Timed {
        private final String name;
        /** The batch this thread has open, while it has one. */
        private final ThreadLocal<OpenBatch> open = new ThreadLocal<>();
        /** The shared runs of the task this thread is running, while it runs one. */
        private final ThreadLocal<List<GenerationWork.SharedRun>> sharedRuns = new ThreadLocal<>();

        TracedPool(ExecutorService pool, String name) {
            super(pool);
            this.name = name;
        }

        @Override
        public void batchStarted() {
            Integer island = WorkTrace.this.island.get();
            open.set(new OpenBatch(island == null ? GenerationWork.RUN : island, open.get()));
        }

        @Override
        public void batchEnded() {
            OpenBatch batch = open.get();
            if (batch == null) {
                return;
            }
            open.set(batch.outer);
            if (open.get() == null) {
                open.remove();
            }
            add(batch.ended(name));
        }

        @Override
        public void sharedRunEnded(GenerationWork.SharedRun run) {
            List<GenerationWork.SharedRun> runs = sharedRuns.get();
            if (runs != null) {
                runs.add(run);
            }
        }

        /**
         * Times the task inside its future, so the time is recorded before the caller sees it
         * done; a task submitted outside a batch is not timed.
         */
        @Override
        protected <T> RunnableFuture<T> newTaskFor(Callable<T> task) {
            OpenBatch batch = open.get();
            if (batch == null) {
                return super.newTaskFor(task);
            }
            TaskTimes times = batch.submitted();
            return super.newTaskFor(() -> {
                List<GenerationWork.SharedRun> runs = new ArrayList<>();
                sharedRuns.set(runs);
                long start = System.nanoTime(), cpuStart = THREADS.getCurrentThreadCpuTime();
                try {
                    return task.call();
                } finally {
                    long wall = System.nanoTime() - start, cpu = THREADS.getCurrentThreadCpuTime() - cpuStart;
                    sharedRuns.remove();
                    batch.ended(times, wall, cpu, runs);
                }
            });
        }

        @Override
        protected <T> RunnableFuture<T> newTaskFor(Runnable task, T value) {
            return newTaskFor(Executors.callable(task, value));
        }
    }

    /** A batch under way: its island, its start and its tasks' times in submission order. */
    private static final class OpenBatch {
        final int island;
        /** The batch this thread had open before this one, if any. */
        final OpenBatch outer;
        final long start = System.nanoTime();
        /** Each task's times, in submission order, the order a pool takes them. */
        private final List<TaskTimes> tasks = new ArrayList<>();

        OpenBatch(int island, OpenBatch outer) {
            this.island = island;
            this.outer = outer;
        }

        synchronized TaskTimes submitted() {
            TaskTimes times = new TaskTimes();
            tasks.add(times);
            return times;
        }

        synchronized void ended(TaskTimes times, long wall, long cpu, List<GenerationWork.SharedRun> runs) {
            times.wall = wall;
            times.cpu = cpu;
            times.sharedRuns = runs;
        }

        /** The batch as it ended now, in pool {@code name}. */
        synchronized GenerationWork.Batch ended(String name) {
            long end = System.nanoTime();
            long[] wall = new long[tasks.size()], cpu = new long[tasks.size()];
            List<List<GenerationWork.SharedRun>> shared = new ArrayList<>();
            for (int i = 0; i < wall.length; i++) {
                wall[i] = tasks.get(i).wall;
                cpu[i] = tasks.get(i).cpu;
                shared.add(tasks.get(i).sharedRuns);
            }
            return new GenerationWork.Batch(name, island, end - start, wall, cpu, shared);
        }
    }

    /** One task's wall and CPU time and its shared runs, filled in when it ends. */
    private static final class TaskTimes {
        long wall;
        long cpu;
        List<GenerationWork.SharedRun> sharedRuns = List.of();
    }
}
