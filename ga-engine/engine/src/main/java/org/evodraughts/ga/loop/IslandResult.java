package org.evodraughts.ga.loop;

import java.util.List;
import java.util.Objects;
import org.evodraughts.ga.tournament.Score;

/**
 * One island's generation in a run with islands: its scored population, and its champion's
 * result in the generation's play-off, the round robin among the island champions that names
 * the run's champion. Immutable.
 *
 * @param island     the island's index (0 to {@code islands.count} − 1)
 * @param population its scored individuals in population order
 * @param championIndex the population index of its champion: rank 1 of its tournament
 *                   ({@code Ranking}), or its elites' play-off winner ({@code champions.playoffGames})
 * @param playoff    its champion's score in the play-off
 */
public record IslandResult(int island, List<Individual> population, int championIndex, Score playoff) {
    public IslandResult {
        population = List.copyOf(population);
        if (island < 0 || population.isEmpty() || playoff == null) {
            throw new IllegalArgumentException("an island's result needs an island of 0 or more, a population and a"
                    + " play-off score, got " + island + ", " + population.size() + " individuals, " + playoff);
        }
        Objects.checkIndex(championIndex, population.size());
    }

    /** The island's champion. */
    public Individual champion() {
        return population.get(championIndex);
    }
}
