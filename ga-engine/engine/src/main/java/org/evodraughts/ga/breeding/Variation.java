package org.evodraughts.ga.breeding;

import java.util.random.RandomGenerator;
import org.evodraughts.ga.config.GenomeConfig;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.NetworkShape;

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
     * {@link SelfAdaptive}), with {@code genome.king} evolved an {@link EvolvedKing} on top, and
     * where networks grow ({@code network.growth}), {@link Growing} around it all.
     */
    static Variation of(GenomeLayout layout, GenomeConfig genome, double growth) {
        Variation weights = switch (genome.mutation()) {
            case ADDITIVE -> new Additive(layout.shape().layers(), genome.mutationScale());
            case SELF_ADAPTIVE -> new SelfAdaptive(layout, SelfAdaptiveMutation.tau(layout.shape().parameterCount()));
        };
        Variation all = switch (genome.king()) {
            case FIXED -> weights;
            case EVOLVED -> new EvolvedKing(weights, layout.kingChromosome());
        };
        return growth > 0 ? new Growing(all, layout, growth) : all;
    }

    /**
     * Seed 001's variation, for a genome of weights only: crossover of each weight layer, and
     * every weight moved by {@link AdditiveMutation}, by a step K-scaled to the mutant's network
     * (its parameters K, all its weight chromosomes' genes).
     *
     * @param layers the network's weight layers: the genome's first chromosomes
     * @param scale  a factor on every step ({@code genome.mutationScale}; 1: seed 001's)
     */
    record Additive(int layers, double scale) implements Variation {
        @Override
        public void cross(double[][] first, double[][] second, RandomGenerator random) {
            for (int l = 0; l < layers; l++) {
                LayerCrossover.cross(first[l], second[l], random);
            }
        }

        @Override
        public void mutate(double[][] mutant, RandomGenerator random) {
            int parameters = 0;
            for (int l = 0; l < layers; l++) {
                parameters += mutant[l].length;
            }
            double step = AdditiveMutation.step(parameters) * scale;
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

    /**
     * {@code inner}'s variation for networks that may grow: a crossover of two networks of
     * different widths first grows each into the wider of each layer, so that layer by layer
     * the genes line up; a mutant first widens by a growth step ({@link GenomeLayout#widened})
     * with probability {@code share}, unless it is as wide as it may get. Growing keeps what a
     * network computes ({@link GenomeLayout#grow}): the tournament then decides whether the room
     * pays for its cost, and training fills it.
     *
     * @param inner  how the genes vary once the shapes are set
     * @param layout the genomes' shapes
     * @param share  the share of mutants that widen ({@code network.growth})
     */
    record Growing(Variation inner, GenomeLayout layout, double share) implements Variation {
        @Override
        public void cross(double[][] first, double[][] second, RandomGenerator random) {
            NetworkShape a = layout.shapeOf(first), b = layout.shapeOf(second);
            if (!a.equals(b)) {
                NetworkShape both = GenomeLayout.union(a, b);
                if (!a.equals(both)) {
                    layout.grow(first, both, random);
                }
                if (!b.equals(both)) {
                    layout.grow(second, both, random);
                }
            }
            inner.cross(first, second, random);
        }

        @Override
        public void mutate(double[][] mutant, RandomGenerator random) {
            NetworkShape shape = layout.shapeOf(mutant);
            if (random.nextDouble() < share && !shape.equals(layout.largest())) {
                layout.grow(mutant, layout.widened(shape), random);
            }
            inner.mutate(mutant, random);
        }
    }
}
