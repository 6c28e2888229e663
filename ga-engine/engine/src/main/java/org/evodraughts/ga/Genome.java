package org.evodraughts.ga;

import java.util.Arrays;
import java.util.Objects;
import org.evodraughts.network.Network;

/**
 * One individual's genes, as snapshots and the run's records keep them: one {@code double[]} per
 * chromosome, the network's layers first ({@link Network#layerParameters}), then whatever else
 * the {@link GenomeLayout} adds (step sizes, a king value). {@link GenomeLayout} is the one place
 * that turns genes into a {@link Network} and back. Immutable: the constructor and accessors copy
 * the arrays. Equality compares every value bit for bit (as {@link Double#equals(Object)} does:
 * {@code -0.0 != 0.0}, NaN equals NaN).
 *
 * @param layers the genes of each layer, in layer order; at least one layer, none null
 */
public record Genome(double[][] layers) {

    public Genome {
        Objects.requireNonNull(layers, "layers");
        if (layers.length == 0) {
            throw new IllegalArgumentException("a genome needs at least one layer");
        }
        double[][] copy = new double[layers.length][];
        for (int i = 0; i < layers.length; i++) {
            copy[i] = Objects.requireNonNull(layers[i], "layer " + i).clone();
        }
        layers = copy;
    }

    /** A genome with the given layers. */
    public static Genome of(double[]... layers) {
        return new Genome(layers);
    }

    /** A copy of all layers. */
    @Override
    public double[][] layers() {
        double[][] copy = new double[layers.length][];
        for (int i = 0; i < layers.length; i++) {
            copy[i] = layers[i].clone();
        }
        return copy;
    }

    /** The number of layers. */
    public int layerCount() {
        return layers.length;
    }

    /** A copy of layer {@code index}. */
    public double[] layer(int index) {
        return layers[index].clone();
    }

    /** The total number of genes over all layers. */
    public int geneCount() {
        int count = 0;
        for (double[] layer : layers) {
            count += layer.length;
        }
        return count;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Genome genome && Arrays.deepEquals(layers, genome.layers);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(layers);
    }

    @Override
    public String toString() {
        int[] sizes = Arrays.stream(layers).mapToInt(layer -> layer.length).toArray();
        return "Genome[layer sizes " + Arrays.toString(sizes) + "]";
    }
}
