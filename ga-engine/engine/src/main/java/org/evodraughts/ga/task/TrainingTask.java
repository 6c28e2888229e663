package org.evodraughts.ga.task;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.network.Network;

/**
 * One trainee's self-play training ({@link TdRefinement}): a pure function of the network, the
 * seed and the settings, so any machine gives the same trained network.
 *
 * @param network      the trainee's network before training
 * @param seed         the training's seed
 * @param refinement   games, α, λ, averaging, depth and batch
 * @param openingPlies random plies before each self-play game
 * @param rules        when a self-play game is drawn
 */
public record TrainingTask(Network network, long seed, RefinementConfig refinement, int openingPlies, DrawRules rules)
        implements Task<Network> {
    public TrainingTask {
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(refinement, "refinement");
        Objects.requireNonNull(rules, "rules");
    }

    @Override
    public boolean portable() {
        return true;
    }

    /** The training on this thread alone (as another machine runs it). */
    @Override
    public Network run(BooleanSupplier stopped) {
        return new TdRefinement(refinement, openingPlies, rules).refine(network, seed, stopped);
    }

    /** The training, each batch's games shared with {@code pool}'s idle threads: the same network as {@link #run(BooleanSupplier)}. */
    public Network run(BooleanSupplier stopped, Executor pool) {
        return new TdRefinement(refinement, openingPlies, rules).refine(network, seed, pool, stopped);
    }
}
