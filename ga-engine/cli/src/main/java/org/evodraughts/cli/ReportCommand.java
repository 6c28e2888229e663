package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import org.evodraughts.files.OwnTree;
import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.evodraughts.champions.report.LearningCurves;
import org.evodraughts.champions.report.ProgressCharts;
import org.evodraughts.runs.RunView;
import org.evodraughts.storage.records.ChampionSummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts report --run R [--out DIR]}: draws a run's progress charts and says where;
 * {@code evodraughts report --curves --run R1 [--run R2 ...] [--label R1=NAME ...] --out DIR}:
 * draws the learning curves (yardstick score by generation and by elapsed time) of one run or
 * several overlaid, and writes their figures as CSV.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Draws a run's progress as PNG and SVG charts: mean of means, champion points, baseline scores and "
                + "the yardstick score per generation and by elapsed time. Writes them to the run directory's charts/ "
                + "unless --out is given.",
                "With --curves: the learning curves of one or more runs, overlaid (one line per run, with its 95%% band): "
                        + "the yardstick score by generation and by elapsed wall-clock time, as PNG and SVG, and "
                        + LearningCurves.CSV + " (" + LearningCurves.CSV_HEADER + ") beside them."},
        footer = {"", "Examples:",
                "  ./evodraughts report --run 20261121-101500-seed1",
                "  ./evodraughts report --curves --run r-small --run r-big --label r-small=pop15 --label r-big=pop60 --out curves"})
final class ReportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    RunOptions options;

    @Option(names = "--run", paramLabel = "R", description = RunOptions.RUN_HELP
            + " With --curves, repeat it to overlay several runs (at least one).")
    List<String> runs = new ArrayList<>();

    @Option(names = "--curves", description = "Draw the learning curves (yardstick score) of the runs instead of one run's charts.")
    boolean curves;

    @Option(names = "--label", paramLabel = "R=NAME", description = "With --curves: the name of run R (as given to --run, or "
            + "its id) in the legend and the CSV (default: its id); repeatable.")
    Map<String, String> labels = new LinkedHashMap<>();

    @Option(names = "--out", paramLabel = "DIR", description = "An existing directory for the files (default: the run "
            + "directory's charts/; required with --curves).")
    Path out;

    @Override
    public Integer call() throws IOException {
        if (out != null && !Files.isDirectory(out)) {
            throw new IllegalArgumentException("--out: " + out + " is not an existing directory");
        }
        if (!curves) {
            if (runs.size() > 1) {
                throw new IllegalArgumentException("report draws one run's charts; give --curves to overlay " + runs.size() + " runs");
            }
            if (!labels.isEmpty()) {
                throw new IllegalArgumentException("--label goes with --curves");
            }
            return progressCharts(runs.isEmpty() ? null : runs.getFirst());
        }
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("report --curves needs the runs to overlay: --run R1 [--run R2]...");
        }
        if (out == null) {
            throw new IllegalArgumentException("report --curves needs --out DIR, an existing directory");
        }
        return learningCurves();
    }

    private int progressCharts(String run) throws IOException {
        return RunOptions.reading(() -> {
            try (RunView view = options.open(run)) {
                List<ChampionSummary> champions = view.champions();
                if (champions.isEmpty()) {
                    throw new IllegalArgumentException(view.location().describe() + " has no champions yet");
                }
                RunLayout layout = out != null ? null : view.location().directory().map(RunLayout::of)
                        .orElseThrow(() -> new IllegalArgumentException("run " + view.location().runId()
                                + " has no run directory here; give --out DIR"));
                Path directory = out != null ? out : layout.charts();
                // Into the run: through its tree, which follows no link in it.
                List<Path> written = ProgressCharts.write(view.location().runId(), champions,
                        out != null ? OwnTree.of(out) : layout.tree(), directory);
                PrintWriter text = spec.commandLine().getOut();
                text.println("wrote " + written.size() + " charts of run " + view.location().runId() + " ("
                        + champions.size() + " champion" + (champions.size() == 1 ? "" : "s") + ") to " + directory + ":");
                written.forEach(file -> text.println("  " + file));
                text.flush();
                return 0;
            }
        });
    }

    private int learningCurves() throws IOException {
        return RunOptions.reading(() -> {
            List<LearningCurves.Curve> curveList = new ArrayList<>();
            List<String> notes = new ArrayList<>();
            Set<String> named = new HashSet<>(); // what --label may name: each run as given and by its id
            for (String run : runs) {
                try (RunView view = options.open(run)) {
                    RunId runId = view.location().runId();
                    named.add(run);
                    named.add(runId.value());
                    String label = labels.containsKey(run) ? labels.get(run) : labels.getOrDefault(runId.value(), runId.value());
                    LearningCurves.Curve curve = LearningCurves.Curve.of(runId, label, view.champions())
                            .orElseThrow(() -> new IllegalArgumentException("run " + runId + " has no yardstick figures: none "
                                    + "of its " + view.champions().size() + " champions played a yardstick match "
                                    + "(see champions.yardstickEvery)"));
                    curveList.add(curve);
                    if (curve.omitted() > 0) {
                        notes.add("note: run " + runId + ": " + curve.omitted() + " yardstick match"
                                + (curve.omitted() == 1 ? "" : "es") + " against other players left out; its curve is "
                                + "against " + curve.player() + ", its latest yardstick");
                    }
                }
            }
            for (Map.Entry<String, String> label : labels.entrySet()) {
                if (!named.contains(label.getKey())) {
                    throw new IllegalArgumentException("--label " + label.getKey() + "=" + label.getValue() + ": "
                            + label.getKey() + " is none of the --run runs (" + String.join(", ", runs) + ")");
                }
            }
            Set<String> labelsSeen = new HashSet<>();
            for (LearningCurves.Curve curve : curveList) {
                if (!labelsSeen.add(curve.label())) {
                    throw new IllegalArgumentException("two of the runs have the label '" + curve.label()
                            + "'; give each its own with --label");
                }
            }
            List<Path> written = LearningCurves.write(curveList, out);
            PrintWriter text = spec.commandLine().getOut();
            text.println("wrote the learning curves of " + curveList.size() + " run" + (curveList.size() == 1 ? "" : "s")
                    + " to " + out + ":");
            for (LearningCurves.Curve curve : curveList) {
                text.println("  " + curve.label() + (curve.label().equals(curve.runId().value()) ? "" : " (run " + curve.runId() + ")")
                        + ": " + curve.points().size() + " yardstick match" + (curve.points().size() == 1 ? "" : "es")
                        + " against " + curve.player() + ", generations " + curve.points().getFirst().generation() + "–"
                        + curve.points().getLast().generation());
            }
            written.forEach(file -> text.println("  " + file));
            notes.forEach(text::println);
            text.flush();
            return 0;
        });
    }
}
