package org.evodraughts.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.evodraughts.champions.report.ProgressCharts;
import org.evodraughts.champions.runs.RunView;
import org.evodraughts.storage.ChampionSummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code evodraughts report --run R [--out DIR]}: draws a run's progress charts and says where. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Draws a run's progress as PNG and SVG charts: mean of means, champion points and baseline "
                + "scores per generation. Writes them to the run directory's charts/ unless --out is given."})
final class ReportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    RunOptions options;

    @Option(names = "--run", required = true, paramLabel = "R", description = ChampionsCommand.RUN_HELP)
    String run;

    @Option(names = "--out", paramLabel = "DIR", description = "Directory for the charts (default: the run directory's charts/).")
    Path out;

    @Override
    public Integer call() throws IOException {
        return RunOptions.reading(() -> {
            try (RunView view = options.open(run)) {
                List<ChampionSummary> champions = view.champions();
                if (champions.isEmpty()) {
                    throw new IllegalArgumentException(view.location().describe() + " has no champions yet");
                }
                Path directory = out != null ? out : view.location().directory()
                        .map(d -> d.resolve(ProgressCharts.DIRECTORY))
                        .orElseThrow(() -> new IllegalArgumentException("run " + view.location().runId()
                                + " has no run directory here; give --out DIR"));
                List<Path> written = ProgressCharts.write(view.location().runId(), champions, directory);
                PrintWriter text = spec.commandLine().getOut();
                text.println("wrote " + written.size() + " charts of run " + view.location().runId() + " ("
                        + champions.size() + " champion" + (champions.size() == 1 ? "" : "s") + ") to " + directory + ":");
                written.forEach(file -> text.println("  " + file));
                text.flush();
                return 0;
            }
        });
    }
}
