package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.network.Network;

/**
 * Parent-child averaging (Lucas and Runarsson 2006; {@code coevolution.averaging}): a parent
 * whose best child outscored it in this generation's tournament moves part of the way towards
 * that child, w ← w + β·(w_child − w), weights and biases alike, keeping its own score and king
 * value. A parent keeps its lineage's progress without being replaced by a child whose lead may
 * be one tournament's noise. Children are the last breeding's ({@code Lineage}); equal scores,
 * the first child in population order is the best. Immutable.
 */
final class ParentChildAveraging {
    private final double share;
    private final GenomeCodec codec;

    /** @param share β: how far a parent moves towards its better child (above 0, at most 1) */
    ParentChildAveraging(double share, GenomeCodec codec) {
        this.share = share;
        this.codec = codec;
    }

    /**
     * The population after each parent moved towards its better child.
     *
     * @param bred    the population as the engine handed it over, whose genotypes the lineage names
     * @param current the same individuals now (e.g. after learning), in the same order
     * @param scores  their tournament scores, in the same order
     * @param parents each child of the last breeding with its parent ({@code Lineage.take})
     */
    List<Genotype<DoubleGene>> apply(List<Genotype<DoubleGene>> bred, List<Genotype<DoubleGene>> current, List<Score> scores,
                                     Map<Genotype<DoubleGene>, Genotype<DoubleGene>> parents) {
        Map<Genotype<DoubleGene>, Integer> index = new IdentityHashMap<>();
        for (int i = 0; i < bred.size(); i++) {
            index.put(bred.get(i), i);
        }
        Map<Integer, Integer> bestChild = new TreeMap<>();
        for (int i = 0; i < bred.size(); i++) {
            Integer parent = index.get(parents.get(bred.get(i)));
            if (parent != null) {
                Integer best = bestChild.get(parent);
                if (best == null || scores.get(i).compareTo(scores.get(best)) > 0) {
                    bestChild.put(parent, i);
                }
            }
        }
        List<Genotype<DoubleGene>> moved = new ArrayList<>(current);
        for (Map.Entry<Integer, Integer> e : bestChild.entrySet()) {
            int parent = e.getKey(), child = e.getValue();
            if (scores.get(child).compareTo(scores.get(parent)) > 0) {
                moved.set(parent, towards(current.get(parent), current.get(child)));
            }
        }
        return moved;
    }

    private Genotype<DoubleGene> towards(Genotype<DoubleGene> parent, Genotype<DoubleGene> child) {
        Network from = codec.decode(parent);
        double[] w = from.parameters(), c = codec.decode(child).parameters();
        for (int p = 0; p < w.length; p++) {
            w[p] += share * (c[p] - w[p]);
        }
        return codec.encode(Network.ofParameters(w, from.kingValue()), parent);
    }
}
