package org.evodraughts.storage.records;

import java.util.Arrays;
import java.util.Objects;

/**
 * One stored generation's scores (each individual's tournament points) without its population:
 * what a chart of the population needs, a few hundred bytes where the {@link GenerationRecord}
 * is a megabyte. Immutable (the array is copied in and out).
 *
 * @param generation the generation number
 * @param scores     the individuals' scores, in population order
 */
public record GenerationScores(int generation, double[] scores) {
    public GenerationScores {
        scores = Objects.requireNonNull(scores, "scores").clone();
    }

    @Override
    public double[] scores() {
        return scores.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GenerationScores that && generation == that.generation && Arrays.equals(scores, that.scores);
    }

    @Override
    public int hashCode() {
        return 31 * generation + Arrays.hashCode(scores);
    }

    @Override
    public String toString() {
        return "GenerationScores[generation " + generation + ", " + scores.length + " scores]";
    }
}
