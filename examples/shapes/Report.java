import java.awt.Color;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
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
 * docs/research/network-shapes.md. Only the arms' chosen α are shown (ARMS below).
 * examples/shapes.sh summary runs it after a build, from the repository root:
 *   java --class-path 'ga-engine/cli/target/lib/*' examples/shapes/Report.java
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
        writeTable(rows, Path.of("docs/research/network-shapes.md"));
    }

    /** Replaces the page's table between its arms markers with every chosen arm's rows. */
    static void writeTable(List<String[]> rows, Path page) throws Exception {
        StringBuilder table = new StringBuilder("<!-- arms -->\n")
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
        table.append("<!-- /arms -->");
        String text = Files.readString(page);
        if (!text.contains("<!-- arms -->") || !text.contains("<!-- /arms -->")) {
            throw new IllegalStateException(page + " has no <!-- arms --> ... <!-- /arms --> markers");
        }
        Files.writeString(page, text.replaceFirst("(?s)<!-- arms -->.*?<!-- /arms -->", Matcher.quoteReplacement(table.toString())));
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
        XYChart chart = new XYChartBuilder().width(900).height(520).title(title).xAxisTitle("CPU hours of TD-Leaf training")
                .yAxisTitle(y).build();
        chart.getStyler().setXAxisDecimalPattern("0.0");
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideSE).setChartBackgroundColor(Color.WHITE);
        return chart;
    }

    static void series(XYChart chart, String name, List<Double> x, List<Double> y, List<Double> error) {
        XYSeries series = chart.addSeries(name, x, y, error);
        series.setMarker(SeriesMarkers.CIRCLE);
    }
}
