package org.evodraughts.ga.fitness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.ga.breeding.BreedingPlan;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.tournament.Score;
import org.junit.jupiter.api.Test;

/** Parent-child averaging ({@code coevolution.averaging}) on hand-made parents. */
class ParentChildAveragingTest {
    @Test
    void aParentMovesPartOfTheWayTowardsItsBestChildOnlyWhenThatChildOutscoredIt() {
        GenomeLayout layout = GenomeLayout.WEIGHTS_ONLY;
        GenomeCodec codec = layout.codec(1.5);
        List<Genotype<DoubleGene>> bred = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            bred.add(layout.random(new SplittableRandom(i), InitialWeights.UNIFORM, 0.05, 1.5));
        }
        // 0 bred 1 (scored more) and 2 (more still); 3 bred 4, which scored less; 5 is nobody's.
        int[] parents = {-1, 0, 0, -1, 3, -1};
        List<Score> scores = List.of(new Score(0, 0, 0, 0), new Score(2, 1, 0, 0), new Score(4, 2, 0, 0),
                new Score(6, 3, 0, 0), new Score(1, 0, 1, 0), new Score(9, 4, 1, 0));
        List<Genotype<DoubleGene>> moved = new ParentChildAveraging(0.25, codec, BreedingPlan.of(6, 2)).apply(bred, scores, parents);

        double[] parent = codec.decode(bred.get(0)).parameters(), child = codec.decode(bred.get(2)).parameters();
        double[] after = codec.decode(moved.get(0)).parameters();
        for (int p = 0; p < parent.length; p++) {
            assertEquals(parent[p] + 0.25 * (child[p] - parent[p]), after[p], 1e-15);
        }
        for (int i = 1; i < 6; i++) {
            assertSame(bred.get(i), moved.get(i), "individual " + i + " stays as it was");
        }
    }
}
