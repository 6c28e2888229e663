package org.evodraughts.ga.task;

import java.util.function.BooleanSupplier;

/**
 * One unit of a run's parallel work, described completely by plain data (networks, settings,
 * seeds), so that it gives the same result on any machine: a tournament game ({@link GameTask})
 * or a trainee's self-play training ({@link TrainingTask}). A {@link TaskRunner} runs a batch of
 * them, here or on other machines.
 *
 * @param <R> what it gives back
 */
public sealed interface Task<R> permits GameTask, TrainingTask {
    /**
     * Does the work, asking {@code stopped} as it goes (before every move or self-play game).
     *
     * @throws java.util.concurrent.CancellationException once {@code stopped} says so
     * @throws IllegalStateException if the task cannot run elsewhere ({@link #portable()} false)
     */
    R run(BooleanSupplier stopped);

    /** Whether the task holds everything it needs as data, so another machine can run it. */
    boolean portable();
}
