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
 * The engine's survivor selector: the best {@code count} individuals by {@link Ranking}, in rank
 * order, unchanged (elitism). Stateless and thread-safe.
 */
public final class EliteSelector implements Selector<DoubleGene, Score> {
    @Override
    public ISeq<Phenotype<DoubleGene, Score>> select(Seq<Phenotype<DoubleGene, Score>> population, int count, Optimize opt) {
        if (opt != Optimize.MAXIMUM || count > population.size()) {
            throw new IllegalArgumentException("elite selection needs maximising and at most " + population.size()
                    + " elites, got " + opt + " and " + count);
        }
        int[] ranking = Ranking.of(population);
        MSeq<Phenotype<DoubleGene, Score>> elites = MSeq.ofLength(count);
        for (int r = 0; r < count; r++) {
            elites.set(r, population.get(ranking[r]));
        }
        return elites.toISeq();
    }
}
