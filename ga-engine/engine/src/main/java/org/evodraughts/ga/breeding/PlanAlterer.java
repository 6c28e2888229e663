package org.evodraughts.ga.breeding;

import io.jenetics.AltererResult;
import io.jenetics.Alterer;
import io.jenetics.DoubleGene;
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
 * <p>Child j of the plan is the j-th of the children it returns, bred from the j-th parent
 * ({@link BreedingPlan#parentRanks()}): who bred whom follows from the plan, and nothing is
 * recorded beside it ({@link BreedingPlan#parentIndices}).
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

    /**
     * @param layout    the genomes' chromosomes
     * @param variation how children's genes vary ({@link Variation#of} the same configuration)
     */
    public PlanAlterer(BreedingPlan plan, GenomeLayout layout, Variation variation, long masterSeed) {
        this.plan = plan;
        this.layout = layout;
        this.variation = variation;
        this.seed = Seeds.derive(masterSeed, BREEDING_STREAM);
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
                    children.set(child, Phenotype.of(layout.genotype(first), generation));
                    children.set(child + 1, Phenotype.of(layout.genotype(second), generation));
                    child += 2;
                }
                case BreedingStep.Mutation _ -> {
                    double[][] mutant = layout.genes(parents.get(child).genotype());
                    variation.mutate(mutant, random);
                    children.set(child, Phenotype.of(layout.genotype(mutant), generation));
                    child++;
                }
            }
        }
        return new AltererResult<>(children.toISeq(), plan.steps().size());
    }
}
