package org.evodraughts.ga.work;

import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * An executor that runs its tasks on another pool and leaves that pool's life (shutdown,
 * termination) to it; a subclass changes what a task is ({@code newTaskFor}) or how it is run
 * ({@link #execute}). The pools that time a run's work and that stop the champion's games are two.
 */
public abstract class ForwardingExecutorService extends AbstractExecutorService {
    /** The pool the tasks run on. */
    protected final ExecutorService pool;

    protected ForwardingExecutorService(ExecutorService pool) {
        this.pool = pool;
    }

    @Override
    public void execute(Runnable task) {
        pool.execute(task);
    }

    @Override
    public void shutdown() {
        pool.shutdown();
    }

    @Override
    public List<Runnable> shutdownNow() {
        return pool.shutdownNow();
    }

    @Override
    public boolean isShutdown() {
        return pool.isShutdown();
    }

    @Override
    public boolean isTerminated() {
        return pool.isTerminated();
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        return pool.awaitTermination(timeout, unit);
    }
}
