package org.evodraughts.ga.task;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.ga.training.TrainingState;
import org.evodraughts.network.Network;

/**
 * One trainee's self-play training ({@link TdRefinement}): a pure function of the network, the
 * seed and the training's settings, so any machine gives the same trained network.
 *
 * @param network  the trainee's network before training
 * @param seed     the training's seed
 * @param training games, α, λ, averaging, depth, batch, openings and draw rules: what the training reads
 */
public record TrainingTask(Network network, long seed, TdRefinement training) implements Task<Network> {
    public TrainingTask {
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(training, "training");
    }

    @Override
    public boolean portable() {
        return true;
    }

    /** The training on this thread alone (as another machine runs it). */
    @Override
    public Network run(BooleanSupplier stopped) {
        return training.refine(network, seed, stopped);
    }

    /** The training, each batch's games shared with {@code pool}'s idle threads: the same network as {@link #run(BooleanSupplier)}. */
    public Network run(BooleanSupplier stopped, Executor pool) {
        return training.refine(network, seed, pool, stopped);
    }

    /**
     * The training, each batch's games shared with {@code pool}'s idle threads, telling
     * {@code afterBatch} after each batch: the same network as {@link #run(BooleanSupplier)}.
     */
    public Network run(BooleanSupplier stopped, Executor pool, TdRefinement.AfterBatch afterBatch) {
        return training.refine(TrainingState.start(network), seed, List.of(), pool, stopped, afterBatch);
    }
}
