package org.evodraughts.champions.report;

import org.evodraughts.run.RunId;

import java.awt.Color;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.evodraughts.files.OwnTree;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.YardstickResult;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Learning curves: the champions' yardstick score (0–1) against generation and against the
 * run's elapsed wall-clock time, one line per run with its 95% interval as a band, drawn with
 * XChart as PNG and SVG, and the same figures as CSV. {@link ProgressCharts} draws one run's
 * curves the same way.
 *
 * <p>Stateless; safe to call from several threads for different directories.
 */
public final class LearningCurves {
    /** The chart against generation ({@code .png}, {@code .svg}). */
    public static final String BY_GENERATION = "yardstick-by-generation";
    /** The chart against elapsed time ({@code .png}, {@code .svg}). */
    public static final String BY_TIME = "yardstick-by-time";
    /** The data file. */
    public static final String CSV = "yardstick.csv";
    /** The CSV's header line. */
    public static final String CSV_HEADER = "run,label,generation,elapsedSeconds,score,low,high,wins,draws,losses";

    private LearningCurves() {
    }

    /**
     * One run's yardstick figures.
     *
     * @param runId   the run
     * @param label   its name in legends
     * @param player  the yardstick player of every point
     * @param points  the champions measured against {@code player}, by generation
     * @param omitted how many of the run's champions were measured against another player
     *                (left out: scores against different players do not make one curve)
     */
    public record Curve(RunId runId, String label, String player, List<ChampionSummary> points, int omitted) {
        public Curve {
            Objects.requireNonNull(runId, "runId");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(player, "player");
            points = List.copyOf(points);
            for (ChampionSummary point : points) {
                if (!point.yardstick().map(YardstickResult::player).orElse("").equals(player)) {
                    throw new IllegalArgumentException("champion of generation " + point.generation() + " of run " + runId
                            + " has no yardstick match against " + player);
                }
            }
        }

        /**
         * The curve of a run's {@code champions} (any order): those with a yardstick match against
         * the player of the latest one; empty when none has a match.
         */
        public static Optional<Curve> of(RunId runId, String label, List<ChampionSummary> champions) {
            List<ChampionSummary> measured = champions.stream().filter(c -> c.yardstick().isPresent())
                    .sorted(Comparator.comparingInt(ChampionSummary::generation)).toList();
            if (measured.isEmpty()) {
                return Optional.empty();
            }
            String player = measured.getLast().yardstick().orElseThrow().player();
            List<ChampionSummary> points = measured.stream()
                    .filter(c -> c.yardstick().orElseThrow().player().equals(player)).toList();
            return Optional.of(new Curve(runId, label, player, points, measured.size() - points.size()));
        }
    }

    /**
     * Writes both charts of {@code curves} (as PNG and SVG) and the CSV into {@code directory},
     * which must exist; returns the files written.
     */
    public static List<Path> write(List<Curve> curves, Path directory) throws IOException {
        List<Path> written = new ArrayList<>();
        String title = curves.size() == 1 ? "run " + curves.getFirst().runId() : curves.size() + " runs";
        OwnTree tree = OwnTree.of(directory);
        written.addAll(ProgressCharts.save(byGeneration("Yardstick score by generation, " + title, curves), tree, directory,
                BY_GENERATION));
        written.addAll(ProgressCharts.save(byTime("Yardstick score by elapsed time, " + title, curves), tree, directory,
                BY_TIME));
        Path csv = directory.resolve(CSV);
        tree.write(csv, csv(curves).getBytes(StandardCharsets.UTF_8));
        written.add(csv);
        return List.copyOf(written);
    }

    /** The figures as CSV ({@link #CSV_HEADER}): one line per measured champion, run by run; elapsedSeconds blank where unknown. */
    public static String csv(List<Curve> curves) {
        StringBuilder text = new StringBuilder(CSV_HEADER).append('\n');
        for (Curve curve : curves) {
            for (ChampionSummary point : curve.points()) {
                YardstickResult y = point.yardstick().orElseThrow();
                text.append(String.join(",", field(curve.runId().value()), field(curve.label()), String.valueOf(point.generation()),
                        point.elapsedSeconds().isPresent() ? number(point.elapsedSeconds().getAsDouble()) : "",
                        number(y.score()), number(y.scoreLow()), number(y.scoreHigh()),
                        String.valueOf(y.wins()), String.valueOf(y.draws()), String.valueOf(y.losses()))).append('\n');
            }
        }
        return text.toString();
    }

    /** The yardstick score against generation, a line and a band per curve. */
    static XYChart byGeneration(String title, List<Curve> curves) {
        XYChart chart = ProgressCharts.chart(title, yAxis(curves));
        for (int i = 0; i < curves.size(); i++) {
            Curve curve = curves.get(i);
            addCurve(chart, i, legend(curve, curves.size()), curve.points().stream().map(c -> (double) c.generation()).toList(),
                    curve.points());
        }
        scoreAxis(chart);
        return chart;
    }

    /** The yardstick score against the run's elapsed time; champions without one are left out. */
    static XYChart byTime(String title, List<Curve> curves) {
        double longest = curves.stream().flatMap(c -> c.points().stream())
                .mapToDouble(c -> c.elapsedSeconds().orElse(0)).max().orElse(0);
        TimeUnit unit = longest >= 2 * 3600 ? TimeUnit.HOURS : longest >= 120 ? TimeUnit.MINUTES : TimeUnit.SECONDS;
        XYChart chart = ProgressCharts.chart(title, yAxis(curves));
        chart.setXAxisTitle("elapsed wall-clock time (" + unit.name + ")");
        chart.getStyler().setXAxisDecimalPattern(unit == TimeUnit.SECONDS ? "0" : "0.#");
        for (int i = 0; i < curves.size(); i++) {
            Curve curve = curves.get(i);
            List<ChampionSummary> timed = curve.points().stream().filter(c -> c.elapsedSeconds().isPresent()).toList();
            addCurve(chart, i, legend(curve, curves.size()),
                    timed.stream().map(c -> c.elapsedSeconds().getAsDouble() / unit.seconds).toList(), timed);
        }
        scoreAxis(chart);
        return chart;
    }

    private enum TimeUnit {
        SECONDS("s", 1), MINUTES("min", 60), HOURS("h", 3600);

        final String name;
        final double seconds;

        TimeUnit(String name, double seconds) {
            this.name = name;
            this.seconds = seconds;
        }
    }

    private static String yAxis(List<Curve> curves) {
        List<String> players = curves.stream().map(Curve::player).distinct().toList();
        return (players.size() == 1 ? "score against " + players.getFirst() : "yardstick score") + " (0–1), 95% band";
    }

    private static String legend(Curve curve, int curves) {
        return curves == 1 ? "champion vs. " + curve.player() : curve.label() + " (vs. " + curve.player() + ")";
    }

    /** The line, and its interval as a translucent band of the same colour behind it. */
    private static void addCurve(XYChart chart, int index, String name, List<Double> x, List<ChampionSummary> points) {
        if (x.isEmpty()) {
            return; // XChart refuses an empty series; the axes stay empty
        }
        Color[] palette = chart.getStyler().getSeriesColors();
        Color colour = palette[index % palette.length];
        List<Double> bandX = new ArrayList<>(x), bandY = new ArrayList<>();
        points.forEach(p -> bandY.add(p.yardstick().orElseThrow().scoreHigh()));
        for (int i = points.size() - 1; i >= 0; i--) {
            bandX.add(x.get(i));
            bandY.add(points.get(i).yardstick().orElseThrow().scoreLow());
        }
        XYSeries band = chart.addSeries(name + ", 95% interval", bandX, bandY);
        band.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.PolygonArea);
        band.setFillColor(new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), 60));
        band.setLineColor(new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), 0));
        band.setMarker(SeriesMarkers.NONE);
        band.setShowInLegend(false);
        XYSeries line = chart.addSeries(name, x, points.stream().map(p -> p.yardstick().orElseThrow().score()).toList());
        line.setLineColor(colour);
        line.setMarkerColor(colour);
        line.setMarker(SeriesMarkers.CIRCLE);
    }

    private static void scoreAxis(XYChart chart) {
        chart.getStyler().setYAxisMin(0, 0.0).setYAxisMax(0, 1.0);
    }

    private static String number(double x) {
        return String.format(Locale.ROOT, "%.6f", x).replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    private static String field(String text) {
        return text.contains(",") || text.contains("\"") || text.contains("\n")
                ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
