package org.evodraughts.ga.work;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a set of tasks on a pool with the calling thread taking part: the caller and up to
 * n − 1 helpers submitted to the pool each take the next task not yet taken, until none is
 * left. The caller then waits only for tasks already running, never for one still queued, so a
 * task running on the same fixed-size pool may call it without deadlock (a run's trainee spreads
 * its self-play batch over the run's pool while the other trainees hold threads of it). With a
 * busy or shut-down pool the caller simply runs every task itself. Stateless.
 */
public final class SharedWork {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    private SharedWork() {}

    /** A pool that wants the times of the shared runs it helps with (the run's work trace). */
    public interface Timed {
        /**
         * Called on the calling thread once all of a run's tasks have ended without failure.
         *
         * @param run each task's wall and CPU time, in task order, and whether the calling thread ran it
         */
        void sharedRunEnded(GenerationWork.SharedRun run);
    }

    /**
     * Runs every task once, on this thread and on {@code pool}'s idle threads, and returns when
     * all have ended.
     *
     * @throws RuntimeException      the first failure of a task, as it threw it (the others still run)
     * @throws CancellationException if this thread was interrupted while it waited; its interrupt
     *                               is kept, and no task still runs when this is thrown
     */
    public static void runAll(Executor pool, Runnable... tasks) {
        if (pool instanceof Timed timed) {
            runTimed(pool, timed, tasks);
            return;
        }
        AtomicInteger next = new AtomicInteger();
        CountDownLatch ended = new CountDownLatch(tasks.length);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable taker = () -> {
            for (int i = next.getAndIncrement(); i < tasks.length; i = next.getAndIncrement()) {
                try {
                    tasks[i].run();
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                } finally {
                    ended.countDown();
                }
            }
        };
        try {
            for (int helper = 1; helper < tasks.length; helper++) {
                pool.execute(taker);
            }
        } catch (RejectedExecutionException e) {
            // a pool shutting down: this thread takes what the helpers would have
        }
        taker.run();
        boolean interrupted = awaitThroughInterrupts(ended);
        if (failure.get() instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure.get() instanceof Error error) {
            throw error;
        }
        if (failure.get() != null) {
            throw new IllegalStateException(failure.get());
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while shared work ended");
        }
    }

    /** {@link #runAll}, timing each task for {@code timed}. */
    private static void runTimed(Executor pool, Timed timed, Runnable[] tasks) {
        Thread caller = Thread.currentThread();
        long start = System.nanoTime();
        long[] wall = new long[tasks.length], cpu = new long[tasks.length];
        boolean[] onCaller = new boolean[tasks.length];
        Runnable[] timedTasks = new Runnable[tasks.length];
        for (int i = 0; i < tasks.length; i++) {
            int k = i;
            timedTasks[k] = () -> {
                long taskStart = System.nanoTime(), cpuStart = THREADS.getCurrentThreadCpuTime();
                try {
                    tasks[k].run();
                } finally {
                    // Read by the caller after the tasks' latch: its count-down publishes these.
                    wall[k] = System.nanoTime() - taskStart;
                    cpu[k] = THREADS.getCurrentThreadCpuTime() - cpuStart;
                    onCaller[k] = Thread.currentThread() == caller;
                }
            };
        }
        runAll(pool::execute, timedTasks);
        timed.sharedRunEnded(new GenerationWork.SharedRun(System.nanoTime() - start, wall, cpu, onCaller));
    }

    /** Waits for {@code latch}; the tasks it waits on are already running, so they end soon. */
    private static boolean awaitThroughInterrupts(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                return interrupted;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
    }
}
