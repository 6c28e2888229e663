package org.evodraughts.ga.breeding;

import io.jenetics.AltererResult;
import io.jenetics.Alterer;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.util.MSeq;
import io.jenetics.util.Seq;
import java.util.SplittableRandom;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.random.Seeds;

/**
 * The engine's alterer: breeds the {@link BreedingPlan}'s children from the parents
 * {@link PlanSelector} lists (Jenetics hands the alterer the selected individuals in selection
 * order). A crossover step crosses copies of its two parents, a mutation step mutates a copy of
 * its parent, as the run's {@link Variation} says.
 *
 * <p>Step t of generation g draws from its own generator, seeded by (master seed, g, t), so
 * breeding is reproducible and independent of everything else. Stateless and thread-safe.
 */
public final class PlanAlterer implements Alterer<DoubleGene, Score> {
    private static final long BREEDING_STREAM = 0x42524545L;

    private final BreedingPlan plan;
    private final GenomeLayout layout;
    private final Variation variation;
    private final long seed;
    /** Where each child's parent is recorded, for parent-child averaging; null when it is off. */
    private final Lineage lineage;

    /**
     * @param layout    the genomes' chromosomes
     * @param variation how children's genes vary ({@link Variation#of} the same configuration)
     * @param lineage   where each child's parent is recorded, or null
     */
    public PlanAlterer(BreedingPlan plan, GenomeLayout layout, Variation variation, long masterSeed, Lineage lineage) {
        this.plan = plan;
        this.layout = layout;
        this.variation = variation;
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
                    double[][] first = layout.genes(parents.get(child).genotype());
                    double[][] second = layout.genes(parents.get(child + 1).genotype());
                    variation.cross(first, second, random);
                    children.set(child, bred(layout.genotype(first), parents.get(child), generation));
                    children.set(child + 1, bred(layout.genotype(second), parents.get(child + 1), generation));
                    child += 2;
                }
                case BreedingStep.Mutation _ -> {
                    double[][] mutant = layout.genes(parents.get(child).genotype());
                    variation.mutate(mutant, random);
                    children.set(child, bred(layout.genotype(mutant), parents.get(child), generation));
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
