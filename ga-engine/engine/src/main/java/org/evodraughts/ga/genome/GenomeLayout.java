package org.evodraughts.ga.genome;

import io.jenetics.DoubleChromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.GenomeConfig;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.config.KingMode;
import org.evodraughts.ga.config.MutationKind;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkGrowth;
import org.evodraughts.network.NetworkShape;

/**
 * Which chromosomes a genome has, and how they become a network and back ({@link #codec}). A
 * genome always starts with one chromosome per network layer, holding that layer's weights and
 * then its biases in the order {@link Network} documents. Then, with self-adaptive mutation, one chromosome of step
 * sizes σ per layer, gene for gene beside the weights; then, with an evolved king value, one
 * chromosome of one gene, the king value. Seed 001's genome ({@link #WEIGHTS_ONLY}) is the three
 * weight chromosomes of the card's network alone.
 *
 * <p>A stored {@link Genome} keeps the same chromosomes in the same order, so snapshots and
 * resumed runs carry the step sizes and king values bit for bit. Where networks may grow
 * ({@code network.growth}), a genome's hidden widths are read off its chromosomes' lengths
 * ({@link #shapeOf}): anything from {@code shape} to {@code largest}. Immutable.
 *
 * @param shape     the network's shape at the start: one weight chromosome per layer
 * @param largest   the largest shape a network may grow to ({@code shape}: none)
 * @param stepSizes whether each weight layer has a chromosome of step sizes
 * @param king      whether the last chromosome is the individual's king value
 */
public record GenomeLayout(NetworkShape shape, NetworkShape largest, boolean stepSizes, boolean king) {
    /** Seed 001's genome: the card's network's weights only. */
    public static final GenomeLayout WEIGHTS_ONLY = weightsOnly(NetworkShape.CARD);

    public GenomeLayout {
        if (!shape.growsInto(largest) || shape.inputs() != largest.inputs()) {
            throw new IllegalArgumentException("a genome of " + shape + " cannot grow into " + largest);
        }
        if (stepSizes && !largest.equals(shape)) {
            throw new IllegalArgumentException("a growing genome has no step sizes");
        }
    }

    /** A genome of networks of {@code shape} that never grow. */
    public GenomeLayout(NetworkShape shape, boolean stepSizes, boolean king) {
        this(shape, shape, stepSizes, king);
    }

    /** A genome of the card's network (the layout of every genome before shapes were a setting). */
    public GenomeLayout(boolean stepSizes, boolean king) {
        this(NetworkShape.CARD, stepSizes, king);
    }

    /** The genome of a network of {@code shape}'s weights only. */
    public static GenomeLayout weightsOnly(NetworkShape shape) {
        return new GenomeLayout(shape, false, false);
    }

    /** The layout the {@code genome} section of a configuration asks for, for networks of {@code shape}. */
    public static GenomeLayout of(GenomeConfig genome, NetworkShape shape) {
        return new GenomeLayout(shape, genome.mutation() == MutationKind.SELF_ADAPTIVE, genome.king() == KingMode.EVOLVED);
    }

    /**
     * The layout a run's configuration asks for: its {@code network} section's shapes, its
     * {@code genome} section's chromosomes.
     */
    public static GenomeLayout of(EvolutionConfig config) {
        return new GenomeLayout(config.network().shape(), config.network().largest(),
                config.genome().mutation() == MutationKind.SELF_ADAPTIVE, config.genome().king() == KingMode.EVOLVED);
    }

    /** Whether a genome's network may be wider than {@link #shape}. */
    public boolean grows() {
        return !largest.equals(shape);
    }

    /**
     * The shape of the network in {@code chromosomes}: {@link #shape}, or where networks grow,
     * the hidden widths their weight chromosomes' lengths give.
     *
     * @throws IllegalArgumentException if their lengths make no shape this layout allows
     */
    public NetworkShape shapeOf(double[][] chromosomes) {
        if (!grows()) {
            return shape;
        }
        List<Integer> widths = new ArrayList<>();
        int in = shape.inputs().count();
        for (int l = 0; l < shape.hidden().size(); l++) {
            int length = chromosomes[l].length;
            if (length % (in + 1) != 0) {
                throw new IllegalArgumentException("genome chromosome " + l + " has " + length + " genes, not a layer of "
                        + in + " inputs");
            }
            in = length / (in + 1);
            widths.add(in);
        }
        NetworkShape found = NetworkShape.of(shape.inputs(), widths);
        if (!shape.growsInto(found) || !found.growsInto(largest) || chromosomes[widths.size()].length != in + 1) {
            throw new IllegalArgumentException("genome chromosomes' lengths give hidden widths " + widths
                    + ", not between " + shape.hidden() + " and " + largest.hidden());
        }
        return found;
    }

    /**
     * The widths a growth step gives {@code from}: each hidden layer a quarter wider (at least one
     * unit), none wider than {@link #largest}.
     */
    public NetworkShape widened(NetworkShape from) {
        List<Integer> widths = new ArrayList<>();
        for (int l = 0; l < from.hidden().size(); l++) {
            int width = from.hidden().get(l);
            widths.add(Math.min(largest.hidden().get(l), width + Math.max(1, (width + 3) / 4)));
        }
        return NetworkShape.of(from.inputs(), widths);
    }

    /** The smallest shape both {@code a} and {@code b} grow into: each layer as wide as the wider. */
    public static NetworkShape union(NetworkShape a, NetworkShape b) {
        List<Integer> widths = new ArrayList<>();
        for (int l = 0; l < a.hidden().size(); l++) {
            widths.add(Math.max(a.hidden().get(l), b.hidden().get(l)));
        }
        return NetworkShape.of(a.inputs(), widths);
    }

    /**
     * {@code chromosomes} with their network grown into {@code to} ({@link NetworkGrowth}: it
     * computes what it did; the added units' weights drawn from {@code random}), in place: the
     * weight chromosomes are replaced, the others kept.
     */
    public void grow(double[][] chromosomes, NetworkShape to, RandomGenerator random) {
        NetworkShape from = shapeOf(chromosomes);
        List<double[]> layers = new ArrayList<>();
        for (int l = 0; l < from.layers(); l++) {
            layers.add(chromosomes[l]);
        }
        Network grown = NetworkGrowth.grow(Network.ofLayers(from, layers, Network.DEFAULT_KING_VALUE), to, random);
        for (int l = 0; l < to.layers(); l++) {
            chromosomes[l] = grown.layerParameters(l);
        }
    }

    /** Chromosomes per genome: for the card's three layers 3, 4 (king), 6 (step sizes) or 7 (both). */
    public int chromosomeCount() {
        return shape.layers() * (stepSizes ? 2 : 1) + (king ? 1 : 0);
    }

    /** The index of the step-size chromosome of weight layer {@code layer}. */
    public int stepSizeChromosome(int layer) {
        if (!stepSizes) {
            throw new IllegalStateException("this genome has no step sizes");
        }
        return shape.layers() + layer;
    }

    /** The index of the king-value chromosome. */
    public int kingChromosome() {
        if (!king) {
            throw new IllegalStateException("this genome has no king value");
        }
        return chromosomeCount() - 1;
    }

    /**
     * A random genome: layer by layer, gene by gene, {@code random.nextDouble(-1, 1)}, scaled by
     * 1/√(fan-in) with {@link InitialWeights#FAN_IN}; every step size {@code initialSigma}; the
     * king value {@code kingValue}. Only the weights draw from {@code random}, so every layout
     * gets the same weights from the same generator.
     */
    public Genotype<DoubleGene> random(RandomGenerator random, InitialWeights weights, double initialSigma, double kingValue) {
        List<DoubleChromosome> chromosomes = new ArrayList<>(chromosomeCount());
        for (int l = 0; l < shape.layers(); l++) {
            double scale = weights == InitialWeights.FAN_IN ? 1 / Math.sqrt(shape.inputs(l)) : 1;
            double[] genes = new double[shape.layerParameterCount(l)];
            for (int i = 0; i < genes.length; i++) {
                genes[i] = random.nextDouble(Genomes.MIN, Genomes.MAX) * scale;
            }
            chromosomes.add(Genomes.chromosome(genes));
        }
        if (stepSizes) {
            for (int l = 0; l < shape.layers(); l++) {
                double[] sigmas = new double[shape.layerParameterCount(l)];
                Arrays.fill(sigmas, initialSigma);
                chromosomes.add(Genomes.chromosome(sigmas));
            }
        }
        if (king) {
            chromosomes.add(Genomes.chromosome(new double[] {kingValue}));
        }
        return Genotype.of(chromosomes);
    }

    /**
     * The one bridge between this layout's genotypes and networks, both ways ({@link GenomeCodec}):
     * the king value comes from the genome if it carries one, else it is {@code fixedKingValue}.
     *
     * <pre>{@code
     * GenomeCodec codec = GenomeLayout.of(config).codec(config.population().kingValue());
     * Network network = codec.decode(phenotype.genotype());
     * }</pre>
     */
    public GenomeCodec codec(double fixedKingValue) {
        return new GenomeCodec(this, fixedKingValue);
    }

    /**
     * The genotype of a stored genome.
     *
     * @throws IllegalArgumentException if its shape is not this layout's (chromosome count and sizes)
     */
    public Genotype<DoubleGene> genotype(Genome genome) {
        return Genomes.genotype(checkShape(genome));
    }

    /** {@code genotype}'s genes as a stored genome, one array per chromosome: {@link #genotype(Genome)}'s inverse. */
    public Genome genome(Genotype<DoubleGene> genotype) {
        return Genomes.genome(genotype);
    }

    /**
     * The genes of every chromosome of {@code genotype}, one array each, in chromosome order:
     * copies, for breeding to change ({@link #genotype(double[][])} makes the child).
     */
    public double[][] genes(Genotype<DoubleGene> genotype) {
        return Genomes.genes(genotype);
    }

    /** The genotype with one chromosome per array of {@code chromosomes}, in order: {@link #genes}' inverse. */
    public Genotype<DoubleGene> genotype(double[][] chromosomes) {
        return Genomes.genotype(chromosomes);
    }

    /** The genome's chromosomes (a copy), checked against this layout. */
    private double[][] checkShape(Genome genome) {
        double[][] chromosomes = genome.chromosomes();
        if (chromosomes.length != chromosomeCount()) {
            throw new IllegalArgumentException("a genome " + describe() + " has " + chromosomeCount() + " chromosomes, got "
                    + chromosomes.length);
        }
        NetworkShape network = shapeOf(chromosomes);
        for (int c = 0; c < chromosomes.length; c++) {
            int expected = king && c == kingChromosome() ? 1 : network.layerParameterCount(c % network.layers());
            if (chromosomes[c].length != expected) {
                throw new IllegalArgumentException("genome chromosome " + c + " has " + expected + " genes, got "
                        + chromosomes[c].length);
            }
        }
        return chromosomes;
    }

    /** "of weights only", "with step sizes", "with a king value" or "with step sizes and a king value". */
    String describe() {
        if (!stepSizes && !king) {
            return "of weights only";
        }
        return "with " + (stepSizes ? "step sizes" : "") + (stepSizes && king ? " and " : "") + (king ? "a king value" : "");
    }
}
