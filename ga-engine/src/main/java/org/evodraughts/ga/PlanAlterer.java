package org.evodraughts.ga;

import io.jenetics.AltererResult;
import io.jenetics.Alterer;
import io.jenetics.DoubleChromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.util.MSeq;
import io.jenetics.util.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.match.Seeds;
import org.evodraughts.ga.tournament.Score;

/**
 * The engine's alterer: breeds the {@link BreedingPlan}'s children from the parents
 * {@link PlanSelector} lists (Jenetics hands the alterer the selected individuals in selection
 * order). A crossover step crosses every layer of its two parents ({@link LayerCrossover}); a
 * mutation step mutates every gene of its parent ({@link AdditiveMutation}).
 *
 * <p>Step t of generation g draws from its own generator, seeded by (master seed, g, t), so
 * breeding is reproducible and independent of everything else. Stateless and thread-safe.
 */
final class PlanAlterer implements Alterer<DoubleGene, Score> {
    private static final long BREEDING_STREAM = 0x42524545L;

    private final BreedingPlan plan;
    private final long seed;

    PlanAlterer(BreedingPlan plan, long masterSeed) {
        this.plan = plan;
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
                    Genotype<DoubleGene> a = parents.get(child).genotype();
                    Genotype<DoubleGene> b = parents.get(child + 1).genotype();
                    List<DoubleChromosome> first = new ArrayList<>(a.length()), second = new ArrayList<>(a.length());
                    for (int l = 0; l < a.length(); l++) {
                        double[] x = Genomes.layer(a, l), y = Genomes.layer(b, l);
                        LayerCrossover.cross(x, y, random);
                        first.add(Genomes.chromosome(x));
                        second.add(Genomes.chromosome(y));
                    }
                    children.set(child++, Phenotype.of(Genotype.of(first), generation));
                    children.set(child++, Phenotype.of(Genotype.of(second), generation));
                }
                case BreedingStep.Mutation _ -> {
                    Genotype<DoubleGene> parent = parents.get(child).genotype();
                    double step = AdditiveMutation.step(parent.geneCount());
                    List<DoubleChromosome> mutant = new ArrayList<>(parent.length());
                    for (int l = 0; l < parent.length(); l++) {
                        double[] genes = Genomes.layer(parent, l);
                        AdditiveMutation.mutate(genes, step, random);
                        mutant.add(Genomes.chromosome(genes));
                    }
                    children.set(child++, Phenotype.of(Genotype.of(mutant), generation));
                }
            }
        }
        return new AltererResult<>(children.toISeq(), plan.steps().size());
    }
}
