package org.evodraughts.storage.records;

import org.evodraughts.run.RunId;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One generation of a run: each individual's score and, where the run keeps it, the whole
 * population, enough to resume the run from the database alone. A run keeps the populations of
 * only a few generations (the last few and every Nth, as it keeps its snapshots); the others are
 * stored {@linkplain #scoresOnly scores only}, a few hundred bytes where a population is a
 * megabyte. Keyed by ({@code runId}, {@code generation}). Immutable (arrays are copied in and
 * out); equality is bit for bit on every double.
 *
 * <p>Each individual is kept as plain arrays, one {@code double[]} per chromosome: the genome
 * type belongs to the evolution engine ({@code org.evodraughts.ga.genome.Genome}), which storage
 * does not depend on, and the store needs nothing but the numbers.
 *
 * @param runId      the run
 * @param generation the generation number, 0 or more
 * @param population the individuals' chromosomes, in population order, no array null; empty when
 *                   the population is not kept
 * @param scores     {@code scores[i]} is the score of individual {@code i}; not empty
 */
public record GenerationRecord(RunId runId, int generation, List<double[][]> population, double[] scores)
        implements StoredRecord {

    public GenerationRecord {
        Objects.requireNonNull(runId, "runId");
        StoredRecord.checkGeneration(generation);
        population = copy(population);
        scores = Objects.requireNonNull(scores, "scores").clone();
        if (scores.length == 0) {
            throw new IllegalArgumentException("generation " + generation + " of run " + runId + " has an empty population");
        }
        if (!population.isEmpty() && scores.length != population.size()) {
            throw new IllegalArgumentException("generation " + generation + " of run " + runId + " has " + scores.length
                    + " scores for " + population.size() + " individuals");
        }
    }

    /** A generation whose population is not kept: its scores only. */
    public static GenerationRecord scoresOnly(RunId runId, int generation, double[] scores) {
        return new GenerationRecord(runId, generation, List.of(), scores);
    }

    /** Whether the population is kept (else {@link #population()} is empty). */
    public boolean populationKept() {
        return !population.isEmpty();
    }

    /** This generation with its scores only. */
    public GenerationRecord withoutPopulation() {
        return scoresOnly(runId, generation, scores);
    }

    /** A copy of the population; empty when it is not kept. */
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
        return scores.length;
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
        return "GenerationRecord[" + describeKey() + ", " + scores.length + " individuals"
                + (populationKept() ? "" : ", scores only") + "]";
    }
}
