package org.evodraughts.ga.breeding;

import io.jenetics.DoubleGene;
import io.jenetics.Optimize;
import io.jenetics.Phenotype;
import io.jenetics.Selector;
import io.jenetics.util.ISeq;
import io.jenetics.util.MSeq;
import io.jenetics.util.Seq;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;

/**
 * The engine's offspring selector: the parents of the {@link BreedingPlan}'s children, in plan
 * order ({@link BreedingPlan#parentRanks()}), for {@link PlanAlterer} to breed from. Stateless
 * and thread-safe.
 */
public final class PlanSelector implements Selector<DoubleGene, Score> {
    private final BreedingPlan plan;

    public PlanSelector(BreedingPlan plan) {
        this.plan = plan;
    }

    @Override
    public ISeq<Phenotype<DoubleGene, Score>> select(Seq<Phenotype<DoubleGene, Score>> population, int count, Optimize opt) {
        if (opt != Optimize.MAXIMUM || count != plan.offspring()) {
            throw new IllegalArgumentException("the breeding plan selects " + plan.offspring()
                    + " parents when maximising, asked for " + count + " and " + opt);
        }
        int[] ranking = Ranking.of(population);
        int[] parentRanks = plan.parentRanks();
        MSeq<Phenotype<DoubleGene, Score>> parents = MSeq.ofLength(count);
        for (int child = 0; child < count; child++) {
            parents.set(child, population.get(ranking[parentRanks[child]]));
        }
        return parents.toISeq();
    }
}
