package org.evodraughts.ga.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.ga.GenerationReport;
import org.evodraughts.ga.Individual;
import org.evodraughts.ga.RunInfo;
import org.evodraughts.ga.TestConfigs;
import org.evodraughts.ga.tournament.ScheduledGame;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.TournamentGame;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.storage.Genome;
import org.junit.jupiter.api.Test;

class ProgressLineTest {
    private static GenerationReport report(Optional<Duration> eta) {
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
        RunInfo run = new RunInfo("r", TestConfigs.tiny(4, 2, 10, 1), 0, false);
        return new GenerationReport(run, 7, population, tournament, Duration.ofSeconds(5), Duration.ofSeconds(3725), eta);
    }

    @Test
    void oneLineWithTheChampionAndTheScoreTable() {
        assertEquals("generation 7 | elapsed 1:02:05 | ETA 0:00:15 | champion 9 points (5-1-2) | points min -2, "
                        + "median 6, max 9 | 12 games of 40 plies, 3.0/s | mean of means 0.52",
                ProgressLine.of(report(Optional.of(Duration.ofSeconds(15))), List.of("mean of means 0.52")));
        assertEquals("generation 7 | elapsed 1:02:05 | ETA - | champion 9 points (5-1-2) | points min -2, median 6, max 9 "
                + "| 12 games of 40 plies, 3.0/s", ProgressLine.of(report(Optional.empty()), List.of()));
    }

    @Test
    void theConsoleShowsTheLineAndNoBarOffATerminal() {
        StringWriter out = new StringWriter();
        ConsoleProgress progress = new ConsoleProgress(new PrintWriter(out), System.err, false);
        progress.started(7, 12);
        progress.gameEnded();
        progress.ended();
        progress.generationCompleted(report(Optional.empty()), List.of());
        assertEquals(ProgressLine.of(report(Optional.empty()), List.of()) + System.lineSeparator(), out.toString());
    }
}
