package org.evodraughts.ga.breeding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.util.ISeq;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.ga.config.GenomeConfig;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.config.KingMode;
import org.evodraughts.ga.config.MutationKind;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.tournament.Score;
import org.junit.jupiter.api.Test;

/**
 * {@code genome.mutationScale}: the additive mutation's moves are seed 001's times the scale,
 * from the same draws, so 1 is seed 001's breeding bit for bit and 0 makes copies.
 */
class MutationScaleTest {
    /** The children of generation 3 bred from 6 parents (ranks 0–5) at {@code scale}, as the engine breeds them. */
    private static List<double[][]> children(double scale, List<Genotype<DoubleGene>> parents) {
        BreedingPlan plan = BreedingPlan.of(8, 2);
        GenomeConfig genome = new GenomeConfig(InitialWeights.UNIFORM, MutationKind.ADDITIVE, scale, 0.05, KingMode.FIXED);
        PlanAlterer alterer = new PlanAlterer(plan, GenomeLayout.WEIGHTS_ONLY, Variation.of(GenomeLayout.WEIGHTS_ONLY, genome, 0), 7);
        ISeq<Phenotype<DoubleGene, Score>> selected = ISeq.of(Arrays.stream(plan.parentRanks())
                .mapToObj(rank -> Phenotype.<DoubleGene, Score>of(parents.get(rank), 3)).toList());
        return alterer.alter(selected, 3).population().stream().map(p -> GenomeLayout.WEIGHTS_ONLY.genes(p.genotype())).toList();
    }

    @Test
    void eachMutantMovesByTheScaleTimesSeed001sMoveAndCrossoversAreUnchanged() {
        List<Genotype<DoubleGene>> parents = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            parents.add(GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(i), InitialWeights.UNIFORM, 0.05, 1.5));
        }
        BreedingPlan plan = BreedingPlan.of(8, 2);
        int[] ranks = plan.parentRanks();
        List<double[][]> seed001 = children(1, parents), scaled = children(0.1, parents), copies = children(0, parents);
        int child = 0, mutants = 0;
        for (BreedingStep step : plan.steps()) {
            if (step instanceof BreedingStep.Mutation) {
                double[][] parent = GenomeLayout.WEIGHTS_ONLY.genes(parents.get(ranks[child]));
                for (int l = 0; l < parent.length; l++) {
                    for (int i = 0; i < parent[l].length; i++) {
                        double move = seed001.get(child)[l][i] - parent[l][i];
                        assertEquals(0.1 * move, scaled.get(child)[l][i] - parent[l][i], 1e-12);
                        assertEquals(parent[l][i], copies.get(child)[l][i]);
                    }
                }
                mutants++;
            } else {
                for (int c = child; c < child + step.children(); c++) {
                    assertTrue(Arrays.deepEquals(seed001.get(c), scaled.get(c)), "a crossover child is unchanged");
                }
            }
            child += step.children();
        }
        assertTrue(mutants > 0, "the plan has mutants");
    }
}
