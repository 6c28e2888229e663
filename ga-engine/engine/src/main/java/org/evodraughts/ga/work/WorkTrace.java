package org.evodraughts.ga.work;

import com.sun.management.OperatingSystemMXBean;
import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RunnableFuture;
import org.evodraughts.checkers.match.PoolGames;

/**
 * Times a run's parallel work: pools wrapped by {@link #traced} record every task's running time
 * and every batch's span (a call of {@link PoolGames#play} that waits for its tasks), with the
 * games of each task's shared runs ({@link SharedWork}: a training's self-play batches), and
 * {@link #generationDone} closes one generation's record. {@link #OFF} wraps nothing.
 *
 * <p>Thread-safe: tasks end on pool threads while the run's thread starts batches.
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
    };

    private final List<GenerationWork.Batch> batches = new ArrayList<>();
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
                Math.max(0, cpu - generationCpuStart), Math.max(0, javaCpu - generationJavaCpuStart), batches);
        batches.clear();
        generationStart = now;
        generationCpuStart = cpu;
        generationJavaCpuStart = javaCpu;
        return work;
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
     * A pool that times what it runs; one batch at a time, as {@link PoolGames} submits them. A
     * task that shares work with the pool's idle threads ({@link SharedWork}) has each shared
     * run's games timed too, wherever they ran.
     */
    private final class TracedPool extends ForwardingExecutorService implements PoolGames.Batches, SharedWork.Timed {
        private final String name;
        private final Object lock = new Object();
        /** The shared runs of the task this thread is running, while it runs one. */
        private final ThreadLocal<List<GenerationWork.SharedRun>> sharedRuns = new ThreadLocal<>();
        private long batchStart;
        /** Each task's times, in submission order. */
        private List<TaskTimes> tasks = new ArrayList<>();

        TracedPool(ExecutorService pool, String name) {
            super(pool);
            this.name = name;
        }

        @Override
        public void batchStarted() {
            synchronized (lock) {
                batchStart = System.nanoTime();
                tasks = new ArrayList<>();
            }
        }

        @Override
        public void batchEnded() {
            long end = System.nanoTime();
            long[] wall, cpu;
            List<List<GenerationWork.SharedRun>> shared = new ArrayList<>();
            synchronized (lock) {
                wall = new long[tasks.size()];
                cpu = new long[tasks.size()];
                for (int i = 0; i < wall.length; i++) {
                    wall[i] = tasks.get(i).wall;
                    cpu[i] = tasks.get(i).cpu;
                    shared.add(tasks.get(i).sharedRuns);
                }
            }
            add(new GenerationWork.Batch(name, end - batchStart, wall, cpu, shared));
        }

        @Override
        public void sharedRunEnded(GenerationWork.SharedRun run) {
            List<GenerationWork.SharedRun> runs = sharedRuns.get();
            if (runs != null) {
                runs.add(run);
            }
        }

        /** Times the task inside its future, so the time is recorded before the caller sees it done. */
        @Override
        protected <T> RunnableFuture<T> newTaskFor(Callable<T> task) {
            TaskTimes times = new TaskTimes();
            synchronized (lock) {
                tasks.add(times); // in submission order, the order a pool takes them
            }
            return super.newTaskFor(() -> {
                List<GenerationWork.SharedRun> runs = new ArrayList<>();
                sharedRuns.set(runs);
                long start = System.nanoTime(), cpuStart = THREADS.getCurrentThreadCpuTime();
                try {
                    return task.call();
                } finally {
                    long wall = System.nanoTime() - start, cpu = THREADS.getCurrentThreadCpuTime() - cpuStart;
                    sharedRuns.remove();
                    synchronized (lock) {
                        times.wall = wall;
                        times.cpu = cpu;
                        times.sharedRuns = runs;
                    }
                }
            });
        }

        @Override
        protected <T> RunnableFuture<T> newTaskFor(Runnable task, T value) {
            return newTaskFor(Executors.callable(task, value));
        }
    }

    /** One task's wall and CPU time and its shared runs, filled in when it ends. */
    private static final class TaskTimes {
        long wall;
        long cpu;
        List<GenerationWork.SharedRun> sharedRuns = List.of();
    }
}
