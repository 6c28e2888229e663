package org.evodraughts.ladder;

import java.awt.BasicStroke;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.OwnTree;
import org.evodraughts.files.TextFiles;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Writes a ladder's table and chart: {@value #CSV} (one line per player), and {@value #PNG}
 * and {@value #SVG}, the champions' ratings against their generation with 95% error bars and
 * each baseline as a dashed horizontal line. Files are written atomically. Reads the table back
 * ({@link #read}) for those who show it (the web). Stateless.
 */
public final class LadderReport {
    public static final String CSV = "ladder.csv";
    public static final String PNG = "ladder.png";
    public static final String SVG = "ladder.svg";
    /** The CSV header. */
    public static final String HEADER = "player,generation,elo,elo_low,elo_high,std_error,games,points,score";

    static {
        // Charts are drawn off-screen; never look for a display.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
        // Encoded in memory, as ProgressCharts does: ImageIO's file cache fails while the JVM stops.
        ImageIO.setUseCache(false);
    }

    private LadderReport() {}

    /**
     * The table as CSV (RFC 4180: names holding a comma or quote are quoted), Elo figures to one
     * decimal, an empty generation for baselines.
     */
    public static String csv(LadderResult result) {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (LadderResult.Row row : result.rows()) {
            Rating r = row.rating();
            text.append(quoted(row.player().name())).append(',')
                    .append(row.player().generation().isPresent() ? Integer.toString(row.player().generation().getAsInt()) : "")
                    .append(String.format(Locale.ROOT, ",%.1f,%.1f,%.1f,%.1f,%d,%s,%.4f%n", r.elo(), r.low(), r.high(),
                            r.standardError(), row.games(), points(row.points()), row.score()));
        }
        return text.toString();
    }

    /** The chart of rating against generation. */
    public static XYChart chart(LadderResult result, String title) {
        XYChart chart = new XYChartBuilder().width(900).height(540).title(title)
                .xAxisTitle("generation").yAxisTitle("Elo (" + result.anchor() + " = "
                        + Math.round(anchorElo(result)) + ")").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        chart.getStyler().setErrorBarsColorSeriesColor(true);
        List<LadderResult.Row> champions = result.rows().stream().filter(r -> r.player().isChampion()).toList();
        double first = 0, last = 1;
        if (!champions.isEmpty()) {
            double[] x = champions.stream().mapToDouble(r -> r.player().generation().getAsInt()).toArray();
            double[] y = champions.stream().mapToDouble(r -> r.rating().elo()).toArray();
            double[] error = champions.stream().mapToDouble(r -> r.rating().high() - r.rating().elo()).toArray();
            XYSeries series = chart.addSeries("champions (95% intervals)", x, y, error);
            series.setMarker(SeriesMarkers.CIRCLE);
            first = x[0];
            last = x[x.length - 1];
            if (first == last) {
                first -= 0.5;
                last += 0.5;
            }
        }
        for (LadderResult.Row row : result.rows()) {
            if (!row.player().isChampion()) {
                double elo = row.rating().elo();
                XYSeries line = chart.addSeries(row.player().name() + String.format(Locale.ROOT, " (%.0f)", elo),
                        new double[] {first, last}, new double[] {elo, elo});
                line.setMarker(SeriesMarkers.NONE);
                line.setLineStyle(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {6f, 4f}, 0f));
            }
        }
        return chart;
    }

    /**
     * Refuses a {@code directory} in which {@link #write} could not replace its files (one is a
     * device or FIFO, say): called before the ladder's games, so that the refusal comes first.
     */
    public static void checkWritable(Path directory) throws IOException {
        for (String name : List.of(CSV, PNG, SVG)) {
            AtomicFiles.checkReplaceable(directory.resolve(name));
        }
    }

    /**
     * Writes the CSV, PNG and SVG into {@code directory} of {@code tree} (the run's, or the one
     * below a directory the user named), created if missing; returns their paths.
     */
    public static List<Path> write(OwnTree tree, Path directory, LadderResult result, String title) throws IOException {
        tree.createDirectories(directory);
        Path csv = directory.resolve(CSV), png = directory.resolve(PNG), svg = directory.resolve(SVG);
        tree.writeString(csv, csv(result));
        XYChart chart = chart(result, title);
        tree.write(png, BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
        ByteArrayOutputStream vector = new ByteArrayOutputStream();
        VectorGraphicsEncoder.saveVectorGraphic(chart, vector, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        tree.write(svg, vector.toByteArray());
        return List.of(csv, png, svg);
    }

    /**
     * One line of {@value #CSV} as read back.
     *
     * @param generation the champion's generation, or null for a baseline
     */
    public record Line(String player, Integer generation, double elo, double low, double high, double standardError,
                       int games, double points, double score) {}

    /**
     * The table {@link #write} wrote in {@code directory}, line by line; empty when there is none.
     * A line that does not read (being written, or edited by hand) is skipped.
     */
    public static List<Line> read(Path directory) throws IOException {
        Path csv = directory.resolve(CSV);
        if (!Files.isRegularFile(csv)) {
            return List.of();
        }
        return parse(TextFiles.read(csv, "ladder table")); // looked at again just before it is opened
    }

    /** The lines of a table in {@link #csv}'s form, its header skipped; see {@link #read}. */
    public static List<Line> parse(String text) {
        List<Line> lines = new ArrayList<>();
        List<String> rows = text.lines().toList();
        for (String row : rows.subList(Math.min(1, rows.size()), rows.size())) {
            List<String> cells = cells(row);
            if (cells.size() != HEADER.split(",").length) {
                continue;
            }
            try {
                lines.add(new Line(cells.get(0), cells.get(1).isEmpty() ? null : Integer.valueOf(cells.get(1)),
                        Double.parseDouble(cells.get(2)), Double.parseDouble(cells.get(3)), Double.parseDouble(cells.get(4)),
                        Double.parseDouble(cells.get(5)), Integer.parseInt(cells.get(6)), Double.parseDouble(cells.get(7)),
                        Double.parseDouble(cells.get(8))));
            } catch (NumberFormatException e) {
                // a line being written or edited by hand: skip it
            }
        }
        return lines;
    }

    /** A CSV line's fields, a quoted field ({@link #quoted}) unquoted. */
    private static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean inQuotes = false;
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (inQuotes) {
                if (c == '"' && i + 1 < row.length() && row.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    inQuotes = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                inQuotes = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    private static double anchorElo(LadderResult result) {
        return result.rows().stream().filter(r -> r.player().name().equals(result.anchor())).findFirst()
                .orElseThrow().rating().elo();
    }

    private static String points(double points) {
        return points == Math.rint(points) ? Long.toString((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }

    private static String quoted(String field) {
        return field.contains(",") || field.contains("\"") || field.contains("\n")
                ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }
}
