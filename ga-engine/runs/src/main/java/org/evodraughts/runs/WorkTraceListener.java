package org.evodraughts.runs;

import java.io.IOException;
import java.nio.file.Path;
import org.evodraughts.ga.loop.GenerationListener;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.loop.RunInfo;
import org.evodraughts.ga.work.WorkTrace;
import org.evodraughts.ga.work.WorkTraceFile;
import org.evodraughts.storage.layout.RunLayout;

/**
 * Appends each generation's work ({@link WorkTrace}) to the run's {@code work-trace.jsonl}. It
 * must be the last listener, so that a generation's line holds the other listeners' work too
 * (the champion's games): {@link RunListeners} lists it so.
 */
public final class WorkTraceListener implements GenerationListener {
    private final WorkTrace trace;
    private final Path file;
    private final int threads;

    public WorkTraceListener(WorkTrace trace, Path runDirectory, int threads) {
        this.trace = trace;
        this.file = RunLayout.of(runDirectory).workTrace();
        this.threads = threads;
    }

    @Override
    public void runStarted(RunInfo info) {
        trace.generationDone(info.firstGeneration() - 1, threads); // the start-up is no generation's work
    }

    @Override
    public void generationCompleted(GenerationReport report) throws IOException {
        WorkTraceFile.append(file, trace.generationDone(report.generation(), threads));
    }
}
