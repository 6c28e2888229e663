package org.evodraughts.ga;

import io.jenetics.AltererResult;
import io.jenetics.Alterer;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.util.MSeq;
import io.jenetics.util.Seq;
import java.util.SplittableRandom;
import org.evodraughts.random.Seeds;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.network.Network;

/**
 * The engine's alterer: breeds the {@link BreedingPlan}'s children from the parents
 * {@link PlanSelector} lists (Jenetics hands the alterer the selected individuals in selection
 * order). A crossover step crosses every layer of its two parents ({@link LayerCrossover}), step
 * sizes with their weights; a mutation step mutates every weight of its parent
 * ({@link AdditiveMutation}, or {@link SelfAdaptiveMutation} when the genome has step sizes)
 * and then its king value if it has one ({@link KingMutation}).
 *
 * <p>Step t of generation g draws from its own generator, seeded by (master seed, g, t), so
 * breeding is reproducible and independent of everything else. Stateless and thread-safe.
 */
final class PlanAlterer implements Alterer<DoubleGene, Score> {
    private static final long BREEDING_STREAM = 0x42524545L;

    /** The additive mutation's step and the self-adaptive mutation's τ: K is the network's parameter count. */
    private static final double STEP = AdditiveMutation.step(Network.PARAMETER_COUNT);

    private final BreedingPlan plan;
    private final GenomeLayout layout;
    /** The additive mutation's step: {@link #STEP} times {@code genome.mutationScale}. */
    private final double additiveStep;
    private final long seed;
    /** Where each child's parent is recorded, for parent-child averaging; null when it is off. */
    private final Lineage lineage;

    PlanAlterer(BreedingPlan plan, GenomeLayout layout, double mutationScale, long masterSeed, Lineage lineage) {
        this.plan = plan;
        this.layout = layout;
        this.additiveStep = STEP * mutationScale;
        this.seed = Seeds.derive(masterSeed, BREEDING_STREAM);
        this.lineage = lineage;
    }

    @Override
    public AltererResult<DoubleGene, Score> alter(Seq<Phenotype<DoubleGene, Score>> parents, long generation) {
        if (parents.size() != plan.offspring()) {
            throw new IllegalArgumentException("the breeding plan needs " + plan.offspring() + " parents, got " + parents.size());
        }
        long generationSeed = Seeds.derive(seed, generation);
        MSeq<Phenotype<DoubleGene, Score>> children = MSeq.ofLength(parents.size());
        int child = 0;
        for (int t = 0; t < plan.steps().size(); t++) {
            SplittableRandom random = new SplittableRandom(Seeds.derive(generationSeed, t));
            switch (plan.steps().get(t)) {
                case BreedingStep.Crossover _ -> {
                    double[][] first = Genomes.genes(parents.get(child).genotype());
                    double[][] second = Genomes.genes(parents.get(child + 1).genotype());
                    for (int l = 0; l < Network.LAYERS; l++) {
                        if (layout.stepSizes()) {
                            int s = layout.stepSizeChromosome(l);
                            LayerCrossover.cross(first[l], second[l], first[s], second[s], random);
                        } else {
                            LayerCrossover.cross(first[l], second[l], random);
                        }
                    }
                    // A king value is not crossed: each child keeps its first parent's.
                    children.set(child, bred(Genomes.genotype(first), parents.get(child), generation));
                    children.set(child + 1, bred(Genomes.genotype(second), parents.get(child + 1), generation));
                    child += 2;
                }
                case BreedingStep.Mutation _ -> {
                    double[][] mutant = Genomes.genes(parents.get(child).genotype());
                    for (int l = 0; l < Network.LAYERS; l++) {
                        if (layout.stepSizes()) {
                            SelfAdaptiveMutation.mutate(mutant[l], mutant[layout.stepSizeChromosome(l)], STEP, random);
                        } else {
                            AdditiveMutation.mutate(mutant[l], additiveStep, random);
                        }
                    }
                    if (layout.king()) {
                        double[] king = mutant[layout.kingChromosome()];
                        king[0] = KingMutation.mutate(king[0], random);
                    }
                    children.set(child, bred(Genomes.genotype(mutant), parents.get(child), generation));
                    child++;
                }
            }
        }
        return new AltererResult<>(children.toISeq(), plan.steps().size());
    }

    /** The phenotype of {@code child}, bred from {@code parent}, recorded in the lineage if there is one. */
    private Phenotype<DoubleGene, Score> bred(Genotype<DoubleGene> child, Phenotype<DoubleGene, Score> parent, long generation) {
        if (lineage != null) {
            lineage.bred(child, parent.genotype());
        }
        return Phenotype.of(child, generation);
    }
}
