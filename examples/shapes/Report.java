import java.awt.Color;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import org.evodraughts.checkers.match.EloEstimate;
import org.evodraughts.files.AtomicFiles;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Issue 59's report, from examples/shapes/summary.tsv: the chart of each arm's score against the
 * plateau (and against heuristic:6 at depth 6) by CPU hours, with 95% error bars
 * (docs/img/network-shapes.png), and the same figures as the table between the arms markers of
 * docs/research/network-shapes.md, and each arm's fit between its fits markers. Only the arms' chosen α
 * are shown (ARMS below).
 * examples/shapes.sh summary runs it after a build, from the repository root:
 *   "$(.ci/find-jdk)/bin/java" --class-path 'ga-engine/cli/target/lib/*' examples/shapes/Report.java
 */
public class Report {
    /** The arms drawn, with their α, in legend order. */
    static final Map<String, String> ARMS = new LinkedHashMap<>();

    static {
        ARMS.put("a", "0.001");
        ARMS.put("b", "0.01");
        ARMS.put("c", "0.003");
        ARMS.put("d", "0.01"); // its α pilots: 0.01 beat 0.003 (docs/research/network-shapes.md)
        ARMS.put("cprime", "*");
        ARMS.put("e", "*"); // its points are generations, its α the refinement's
    }

    static final Map<String, String> NAMES = Map.of("a", "a: the card (subsquares 40,10)", "b", "b: pieces 40,10",
            "c", "c: both 40,10", "d", "d: pieces 128,32", "cprime", "c': the plateau grown into both 40,10",
            "e", "e: growth by evolution");

    public static void main(String[] args) throws Exception {
        List<String[]> rows = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("examples/shapes/summary.tsv"))) {
            if (!line.startsWith("arm\t")) {
                rows.add(line.split("\t"));
            }
        }
        XYChart plateau = chart("Against examples/td-plateau.json (both minimax:4), 200 ballot games",
                "score against the plateau, %");
        XYChart heuristic = chart("Against heuristic:6, the network at minimax:6, 200 ballot games",
                "score against heuristic:6, %");
        for (Map.Entry<String, String> arm : ARMS.entrySet()) {
            List<Double> x = new ArrayList<>(), p = new ArrayList<>(), pe = new ArrayList<>(), h = new ArrayList<>(),
                    he = new ArrayList<>();
            for (String[] r : chosen(rows, arm)) {
                x.add(Double.parseDouble(r[3]) / 3600);
                p.add(Double.parseDouble(r[4]));
                pe.add((Double.parseDouble(r[6]) - Double.parseDouble(r[5])) / 2);
                h.add(Double.parseDouble(r[7]));
                he.add((Double.parseDouble(r[9]) - Double.parseDouble(r[8])) / 2);
            }
            if (!x.isEmpty()) {
                series(plateau, NAMES.get(arm.getKey()), x, p, pe);
                series(heuristic, NAMES.get(arm.getKey()), x, h, he);
            }
        }
        BitmapEncoder.saveBitmap(List.of(plateau, heuristic), 2, 1, "docs/img/network-shapes", BitmapEncoder.BitmapFormat.PNG);
        Path page = Path.of("docs/research/network-shapes.md");
        replaceBetween(page, "arms", table(rows));
        replaceBetween(page, "fits", fits(rows));
    }

    /** A fit's points: from here on each arm has made its first rise (c's last five points). */
    static final double FIT_FROM_CPU_SECONDS = 2500;
    /** A 64-core server's night: 64 cores for 10 hours, less a tenth for what is not training. */
    static final double NIGHT_CPU_SECONDS = 570_000;

    /**
     * Each arm's least-squares line of Elo against the plateau on log2 CPU seconds, over its points
     * from FIT_FROM_CPU_SECONDS on: the slope a doubling with two standard errors (from the
     * residuals), the mean, and the line carried out to a 64-core night.
     */
    static String fits(List<String[]> rows) {
        StringBuilder out = new StringBuilder("| arm | points (CPU-s) | Elo a doubling (±2 SE) | mean Elo | at a 64-core night (570,000 CPU-s) |\n")
                .append("| --- | --- | --- | --- | --- |\n");
        for (Map.Entry<String, String> arm : ARMS.entrySet()) {
            List<double[]> points = new ArrayList<>();
            for (String[] r : chosen(rows, arm)) {
                double cpu = Double.parseDouble(r[3]), score = Double.parseDouble(r[4]) / 100;
                if (cpu >= FIT_FROM_CPU_SECONDS) {
                    points.add(new double[] {Math.log(cpu) / Math.log(2), EloEstimate.eloOf(score), cpu});
                }
            }
            int n = points.size();
            if (n < 3) {
                continue;
            }
            double mx = 0, my = 0;
            for (double[] p : points) {
                mx += p[0] / n;
                my += p[1] / n;
            }
            double sxx = 0, sxy = 0;
            for (double[] p : points) {
                sxx += (p[0] - mx) * (p[0] - mx);
                sxy += (p[0] - mx) * (p[1] - my);
            }
            double slope = sxy / sxx, residuals = 0;
            for (double[] p : points) {
                double r = p[1] - (my + slope * (p[0] - mx));
                residuals += r * r;
            }
            double spread = Math.sqrt(residuals / (n - 2)), toNight = Math.log(NIGHT_CPU_SECONDS) / Math.log(2) - mx;
            out.append(String.format("| %s | %d (%,.0f to %,.0f) | %+.0f ± %.0f | %+.0f | %+.0f ± %.0f |\n", NAMES.get(arm.getKey()), n,
                    points.get(0)[2], points.get(n - 1)[2], slope, 2 * spread / Math.sqrt(sxx), my, my + slope * toNight,
                    2 * spread * Math.sqrt(1.0 / n + toNight * toNight / sxx)));
        }
        return out.toString();
    }

    /** Every chosen arm's rows as a table. */
    static String table(List<String[]> rows) {
        StringBuilder table = new StringBuilder()
                .append("| arm | α | games | CPU-s | against the plateau | against `heuristic:6` |\n")
                .append("| --- | --- | --- | --- | --- | --- |\n");
        for (Map.Entry<String, String> arm : ARMS.entrySet()) {
            boolean first = true;
            for (String[] r : chosen(rows, arm)) {
                String games = arm.getKey().equals("e") ? "generation " + r[2] : String.format("%,d", Long.parseLong(r[2]));
                table.append(String.format("| %s | %s | %s | %,d | %s%% [%s, %s] | %s%% [%s, %s] |\n",
                        first ? NAMES.get(arm.getKey()) : "", first ? r[1] : "", games, Long.parseLong(r[3]),
                        r[4], r[5], r[6], r[7], r[8], r[9]));
                first = false;
            }
        }
        return table.toString();
    }

    /** Replaces what the page holds between its NAME markers. */
    static void replaceBetween(Path page, String name, String text) throws Exception {
        String open = "<!-- " + name + " -->", close = "<!-- /" + name + " -->", held = Files.readString(page);
        if (!held.contains(open) || !held.contains(close)) {
            throw new IllegalStateException(page + " has no " + open + " ... " + close + " markers");
        }
        AtomicFiles.writeString(page, held.replaceFirst("(?s)" + open + ".*?" + close, Matcher.quoteReplacement(open + "\n" + text + close)));
    }

    /** The arm's rows at its chosen α, by games. */
    static List<String[]> chosen(List<String[]> rows, Map.Entry<String, String> arm) {
        List<String[]> chosen = new ArrayList<>();
        for (String[] r : rows) {
            if (r[0].equals(arm.getKey()) && (arm.getValue().equals("*") || r[1].equals(arm.getValue()))) {
                chosen.add(r);
            }
        }
        chosen.sort((x, y) -> Long.compare(Long.parseLong(x[2]), Long.parseLong(y[2])));
        return chosen;
    }

    static XYChart chart(String title, String y) {
        XYChart chart = new XYChartBuilder().width(1100).height(520).title(title).xAxisTitle("CPU hours of training (e: its whole run)")
                .yAxisTitle(y).build();
        chart.getStyler().setXAxisDecimalPattern("0.0");
        // Outside the plot, so that no arm's point hides behind it.
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE).setChartBackgroundColor(Color.WHITE);
        return chart;
    }

    static void series(XYChart chart, String name, List<Double> x, List<Double> y, List<Double> error) {
        XYSeries series = chart.addSeries(name, x, y, error);
        series.setMarker(SeriesMarkers.CIRCLE);
    }
}
