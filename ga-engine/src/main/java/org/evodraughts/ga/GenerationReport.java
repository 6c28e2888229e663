package org.evodraughts.ga;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.network.Network;

/**
 * A completed (and already saved) generation, as listeners and the progress display see it.
 *
 * @param run            the run
 * @param generation     its number (0: the random initial population)
 * @param population     the scored individuals in population order
 * @param championNetwork the network of its champion (rank 1), as the evolution built it: the
 *                       champion is handed on, never decoded again
 * @param tournament     its tournament: game counts and time (null for a generation restored from its
 *                       snapshot, see {@link GenerationListener#generationRestored})
 * @param generationTime wall-clock time since the previous generation was complete (breeding,
 *                       tournament and saving), or since the session began
 * @param elapsed        wall-clock time since this session began
 * @param firstGenerationTime the generation time of this session's first generation, which includes
 *                       the session's start-up and the JIT's compiling: no guide to the others'
 */
public record GenerationReport(RunInfo run, int generation, List<Individual> population, Network championNetwork,
                               TournamentResult tournament,
                               Duration generationTime, Duration elapsed, Duration firstGenerationTime) {
    public GenerationReport {
        population = List.copyOf(population);
        Objects.requireNonNull(championNetwork, "championNetwork");
    }

    /** Population indices from rank 1 down ({@link Ranking}). */
    public int[] ranking() {
        return Ranking.of(population.stream().map(Individual::score).toList());
    }

    /** The individuals from rank 1 down. */
    public List<Individual> ranked() {
        return Arrays.stream(ranking()).mapToObj(population::get).toList();
    }

    /** The generation's champion: rank 1. */
    public Individual champion() {
        return population.get(ranking()[0]);
    }

    /** Every individual's points, from rank 1 down. */
    public int[] pointsByRank() {
        return ranked().stream().map(Individual::score).mapToInt(Score::points).toArray();
    }
}
