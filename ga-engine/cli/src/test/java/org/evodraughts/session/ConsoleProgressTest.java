package org.evodraughts.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.runs.ProgressLine;
import org.evodraughts.runs.RunClock;
import org.evodraughts.runs.SampleReports;
import org.junit.jupiter.api.Test;

class ConsoleProgressTest {
    @Test
    void theConsoleShowsTheLineAndNoBarOffATerminal() {
        StringWriter out = new StringWriter();
        ConsoleProgress progress = new ConsoleProgress(new PrintWriter(out), System.err, false, RunClock.NEW);
        progress.started(7, 12);
        progress.gameEnded();
        progress.ended();
        GenerationReport report = SampleReports.report(7, Map.of());
        progress.generationCompleted(report, List.of());
        assertEquals(ProgressLine.of(report, RunClock.NEW, List.of()) + System.lineSeparator(), out.toString());
    }
}
