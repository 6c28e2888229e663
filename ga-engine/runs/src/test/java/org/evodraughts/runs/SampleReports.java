package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.genome.Genome;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.ga.loop.RunInfo;
import org.evodraughts.ga.tournament.ScheduledGame;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.TournamentGame;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.network.Network;

/**
 * Generation reports made by hand for the tests of what shows a generation: {@code ProgressLine},
 * {@code ProgressFile}, and the command line's console. Public for the tests of the modules above.
 */
public final class SampleReports {
    private SampleReports() {}

    /** Generation {@code generation} of a four-player run, with {@code stop}'s settings. */
    public static GenerationReport report(int generation, Map<String, String> stop) {
        return report(generation, stop, Duration.ofSeconds(500), Duration.ofSeconds(100));
    }

    /** Like {@link #report(int, Map)}, {@code elapsed} into a session whose first generation (3) took {@code first}. */
    public static GenerationReport report(int generation, Map<String, String> stop, Duration elapsed, Duration first) {
        List<Individual> population = new ArrayList<>();
        int[] points = {3, 9, -2, 9};
        for (int p : points) {
            population.add(new Individual(Genome.of(new double[1]), new Score(p, p > 0 ? 5 : 0, 1, 2)));
        }
        List<TournamentGame> games = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            games.add(new TournamentGame(new ScheduledGame(i, 0, 1, i / 2), Opening.none(), Outcome.BLACK_WINS, 40));
        }
        TournamentResult tournament = new TournamentResult(population.stream().map(Individual::score).toList(), games,
                Duration.ofSeconds(4));
        RunInfo run = new RunInfo(RunId.of("r"), TestConfigs.with(4, 2, 10, 1, stop), 3, false);
        int rankOne = 1; // 9 points, the earlier of the two with 9
        return new GenerationReport(run, generation, population, rankOne, Network.random(new SplittableRandom(7)), tournament,
                Duration.ofSeconds(5), elapsed, first);
    }
}
