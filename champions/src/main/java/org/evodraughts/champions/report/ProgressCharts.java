package org.evodraughts.champions.report;

import org.evodraughts.run.RunId;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import javax.imageio.ImageIO;
import org.evodraughts.files.OwnTree;
import org.evodraughts.storage.records.ChampionSummary;
import org.knowm.xchart.ChartEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws a run's progress with XChart, each chart as PNG and SVG, written atomically:
 * <ul>
 *   <li>{@code mean-of-means.png/.svg}: the champions' mean of means per generation (−1..1),
 *       and its running sum on a second axis;</li>
 *   <li>{@code champion-points.png/.svg}: the champions' tournament points per generation;</li>
 *   <li>{@code baseline-scores.png/.svg}: the champions' score (−1..1) against each baseline player;</li>
 *   <li>{@code yardstick-by-generation.png/.svg} and {@code yardstick-by-time.png/.svg}: the
 *       yardstick score (0–1) with its 95% band against generation and against the run's
 *       elapsed time ({@link LearningCurves}).</li>
 * </ul>
 * A chart with nothing to show yet (e.g. no mean of means in a run's first generation) is
 * drawn with empty axes. Stateless; safe to call from several threads for different directories.
 */
public final class ProgressCharts {
    public static final String MEAN_OF_MEANS = "mean-of-means";
    public static final String CHAMPION_POINTS = "champion-points";
    public static final String BASELINE_SCORES = "baseline-scores";

    private static final int WIDTH = 800, HEIGHT = 500;

    static {
        // Charts are drawn off screen; never try to reach a display.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
        // PNGs are encoded in memory: ImageIO's file cache registers a shutdown hook per stream,
        // which fails once the JVM is stopping, and a run stopped by TERM or Ctrl-C while its
        // charts were drawn said "IllegalStateException: Shutdown in progress" and drew none.
        ImageIO.setUseCache(false);
    }

    private ProgressCharts() {
    }

    /**
     * Writes the five charts of {@code champions} (one run's, any order) into {@code directory}, a
     * directory the user named, created if absent: as {@link #write(String, List, OwnTree, Path)}
     * with the tree below it.
     */
    public static List<Path> write(RunId runId, List<ChampionSummary> champions, Path directory) throws IOException {
        Files.createDirectories(directory);
        return write(runId, champions, OwnTree.of(directory), directory);
    }

    /**
     * Writes the five charts of {@code champions} (one run's, any order) into {@code directory} of
     * {@code tree} (the run's, or the one a user named), created if absent, replacing earlier
     * versions; returns the files written, PNG then SVG per chart.
     */
    public static List<Path> write(RunId runId, List<ChampionSummary> champions, OwnTree tree, Path directory)
            throws IOException {
        Objects.requireNonNull(runId, "runId");
        List<ChampionSummary> sorted = champions.stream()
                .sorted((a, b) -> Integer.compare(a.generation(), b.generation())).toList();
        tree.createDirectories(directory);
        List<Path> written = new ArrayList<>();
        written.addAll(save(meanOfMeans(runId, sorted), tree, directory, MEAN_OF_MEANS));
        written.addAll(save(championPoints(runId, sorted), tree, directory, CHAMPION_POINTS));
        written.addAll(save(baselineScores(runId, sorted), tree, directory, BASELINE_SCORES));
        List<LearningCurves.Curve> curve = LearningCurves.Curve.of(runId, runId.value(), sorted).stream().toList();
        written.addAll(save(LearningCurves.byGeneration("Champion vs. the yardstick, run " + runId, curve), tree,
                directory, LearningCurves.BY_GENERATION));
        written.addAll(save(LearningCurves.byTime("Champion vs. the yardstick by elapsed time, run " + runId, curve), tree,
                directory, LearningCurves.BY_TIME));
        return List.copyOf(written);
    }

    private static XYChart meanOfMeans(RunId runId, List<ChampionSummary> champions) {
        XYChart chart = chart("Mean of means, run " + runId, "mean of means (−1..1)");
        List<Integer> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (ChampionSummary champion : champions) {
            if (champion.meanOfMeans().isPresent()) {
                x.add(champion.generation());
                y.add(champion.meanOfMeans().getAsDouble());
            }
        }
        addSeries(chart, "champion vs. earlier champions", x, y);
        scoreAxis(chart);
        // The running sum shows the trend the noisy single figures hide: it climbs while
        // champions keep beating their predecessors.
        List<Double> cumulative = new ArrayList<>();
        double sum = 0;
        for (double value : y) {
            sum += value;
            cumulative.add(sum);
        }
        if (!x.isEmpty()) {
            XYSeries series = chart.addSeries("cumulative (right axis)", x, cumulative);
            series.setMarker(SeriesMarkers.NONE);
            series.setYAxisGroup(1);
            chart.setYAxisGroupTitle(1, "cumulative mean of means");
            chart.getStyler().setYAxisGroupPosition(1, Styler.YAxisPosition.Right);
        }
        return chart;
    }

    private static XYChart championPoints(RunId runId, List<ChampionSummary> champions) {
        XYChart chart = chart("Champion's tournament points, run " + runId, "points");
        addSeries(chart, "champion", champions.stream().map(ChampionSummary::generation).toList(),
                champions.stream().map(ChampionSummary::points).toList());
        return chart;
    }

    private static XYChart baselineScores(RunId runId, List<ChampionSummary> champions) {
        XYChart chart = chart("Champion vs. baseline players, run " + runId, "score (−1..1)");
        Set<String> names = new LinkedHashSet<>();
        champions.forEach(champion -> names.addAll(champion.baselineScores().keySet()));
        for (String name : names) {
            List<Integer> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (ChampionSummary champion : champions) {
                Double score = champion.baselineScores().get(name);
                if (score != null) {
                    x.add(champion.generation());
                    y.add(score);
                }
            }
            addSeries(chart, "vs. " + name, x, y);
        }
        scoreAxis(chart);
        return chart;
    }

    static XYChart chart(String title, String yAxis) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle("generation").yAxisTitle(yAxis).build();
        XYStyler styler = chart.getStyler();
        styler.setXAxisDecimalPattern("0"); // generations are whole numbers
        styler.setLegendPosition(Styler.LegendPosition.OutsideS);
        styler.setChartBackgroundColor(Color.WHITE);
        return chart;
    }

    private static void addSeries(XYChart chart, String name, List<Integer> x, List<Double> y) {
        if (x.isEmpty()) {
            return; // XChart refuses an empty series; the axes stay empty
        }
        XYSeries series = chart.addSeries(name, x, y);
        series.setMarker(SeriesMarkers.CIRCLE);
    }

    /** Scores are in −1..1; show the whole range so charts of different runs compare. */
    private static void scoreAxis(XYChart chart) {
        chart.getStyler().setYAxisMin(0, -1.0).setYAxisMax(0, 1.0);
    }

    static List<Path> save(XYChart chart, OwnTree tree, Path directory, String name) throws IOException {
        Path png = directory.resolve(name + ".png");
        tree.write(png, ChartEncoder.getBytes(chart, "png"));
        Path svg = directory.resolve(name + ".svg");
        tree.write(svg, ChartEncoder.getBytes(chart, "svg")); // through VectorGraphics2D
        return List.of(png, svg);
    }
}
