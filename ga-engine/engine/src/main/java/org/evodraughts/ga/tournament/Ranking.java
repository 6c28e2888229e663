package org.evodraughts.ga.tournament;

import io.jenetics.DoubleGene;
import io.jenetics.Phenotype;
import io.jenetics.util.Seq;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Ranks a scored population: more points first; equal points keep population order. The
 * population lists the elites first (in their previous rank order), then the offspring in
 * breeding-plan order, so among equals an incumbent elite stays ahead of a newcomer and the
 * result never depends on anything but the scores and the order. Stateless.
 */
public final class Ranking {
    private Ranking() {}

    /** Population indices from rank 1 to the last rank. */
    public static int[] of(List<Score> scores) {
        List<Integer> order = new ArrayList<>(scores.size());
        for (int i = 0; i < scores.size(); i++) {
            order.add(i);
        }
        // List.sort is stable: equal points keep their population order.
        order.sort(Comparator.comparingInt((Integer i) -> scores.get(i).points()).reversed());
        return order.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Population indices from rank 1 to the last rank.
     *
     * @throws IllegalStateException if an individual has no score
     */
    public static int[] of(Seq<Phenotype<DoubleGene, Score>> population) {
        return of(population.stream().map(Phenotype::fitness).toList());
    }
}
