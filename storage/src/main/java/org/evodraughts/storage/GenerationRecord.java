package org.evodraughts.storage;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One generation of a run: the whole population and each individual's score, enough to resume
 * the run from the database alone. Keyed by ({@code runId}, {@code generation}). Immutable
 * (arrays are copied in and out); equality is bit for bit on every double.
 *
 * @param runId      the run
 * @param generation the generation number, 0 or more
 * @param population the individuals, in population order; not empty
 * @param scores     {@code scores[i]} is the score of {@code population.get(i)}
 */
public record GenerationRecord(String runId, int generation, List<Genome> population, double[] scores)
        implements StoredRecord {

    public GenerationRecord {
        StoredRecord.checkRunId(runId);
        StoredRecord.checkGeneration(generation);
        population = List.copyOf(population);
        if (population.isEmpty()) {
            throw new IllegalArgumentException("generation " + generation + " of run " + runId + " has an empty population");
        }
        scores = Objects.requireNonNull(scores, "scores").clone();
        if (scores.length != population.size()) {
            throw new IllegalArgumentException("generation " + generation + " of run " + runId + " has " + scores.length
                    + " scores for " + population.size() + " individuals");
        }
    }

    /** A copy of the scores. */
    @Override
    public double[] scores() {
        return scores.clone();
    }

    /** The number of individuals. */
    public int size() {
        return population.size();
    }

    @Override
    public String describeKey() {
        return "generation " + generation + " of run " + runId;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GenerationRecord that && runId.equals(that.runId) && generation == that.generation
                && population.equals(that.population) && Arrays.equals(scores, that.scores);
    }

    @Override
    public int hashCode() {
        return Objects.hash(runId, generation, population, Arrays.hashCode(scores));
    }

    @Override
    public String toString() {
        return "GenerationRecord[" + describeKey() + ", " + population.size() + " individuals]";
    }
}
