package org.evodraughts.ga.task;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import org.evodraughts.checkers.match.PoolGames;

/**
 * Where a run's parallel tasks run: this process's pool ({@link #local}), or also other
 * machines (the application's cluster). The engine hands each batch to one runner and gets the
 * results back by index, so they are the same wherever each task ran.
 *
 * <p>Thread-safe: one batch at a time per caller.
 */
public interface TaskRunner {
    /**
     * Runs tasks {@code 0..n-1} and returns their results by index.
     *
     * @param tasks     what to do, as data
     * @param local     runs task i in this process, as the caller wants it run here (with its
     *                  own stop wiring, evaluators it already has, ...); it gives what
     *                  {@code tasks.get(i).run} would
     * @param ended     hears each task that ended, wherever it ran (e.g. for progress)
     * @param cancelled asked while waiting: once true the batch ends with a
     *                  {@link java.util.concurrent.CancellationException}
     * @param stopping  runs when the batch is given up (a failure, an interrupt, a stop), to make
     *                  the tasks running here end at their next step
     * @throws InterruptedException if interrupted while waiting; the tasks are stopped first
     */
    <R> List<R> run(List<? extends Task<R>> tasks, IntFunction<R> local, IntConsumer ended, BooleanSupplier cancelled,
                    Runnable stopping) throws InterruptedException;

    /** The runner that plays every task on {@code pool}, as {@link PoolGames} does. */
    static TaskRunner local(ExecutorService pool) {
        return new TaskRunner() {
            @Override
            public <R> List<R> run(List<? extends Task<R>> tasks, IntFunction<R> local, IntConsumer ended,
                                   BooleanSupplier cancelled, Runnable stopping) throws InterruptedException {
                return PoolGames.play(pool, tasks.size(), i -> {
                    R result = local.apply(i);
                    ended.accept(i);
                    return result;
                }, stopping);
            }
        };
    }
}
