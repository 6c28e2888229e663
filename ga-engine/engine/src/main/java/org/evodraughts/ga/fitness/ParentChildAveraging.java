package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.evodraughts.ga.breeding.BreedingPlan;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.network.Network;

/**
 * Parent-child averaging (Lucas and Runarsson 2006; {@code coevolution.averaging}): a parent
 * whose best child outscored it in this generation's tournament moves part of the way towards
 * that child, w ← w + β·(w_child − w), weights and biases alike, keeping its own score and king
 * value. A parent keeps its lineage's progress without being replaced by a child whose lead may
 * be one tournament's noise. Who bred whom follows from the individuals' places in the bred
 * population, which the breeding plan fixes ({@link BreedingPlan#parentIndices}), so nothing is
 * recorded between breeding and scoring, and a resumed run needs nothing saved; an initial
 * population has no parents. Equal scores, the first child in population order is the best.
 * Immutable.
 */
final class ParentChildAveraging implements FitnessStep {
    private final double share;
    private final GenomeCodec codec;
    private final BreedingPlan plan;

    /**
     * @param share β: how far a parent moves towards its better child (above 0, at most 1)
     * @param plan  the breeding plan that made the populations this step sees
     */
    ParentChildAveraging(double share, GenomeCodec codec, BreedingPlan plan) {
        this.share = share;
        this.codec = codec;
        this.plan = plan;
    }

    @Override
    public void apply(Scoring scoring) {
        scoring.setAll(apply(scoring.genotypes(), scoring.scores(), plan.parentIndices(scoring.bred())));
    }

    /**
     * The population after each parent moved towards its better child.
     *
     * @param current the individuals now (e.g. after learning), in population order
     * @param scores  their tournament scores, in the same order
     * @param parents each individual's parent's index, −1 for none
     */
    List<Genotype<DoubleGene>> apply(List<Genotype<DoubleGene>> current, List<Score> scores, int[] parents) {
        Map<Integer, Integer> bestChild = new TreeMap<>();
        for (int i = 0; i < current.size(); i++) {
            int parent = parents[i];
            if (parent >= 0) {
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
