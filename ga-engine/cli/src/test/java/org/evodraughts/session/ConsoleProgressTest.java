package org.evodraughts.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.runs.ProgressLine;
import org.evodraughts.runs.RunClock;
import org.evodraughts.runs.SampleReports;
import org.junit.jupiter.api.Test;

class ConsoleProgressTest {
    @Test
    void offATerminalTheConsoleShowsTheBriefLineAndNoBar() {
        StringWriter out = new StringWriter();
        ConsoleProgress progress = new ConsoleProgress(new PrintWriter(out), new ProgressBars(System.err, false), false,
                RunClock.NEW);
        progress.started(7, 12);
        progress.gameEnded();
        progress.ended();
        progress.training().trainingStarted(7, 1, 10);
        progress.training().gamesPlayed(10);
        progress.training().trainingEnded();
        GenerationReport report = SampleReports.report(7, Map.of());
        progress.generationCompleted(report, Optional.empty());
        assertEquals(ProgressLine.brief(report, RunClock.NEW, Optional.empty()) + System.lineSeparator(), out.toString());
    }

    /** With --verbose, the whole line (as the log has it), cut between its parts to fit 100 columns. */
    @Test
    void verboseShowsTheWholeLineWithinOneHundredColumns() {
        StringWriter out = new StringWriter();
        ConsoleProgress progress = new ConsoleProgress(new PrintWriter(out), new ProgressBars(System.err, false), true,
                RunClock.NEW);
        GenerationReport report = SampleReports.report(7, Map.of());
        progress.generationCompleted(report, Optional.empty());
        String whole = ProgressLine.of(report, RunClock.NEW, List.of());
        List<String> lines = out.toString().lines().toList();
        assertEquals(List.of("generation 7 | elapsed 0:08:20 | ETA 0:05:00 | champion 9 points (5-1-2)",
                "  points min -2, median 6, max 9 | 12 games of 40 plies, 3.0/s"), lines);
        assertEquals(whole, String.join(" | ", lines.stream().map(String::strip).toList()));
    }
}
