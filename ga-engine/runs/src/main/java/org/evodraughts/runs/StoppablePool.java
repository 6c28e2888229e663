package org.evodraughts.runs;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.evodraughts.ga.work.ForwardingExecutorService;

/**
 * A pool whose games can be stopped from outside, though the games themselves watch no flag:
 * {@link #stop()} cancels every task's future, so that its caller gets a
 * {@link java.util.concurrent.CancellationException} and never a result, and interrupts the tasks running, whose
 * searches then return at once, so the games end within moments. The champion's measurement
 * games run on one, so that Ctrl-C does not wait for them. It stops tasks submitted through any
 * {@link java.util.concurrent.AbstractExecutorService} wrapped around it (their futures are what it is given).
 *
 * <p>Thread-safe.
 */
final class StoppablePool extends ForwardingExecutorService {
    /** The futures being run, by the thread running each. */
    private final Map<Thread, Future<?>> running = new ConcurrentHashMap<>();
    private volatile boolean stopped;

    StoppablePool(ExecutorService pool) {
        super(pool);
    }

    /** Cancels the tasks running and every later one; those running are interrupted. */
    void stop() {
        stopped = true;
        running.values().forEach(future -> future.cancel(true));
    }

    /** Whether {@link #stop()} was called. */
    boolean isStopped() {
        return stopped;
    }

    @Override
    public void execute(Runnable task) {
        pool.execute(() -> {
            Future<?> future = task instanceof Future<?> f ? f : null;
            if (future != null) {
                running.put(Thread.currentThread(), future);
            }
            try {
                if (stopped && future != null) {
                    future.cancel(false); // stopped before it started (checked after it was listed)
                }
                task.run(); // a cancelled future's run returns at once
            } finally {
                running.remove(Thread.currentThread());
                Thread.interrupted(); // a stop's interrupt is not left for the thread's next task
            }
        });
    }
}
