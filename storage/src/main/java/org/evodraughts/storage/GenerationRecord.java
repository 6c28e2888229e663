package org.evodraughts.storage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One generation of a run: the whole population and each individual's score, enough to resume
 * the run from the database alone. Keyed by ({@code runId}, {@code generation}). Immutable
 * (arrays are copied in and out); equality is bit for bit on every double.
 *
 * <p>Each individual is kept as plain arrays, one {@code double[]} per chromosome: the genome
 * type belongs to the network module ({@code org.evodraughts.network.Genome}), which storage
 * does not depend on, and the store needs nothing but the numbers.
 *
 * @param runId      the run
 * @param generation the generation number, 0 or more
 * @param population the individuals' chromosomes, in population order; not empty, no array null
 * @param scores     {@code scores[i]} is the score of {@code population.get(i)}
 */
public record GenerationRecord(String runId, int generation, List<double[][]> population, double[] scores)
        implements StoredRecord {

    public GenerationRecord {
        StoredRecord.checkRunId(runId);
        StoredRecord.checkGeneration(generation);
        population = copy(population);
        if (population.isEmpty()) {
            throw new IllegalArgumentException("generation " + generation + " of run " + runId + " has an empty population");
        }
        scores = Objects.requireNonNull(scores, "scores").clone();
        if (scores.length != population.size()) {
            throw new IllegalArgumentException("generation " + generation + " of run " + runId + " has " + scores.length
                    + " scores for " + population.size() + " individuals");
        }
    }

    /** A copy of the population. */
    @Override
    public List<double[][]> population() {
        return copy(population);
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
                && Arrays.deepEquals(population.toArray(), that.population.toArray()) && Arrays.equals(scores, that.scores);
    }

    @Override
    public int hashCode() {
        return Objects.hash(runId, generation, Arrays.deepHashCode(population.toArray()), Arrays.hashCode(scores));
    }

    private static List<double[][]> copy(List<double[][]> population) {
        List<double[][]> copy = new ArrayList<>(population.size());
        for (double[][] individual : population) {
            double[][] chromosomes = new double[Objects.requireNonNull(individual, "individual").length][];
            for (int c = 0; c < chromosomes.length; c++) {
                chromosomes[c] = Objects.requireNonNull(individual[c], "chromosome " + c).clone();
            }
            copy.add(chromosomes);
        }
        return Collections.unmodifiableList(copy);
    }

    @Override
    public String toString() {
        return "GenerationRecord[" + describeKey() + ", " + population.size() + " individuals]";
    }
}
