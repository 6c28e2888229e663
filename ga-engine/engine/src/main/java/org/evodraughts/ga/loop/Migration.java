package org.evodraughts.ga.loop;

import io.jenetics.DoubleGene;
import io.jenetics.Phenotype;
import io.jenetics.util.ISeq;
import io.jenetics.util.MSeq;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;

/**
 * Migration between islands on a ring: island i's best k, by its last tournament's
 * {@link Ranking}, replace island (i + 1) mod N's worst k. The r-th best migrant takes the place
 * (in population order) of the r-th worst, and keeps its genes and its score: every island's
 * tournament has the same shape and points, so a migrant is ranked by its record at home. Every
 * island sends what it had before any island received, so the result does not depend on an
 * order of moves. Stateless.
 */
final class Migration {
    private Migration() {}

    /**
     * The islands after one migration.
     *
     * @param islands  every island's scored population, by island index
     * @param migrants k, below every island's size
     */
    static List<ISeq<Phenotype<DoubleGene, Score>>> ring(List<ISeq<Phenotype<DoubleGene, Score>>> islands, int migrants) {
        int n = islands.size();
        List<int[]> rankings = islands.stream().map(Ranking::of).toList();
        List<ISeq<Phenotype<DoubleGene, Score>>> after = new ArrayList<>(n);
        for (int to = 0; to < n; to++) {
            int from = (to + n - 1) % n;
            ISeq<Phenotype<DoubleGene, Score>> home = islands.get(to);
            if (migrants >= home.size() || migrants >= islands.get(from).size()) {
                throw new IllegalArgumentException("islands of " + home.size() + " cannot send " + migrants + " migrants");
            }
            MSeq<Phenotype<DoubleGene, Score>> next = home.copy();
            int[] worst = rankings.get(to);
            int[] best = rankings.get(from);
            for (int r = 0; r < migrants; r++) {
                next.set(worst[worst.length - 1 - r], islands.get(from).get(best[r]));
            }
            after.add(next.toISeq());
        }
        return after;
    }
}
