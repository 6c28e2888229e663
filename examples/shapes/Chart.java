import java.awt.Color;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Issue 59's chart: each arm's score against the plateau (and against heuristic:6 at depth 6) by
 * CPU hours, with 95% error bars, from examples/shapes/summary.tsv (examples/shapes.sh summary).
 * Run from the repository root, after a build:
 *   java --class-path 'ga-engine/cli/target/lib/*' examples/shapes/Chart.java
 * It writes docs/img/network-shapes.png. Only the arms' chosen α are drawn (ARMS below).
 */
public class Chart {
    /** The arms drawn, with their α, in legend order. */
    static final Map<String, String> ARMS = new LinkedHashMap<>();

    static {
        ARMS.put("a", "0.001");
        ARMS.put("b", "0.01");
        ARMS.put("c", "0.003");
        ARMS.put("d", "0.01"); // its α pilots: 0.01 beat 0.003 (docs/research/network-shapes.md)
        ARMS.put("cprime", "*");
        ARMS.put("e", "*");
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
            for (String[] r : rows) {
                if (r[0].equals(arm.getKey()) && (arm.getValue().equals("*") || r[1].equals(arm.getValue()))) {
                    x.add(Double.parseDouble(r[3]) / 3600);
                    p.add(Double.parseDouble(r[4]));
                    pe.add((Double.parseDouble(r[6]) - Double.parseDouble(r[5])) / 2);
                    h.add(Double.parseDouble(r[7]));
                    he.add((Double.parseDouble(r[9]) - Double.parseDouble(r[8])) / 2);
                }
            }
            if (!x.isEmpty()) {
                series(plateau, NAMES.get(arm.getKey()), x, p, pe);
                series(heuristic, NAMES.get(arm.getKey()), x, h, he);
            }
        }
        BitmapEncoder.saveBitmap(List.of(plateau, heuristic), 2, 1, "docs/img/network-shapes", BitmapEncoder.BitmapFormat.PNG);
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
