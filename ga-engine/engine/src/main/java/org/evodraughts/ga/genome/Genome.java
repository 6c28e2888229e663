package org.evodraughts.ga.genome;

import java.util.Arrays;
import java.util.Objects;

/**
 * One individual's genes, as snapshots and the run's records keep them: one {@code double[]} per
 * chromosome, the network's layers first ({@code Network.layerParameters}), then whatever else
 * the {@link GenomeLayout} adds (step sizes, a king value). The layout turns a stored genome into
 * a genotype and back, and its {@link GenomeCodec} is the one bridge from a genotype to a network
 * and back. Immutable: the constructor and accessors copy the arrays. Equality compares every
 * value bit for bit (as {@link Double#equals(Object)} does: {@code -0.0 != 0.0}, NaN equals NaN).
 *
 * @param chromosomes the genes of each chromosome, in chromosome order; at least one, none null
 */
public record Genome(double[][] chromosomes) {

    public Genome {
        Objects.requireNonNull(chromosomes, "chromosomes");
        if (chromosomes.length == 0) {
            throw new IllegalArgumentException("a genome needs at least one chromosome");
        }
        double[][] copy = new double[chromosomes.length][];
        for (int i = 0; i < chromosomes.length; i++) {
            copy[i] = Objects.requireNonNull(chromosomes[i], "chromosome " + i).clone();
        }
        chromosomes = copy;
    }

    /** A genome with the given chromosomes. */
    public static Genome of(double[]... chromosomes) {
        return new Genome(chromosomes);
    }

    /** A copy of all chromosomes. */
    @Override
    public double[][] chromosomes() {
        double[][] copy = new double[chromosomes.length][];
        for (int i = 0; i < chromosomes.length; i++) {
            copy[i] = chromosomes[i].clone();
        }
        return copy;
    }

    /** The number of chromosomes. */
    public int chromosomeCount() {
        return chromosomes.length;
    }

    /** A copy of chromosome {@code index}. */
    public double[] chromosome(int index) {
        return chromosomes[index].clone();
    }

    /** The total number of genes over all chromosomes. */
    public int geneCount() {
        int count = 0;
        for (double[] chromosome : chromosomes) {
            count += chromosome.length;
        }
        return count;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Genome genome && Arrays.deepEquals(chromosomes, genome.chromosomes);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(chromosomes);
    }

    @Override
    public String toString() {
        int[] sizes = Arrays.stream(chromosomes).mapToInt(chromosome -> chromosome.length).toArray();
        return "Genome[chromosome sizes " + Arrays.toString(sizes) + "]";
    }
}
