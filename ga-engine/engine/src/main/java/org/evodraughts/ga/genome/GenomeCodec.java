package org.evodraughts.ga.genome;

import io.jenetics.Chromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.engine.Codec;
import io.jenetics.util.Factory;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.evodraughts.network.Network;

/**
 * The one bridge between a genome and a network, both ways: {@link #decode} builds an
 * individual's network from its weight chromosomes and its king value (its own, if the genome
 * carries one, else the run's fixed one); {@link #encode} puts a network, e.g. one trained by
 * self-play, back into a genome, keeping the chromosomes a network does not hold (step sizes).
 * For every genotype {@code g} of this layout and network {@code n} of its king value,
 * {@code decode(encode(n, g)).equals(n)}, bit for bit. Everything else in the program receives
 * decoded networks and never copies genes by hand.
 *
 * <p>As a Jenetics {@link Codec}, its encoding is {@link Genomes#NO_RANDOM_GENOTYPES}: genotypes
 * come only from the seeded initial population and breeding.
 *
 * <pre>{@code
 * GenomeCodec codec = GenomeLayout.of(config).codec(config.population().kingValue());
 * Network network = codec.decode(phenotype.genotype());
 * Genotype<DoubleGene> trained = codec.encode(refinement.refine(network, seed), phenotype.genotype());
 * }</pre>
 * Immutable, stateless and thread-safe.
 *
 * @param layout         which chromosomes the genomes have
 * @param fixedKingValue the king value of every network whose genome carries none
 */
public record GenomeCodec(GenomeLayout layout, double fixedKingValue) implements Codec<Network, DoubleGene> {

    @Override
    public Factory<Genotype<DoubleGene>> encoding() {
        return Genomes.NO_RANDOM_GENOTYPES;
    }

    @Override
    public Function<Genotype<DoubleGene>, Network> decoder() {
        return this::decode;
    }

    /**
     * The network of {@code genotype}.
     *
     * @throws IllegalArgumentException if the genotype's shape is not the layout's
     */
    @Override
    public Network decode(Genotype<DoubleGene> genotype) {
        checkLength(genotype);
        int layerCount = layout.shape().layers();
        double[][] layers = new double[layerCount][];
        for (int l = 0; l < layerCount; l++) {
            layers[l] = Genomes.layer(genotype, l);
        }
        double kingValue = layout.king() ? genotype.get(layout.kingChromosome()).get(0).doubleValue() : fixedKingValue;
        return Network.ofLayers(layout.shapeOf(layers), List.of(layers), kingValue);
    }

    /**
     * {@code genotype} with {@code network} in it: the network's layers as its weight
     * chromosomes and, if the genome carries a king value, the network's; its step sizes stay.
     *
     * @throws IllegalArgumentException if the genotype's shape is not the layout's, or the genome
     *                                  has no king value and the network's is not the fixed one
     */
    public Genotype<DoubleGene> encode(Network network, Genotype<DoubleGene> genotype) {
        checkLength(genotype);
        if (!layout.shape().growsInto(network.shape()) || !network.shape().growsInto(layout.largest())) {
            throw new IllegalArgumentException("the genome holds a network of shape " + layout.shape()
                    + (layout.grows() ? " to " + layout.largest() : "") + ", not " + network.shape());
        }
        if (!layout.king() && Double.compare(network.kingValue(), fixedKingValue) != 0) {
            throw new IllegalArgumentException("the genome keeps no king value, so a network's must be "
                    + fixedKingValue + ", got " + network.kingValue());
        }
        List<Chromosome<DoubleGene>> chromosomes = new ArrayList<>(genotype.length());
        for (int c = 0; c < genotype.length(); c++) {
            if (c < layout.shape().layers()) {
                chromosomes.add(Genomes.chromosome(network.layerParameters(c)));
            } else if (layout.king() && c == layout.kingChromosome()) {
                chromosomes.add(Genomes.chromosome(new double[] {network.kingValue()}));
            } else {
                chromosomes.add(genotype.get(c));
            }
        }
        return Genotype.of(chromosomes);
    }

    private void checkLength(Genotype<DoubleGene> genotype) {
        if (genotype.length() != layout.chromosomeCount()) {
            throw new IllegalArgumentException("a genome " + layout.describe() + " has " + layout.chromosomeCount()
                    + " chromosomes, got " + genotype.length());
        }
    }
}
