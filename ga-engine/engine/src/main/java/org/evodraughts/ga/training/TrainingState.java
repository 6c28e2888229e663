package org.evodraughts.ga.training;

import java.util.Objects;
import org.evodraughts.network.Network;

/**
 * A self-play training ({@link TdRefinement}) between two batches: its weights, how many games it
 * has played, and its tail average so far. A training that starts from it goes on bit for bit as
 * if it had never stopped, so a long training can be saved, stopped and resumed.
 *
 * @param network      the weights after {@code games} games
 * @param games        the games played, a whole number of batches
 * @param averageSums  the sum of the weights counted by the tail average ({@code refinement.average});
 *                     empty for a training without it, or before its second half
 * @param averageCount how many weight vectors {@code averageSums} adds up
 */
public record TrainingState(Network network, int games, double[] averageSums, int averageCount) {
    public TrainingState {
        Objects.requireNonNull(network, "network");
        if (games < 0 || averageCount < 0) {
            throw new IllegalArgumentException("a training state has no negative counts, got " + games + " games and "
                    + averageCount + " averaged");
        }
        averageSums = averageSums.clone();
    }

    /** A training that has played no game yet, from {@code network}. */
    public static TrainingState start(Network network) {
        return new TrainingState(network, 0, new double[0], 0);
    }

    @Override
    public double[] averageSums() {
        return averageSums.clone();
    }
}
