package org.evodraughts.champions;

import java.util.Collection;
import java.util.OptionalDouble;

/**
 * The progress figure: the champion's mean score (1 win, 0 draw, −1 loss) against each earlier
 * champion, then the mean of those means, so every opponent weighs the same whatever its number
 * of games. Positive means the champion beats its predecessors. Stateless.
 */
public final class MeanOfMeans {
    private MeanOfMeans() {
    }

    /** The mean of one opponent's scores; IllegalArgumentException if there are none. */
    public static double mean(int[] scores) {
        if (scores.length == 0) {
            throw new IllegalArgumentException("a mean needs at least one game");
        }
        long sum = 0;
        for (int score : scores) {
            if (score < -1 || score > 1) {
                throw new IllegalArgumentException("a game scores 1, 0 or -1, got " + score);
            }
            sum += score;
        }
        return (double) sum / scores.length;
    }

    /** The mean over opponents of {@link #mean}; empty when there are no opponents (a run's first champion). */
    public static OptionalDouble of(Collection<int[]> scoresPerOpponent) {
        if (scoresPerOpponent.isEmpty()) {
            return OptionalDouble.empty();
        }
        double sum = 0;
        for (int[] scores : scoresPerOpponent) {
            sum += mean(scores);
        }
        return OptionalDouble.of(sum / scoresPerOpponent.size());
    }
}
