package org.evodraughts.ga.breeding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.util.ISeq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.ga.breeding.BreedingStep.Crossover;
import org.evodraughts.ga.breeding.BreedingStep.Mutation;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.tournament.Score;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BreedingPlanTest {
    @Test
    void seed001sPlanForFifteenWithFiveElites() {
        BreedingPlan plan = BreedingPlan.of(15, 5);
        assertEquals(List.of(
                new Crossover(0, 1), new Mutation(0), new Mutation(1),
                new Crossover(1, 2), new Mutation(1), new Mutation(2),
                new Mutation(3), new Mutation(4)), plan.steps());
        assertEquals(10, plan.offspring());
        assertArrayEquals(new int[] {0, 1, 0, 1, 1, 2, 1, 2, 3, 4}, plan.parentRanks());
    }

    @ParameterizedTest(name = "{0} individuals, {1} elites")
    @CsvSource({"2,1", "3,1", "4,2", "4,3", "6,3", "10,2", "15,5", "16,5", "30,5", "30,10", "100,7", "101,50", "1000,999"})
    void everyPlanFillsThePopulationFromTheElitesOnly(int size, int elites) {
        BreedingPlan plan = BreedingPlan.of(size, elites);
        assertEquals(size - elites, plan.offspring());
        assertEquals(size - elites, plan.parentRanks().length);
        for (int rank : plan.parentRanks()) {
            assertTrue(rank >= 0 && rank < elites, "rank " + rank);
        }
        // The champion always breeds.
        assertEquals(0, plan.parentRanks()[0]);
    }

    @Test
    void largerPopulationsRepeatTheCycle() {
        BreedingPlan plan = BreedingPlan.of(25, 5); // 20 children: the 10 of one cycle, twice
        assertEquals(plan.steps().subList(0, 8), plan.steps().subList(8, 16));
        assertEquals(16, plan.steps().size());
    }

    @Test
    void aCrossoverWithRoomForOneChildBecomesAMutantOfItsFirstParent() {
        // 5 elites, 5 children: X(1,2) M1 M2 then X(2,3) has room for one child only.
        BreedingPlan plan = BreedingPlan.of(10, 5);
        assertEquals(List.of(new Crossover(0, 1), new Mutation(0), new Mutation(1), new Mutation(1)), plan.steps());
    }

    @Test
    void oneEliteBreedsMutantsOfTheChampion() {
        BreedingPlan plan = BreedingPlan.of(6, 1);
        assertArrayEquals(new int[] {0, 0, 0, 0, 0}, plan.parentRanks());
        assertTrue(plan.steps().stream().allMatch(s -> s instanceof Mutation));
    }

    @Test
    void twoElitesCrossAndMutateBoth() {
        assertEquals(List.of(new Crossover(0, 1), new Mutation(0), new Mutation(1)), BreedingPlan.of(6, 2).steps());
    }

    @Test
    void refusesImpossibleSizes() {
        assertThrows(IllegalArgumentException.class, () -> BreedingPlan.of(5, 5));
        assertThrows(IllegalArgumentException.class, () -> BreedingPlan.of(5, 0));
        assertThrows(IllegalArgumentException.class, () -> new BreedingPlan(2, List.of(new Mutation(2))));
    }

    /** The engine's bred population: the elites, scored, in rank order, then the plan's children, unscored. */
    @Test
    void aChildsParentIsTheEliteItsPlaceInTheBredPopulationNames() {
        BreedingPlan plan = BreedingPlan.of(6, 2); // X(0,1), M0, M1
        GenomeLayout layout = GenomeLayout.WEIGHTS_ONLY;
        List<Phenotype<DoubleGene, Score>> bred = new ArrayList<>();
        List<Phenotype<DoubleGene, Score>> initial = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Genotype<DoubleGene> genotype = layout.random(new SplittableRandom(i), InitialWeights.UNIFORM, 0.05, 1.5);
            bred.add(i < 2 ? Phenotype.of(genotype, 0, new Score(2 - i, 0, 0, 0)) : Phenotype.of(genotype, 1));
            initial.add(Phenotype.of(genotype, 0));
        }
        assertArrayEquals(new int[] {-1, -1, 0, 1, 0, 1}, plan.parentIndices(ISeq.of(bred)));
        assertArrayEquals(new int[] {-1, -1, -1, -1, -1, -1}, plan.parentIndices(ISeq.of(initial)));
        List<Phenotype<DoubleGene, Score>> notBred = new ArrayList<>(bred);
        notBred.set(2, Phenotype.of(bred.get(2).genotype(), 1, new Score(0, 0, 0, 0)));
        assertThrows(IllegalArgumentException.class, () -> plan.parentIndices(ISeq.of(notBred)));
        assertThrows(IllegalArgumentException.class, () -> plan.parentIndices(ISeq.of(bred.subList(0, 5))));

        // A migrant come home: rank 2 is rank 1's very genotype, scored on another island; the two are one parent.
        List<Phenotype<DoubleGene, Score>> twice = new ArrayList<>(bred);
        twice.set(1, Phenotype.of(bred.get(0).genotype(), 0, new Score(1, 0, 0, 0)));
        assertArrayEquals(new int[] {-1, -1, 1, 1, 1, 1}, plan.parentIndices(ISeq.of(twice)));
    }
}
