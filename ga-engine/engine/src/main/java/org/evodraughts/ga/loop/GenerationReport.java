package org.evodraughts.ga.loop;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.network.Network;

/**
 * A completed (and already saved) generation, as listeners and the progress display see it.
 *
 * @param run            the run
 * @param generation     its number (0: the random initial population)
 * @param population     the scored individuals in population order
 * @param championIndex  the population index of its champion: rank 1, or the elites' play-off
 *                       winner ({@code champions.playoffGames})
 * @param championNetwork the network of its champion, as the evolution built it: the champion is
 *                       handed on, never decoded again
 * @param tournament     its tournament: game counts and time (null for a generation restored from its
 *                       snapshot, see {@link GenerationListener#generationRestored})
 * @param generationTime wall-clock time since the previous generation was complete (breeding,
 *                       tournament and saving), or since the session began
 * @param elapsed        wall-clock time since this session began
 * @param firstGenerationTime the generation time of this session's first generation, which includes
 *                       the session's start-up and the JIT's compiling: no guide to the others'
 * @param island         in a run with islands, the island whose population this is: the island of the
 *                       run's champion, the play-off's winner (0 without islands)
 * @param islands        in a run with islands, every island's population and its champion's play-off
 *                       score, by island (empty without); the tournament then counts every island's
 *                       games, and its scores are this island's
 */
public record GenerationReport(RunInfo run, int generation, List<Individual> population, int championIndex,
                               Network championNetwork, TournamentResult tournament,
                               Duration generationTime, Duration elapsed, Duration firstGenerationTime,
                               int island, List<IslandResult> islands) {
    public GenerationReport {
        population = List.copyOf(population);
        islands = List.copyOf(islands);
        Objects.requireNonNull(championNetwork, "championNetwork");
        Objects.checkIndex(championIndex, population.size());
        if (island < 0 || (islands.isEmpty() ? island != 0 : island >= islands.size())) {
            throw new IllegalArgumentException("the champion's island " + island + " is not one of " + islands.size());
        }
    }

    /** The report of a generation of a run of one population (no islands). */
    public GenerationReport(RunInfo run, int generation, List<Individual> population, int championIndex,
                            Network championNetwork, TournamentResult tournament, Duration generationTime,
                            Duration elapsed, Duration firstGenerationTime) {
        this(run, generation, population, championIndex, championNetwork, tournament, generationTime, elapsed,
                firstGenerationTime, 0, List.of());
    }

    /** Every island's population, one after another in island order; without islands, the population. */
    public List<Individual> everyIsland() {
        return islands.isEmpty() ? population : islands.stream().flatMap(i -> i.population().stream()).toList();
    }

    /** Population indices from rank 1 down ({@link Ranking}). */
    public int[] ranking() {
        return Ranking.of(population.stream().map(Individual::score).toList());
    }

    /** The individuals from rank 1 down. */
    public List<Individual> ranked() {
        return Arrays.stream(ranking()).mapToObj(population::get).toList();
    }

    /** The generation's champion: rank 1, or the elites' play-off winner. */
    public Individual champion() {
        return population.get(championIndex);
    }

    /** Every individual's points, from rank 1 down. */
    public int[] pointsByRank() {
        return ranked().stream().map(Individual::score).mapToInt(Score::points).toArray();
    }
}
