package org.evodraughts.ga.genome;

import io.jenetics.Chromosome;
import io.jenetics.DoubleChromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.util.Factory;
import io.jenetics.util.MSeq;
import java.util.ArrayList;
import java.util.List;

/**
 * Conversions between a Jenetics {@link Genotype} of {@link DoubleChromosome}s and plain gene
 * arrays or stored genomes, whatever the genome's chromosomes, behind {@link GenomeLayout} and
 * its {@link GenomeCodec}: breeding works on the arrays, snapshots keep the {@link Genome}.
 *
 * <p>Genes are made with the range [−1, 1), which only says where initial weights come from:
 * mutation may push a weight outside it, which Jenetics would call invalid
 * ({@code DoubleGene.isValid()}); the engine uses {@link AcceptAllConstraint} so such genomes
 * stay as they are. Stateless.
 */
final class Genomes {
    /** Where initial weights are drawn from: [−1, 1). */
    static final double MIN = -1, MAX = 1;

    /**
     * A genotype factory for the engine that refuses to make anything: every genotype comes from
     * the seeded initial population or from breeding, never from Jenetics' shared random source.
     */
    static final Factory<Genotype<DoubleGene>> NO_RANDOM_GENOTYPES = () -> {
        throw new IllegalStateException("random genotypes come only from the seeded initial population");
    };

    private Genomes() {}

    /** A chromosome holding {@code genes} (any values, also outside [−1, 1)). */
    static DoubleChromosome chromosome(double[] genes) {
        MSeq<DoubleGene> seq = MSeq.ofLength(genes.length);
        for (int i = 0; i < genes.length; i++) {
            seq.set(i, DoubleGene.of(genes[i], MIN, MAX));
        }
        return DoubleChromosome.of(seq);
    }

    /** The genes of chromosome {@code layer}. */
    static double[] layer(Genotype<DoubleGene> genotype, int layer) {
        Chromosome<DoubleGene> chromosome = genotype.get(layer);
        double[] genes = new double[chromosome.length()];
        for (int i = 0; i < genes.length; i++) {
            genes[i] = chromosome.get(i).doubleValue();
        }
        return genes;
    }

    /** The genes of every chromosome, one array each, in chromosome order (copies). */
    static double[][] genes(Genotype<DoubleGene> genotype) {
        double[][] chromosomes = new double[genotype.length()][];
        for (int c = 0; c < chromosomes.length; c++) {
            chromosomes[c] = layer(genotype, c);
        }
        return chromosomes;
    }

    /** The genotype with one chromosome per array of {@code chromosomes}, in order: {@link #genes}' inverse. */
    static Genotype<DoubleGene> genotype(double[][] chromosomes) {
        List<DoubleChromosome> list = new ArrayList<>(chromosomes.length);
        for (double[] genes : chromosomes) {
            list.add(chromosome(genes));
        }
        return Genotype.of(list);
    }

    /** The genotype's genes as a stored genome (one array per chromosome). */
    static Genome genome(Genotype<DoubleGene> genotype) {
        return new Genome(genes(genotype));
    }
}
