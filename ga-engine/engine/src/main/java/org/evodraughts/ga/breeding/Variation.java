package org.evodraughts.ga.breeding;

import java.util.random.RandomGenerator;
import org.evodraughts.ga.config.GenomeConfig;
import org.evodraughts.ga.genome.GenomeLayout;

/**
 * How a breeding step varies its children's genes, as the {@code genome} section of the
 * configuration chose ({@link #of}): a crossover exchanges genes between copies of two parents,
 * a mutation moves the genes of a copy of one. Both change a genome's chromosomes in place, one
 * array each ({@link GenomeLayout#genes}), and draw only from the generator they are given, so
 * breeding is reproducible.
 *
 * <p>Immutable and thread-safe.
 */
public sealed interface Variation {
    /**
     * Crosses two parents' chromosomes in place, so that they become the reciprocal pair of
     * children: every weight layer by two-point crossover ({@link LayerCrossover}).
     */
    void cross(double[][] first, double[][] second, RandomGenerator random);

    /** Mutates a parent's chromosomes in place, so that they become its mutant. */
    void mutate(double[][] mutant, RandomGenerator random);

    /**
     * The variation {@code genome} asks for, for genomes of {@code layout}: the mutation
     * {@code genome.mutation} names ({@link Additive}, scaled by {@code genome.mutationScale}, or
     * {@link SelfAdaptive}), and with {@code genome.king} evolved, an {@link EvolvedKing} on top.
     */
    static Variation of(GenomeLayout layout, GenomeConfig genome) {
        int parameters = layout.shape().parameterCount();
        Variation weights = switch (genome.mutation()) {
            case ADDITIVE -> new Additive(layout.shape().layers(), AdditiveMutation.step(parameters) * genome.mutationScale());
            case SELF_ADAPTIVE -> new SelfAdaptive(layout, SelfAdaptiveMutation.tau(parameters));
        };
        return switch (genome.king()) {
            case FIXED -> weights;
            case EVOLVED -> new EvolvedKing(weights, layout.kingChromosome());
        };
    }

    /**
     * Seed 001's variation, for a genome of weights only: crossover of each weight layer, and
     * every weight moved by {@link AdditiveMutation}.
     *
     * @param layers the network's weight layers: the genome's first chromosomes
     * @param step   the largest move of one gene
     */
    record Additive(int layers, double step) implements Variation {
        @Override
        public void cross(double[][] first, double[][] second, RandomGenerator random) {
            for (int l = 0; l < layers; l++) {
                LayerCrossover.cross(first[l], second[l], random);
            }
        }

        @Override
        public void mutate(double[][] mutant, RandomGenerator random) {
            for (int l = 0; l < layers; l++) {
                AdditiveMutation.mutate(mutant[l], step, random);
            }
        }
    }

    /**
     * Self-adaptive variation, for a genome with step sizes: crossover of each weight layer with
     * its step sizes beside it, and {@link SelfAdaptiveMutation} of every weight and its step size.
     *
     * @param layout where each layer's step sizes are
     * @param tau    the step sizes' learning rate τ
     */
    record SelfAdaptive(GenomeLayout layout, double tau) implements Variation {
        public SelfAdaptive {
            if (!layout.stepSizes()) {
                throw new IllegalArgumentException("self-adaptive mutation needs a genome with step sizes");
            }
        }

        @Override
        public void cross(double[][] first, double[][] second, RandomGenerator random) {
            for (int l = 0; l < layout.shape().layers(); l++) {
                int s = layout.stepSizeChromosome(l);
                LayerCrossover.cross(first[l], second[l], first[s], second[s], random);
            }
        }

        @Override
        public void mutate(double[][] mutant, RandomGenerator random) {
            for (int l = 0; l < layout.shape().layers(); l++) {
                SelfAdaptiveMutation.mutate(mutant[l], mutant[layout.stepSizeChromosome(l)], tau, random);
            }
        }
    }

    /**
     * {@code weights}' variation for a genome that carries its king value: a crossover leaves the
     * king value alone (each child keeps its first parent's), a mutation then moves it
     * ({@link KingMutation}).
     *
     * @param weights        how the rest of the genome varies
     * @param kingChromosome the index of the king value's chromosome
     */
    record EvolvedKing(Variation weights, int kingChromosome) implements Variation {
        @Override
        public void cross(double[][] first, double[][] second, RandomGenerator random) {
            weights.cross(first, second, random);
        }

        @Override
        public void mutate(double[][] mutant, RandomGenerator random) {
            weights.mutate(mutant, random);
            double[] king = mutant[kingChromosome];
            king[0] = KingMutation.mutate(king[0], random);
        }
    }
}
