package org.evodraughts.ga;

import io.jenetics.Chromosome;
import io.jenetics.DoubleChromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.util.Factory;
import io.jenetics.util.MSeq;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.network.Network;
import org.evodraughts.storage.Genome;

/**
 * The genome: a Jenetics {@link Genotype} with one {@link DoubleChromosome} per network layer,
 * holding that layer's weights and then its biases in the order {@link Network} documents
 * ({@link Network#layerParameters(int)}), and conversions to networks and stored genomes.
 *
 * <p>Genes are made with the range [−1, 1), which only says where initial weights come from:
 * mutation may push a weight outside it, which Jenetics would call invalid
 * ({@code DoubleGene.isValid()}); the engine uses {@link AcceptAllConstraint} so such genomes
 * stay as they are. Stateless.
 */
public final class Genomes {
    /** Where initial weights are drawn from: [−1, 1). */
    public static final double MIN = -1, MAX = 1;

    /**
     * A genotype factory for the engine that refuses to make anything: every genotype comes from
     * the seeded initial population or from breeding, never from Jenetics' shared random source.
     */
    static final Factory<Genotype<DoubleGene>> NO_RANDOM_GENOTYPES = () -> {
        throw new IllegalStateException("random genotypes come only from the seeded initial population");
    };

    private Genomes() {}

    /** A random genome: every gene {@code random.nextDouble(-1, 1)}, layer by layer, gene by gene. */
    public static Genotype<DoubleGene> random(RandomGenerator random) {
        List<DoubleChromosome> layers = new ArrayList<>(Network.LAYERS);
        for (int l = 0; l < Network.LAYERS; l++) {
            double[] genes = new double[Network.layerParameterCount(l)];
            for (int i = 0; i < genes.length; i++) {
                genes[i] = random.nextDouble(MIN, MAX);
            }
            layers.add(chromosome(genes));
        }
        return Genotype.of(layers);
    }

    /** A chromosome holding {@code genes} (any values, also outside [−1, 1)). */
    public static DoubleChromosome chromosome(double[] genes) {
        MSeq<DoubleGene> seq = MSeq.ofLength(genes.length);
        for (int i = 0; i < genes.length; i++) {
            seq.set(i, DoubleGene.of(genes[i], MIN, MAX));
        }
        return DoubleChromosome.of(seq);
    }

    /** The genes of layer {@code layer}. */
    public static double[] layer(Genotype<DoubleGene> genotype, int layer) {
        Chromosome<DoubleGene> chromosome = genotype.get(layer);
        double[] genes = new double[chromosome.length()];
        for (int i = 0; i < genes.length; i++) {
            genes[i] = chromosome.get(i).doubleValue();
        }
        return genes;
    }

    /** The genotype's genes as a stored genome (one array per layer). */
    public static Genome genome(Genotype<DoubleGene> genotype) {
        double[][] layers = new double[genotype.length()][];
        for (int l = 0; l < layers.length; l++) {
            layers[l] = layer(genotype, l);
        }
        return new Genome(layers);
    }

    /**
     * The genotype of a stored genome.
     *
     * @throws IllegalArgumentException if its shape is not the network's (layer count and sizes)
     */
    public static Genotype<DoubleGene> genotype(Genome genome) {
        List<DoubleChromosome> layers = new ArrayList<>(genome.layerCount());
        for (double[] genes : checkShape(genome)) {
            layers.add(chromosome(genes));
        }
        return Genotype.of(layers);
    }

    /** The network a genome encodes. */
    public static Network network(Genome genome, double kingValue) {
        return Network.ofLayers(List.of(checkShape(genome)), kingValue);
    }

    /** The network a genotype encodes. */
    public static Network network(Genotype<DoubleGene> genotype, double kingValue) {
        return network(genome(genotype), kingValue);
    }

    /** The genome's layers (a copy), checked against the network's shape. */
    private static double[][] checkShape(Genome genome) {
        double[][] layers = genome.layers();
        if (layers.length != Network.LAYERS) {
            throw new IllegalArgumentException("a genome has " + Network.LAYERS + " layers, got " + layers.length);
        }
        for (int l = 0; l < Network.LAYERS; l++) {
            if (layers[l].length != Network.layerParameterCount(l)) {
                throw new IllegalArgumentException("genome layer " + l + " has " + Network.layerParameterCount(l)
                        + " genes, got " + layers[l].length);
            }
        }
        return layers;
    }
}
