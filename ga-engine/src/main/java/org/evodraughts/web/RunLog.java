package org.evodraughts.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.storage.RunLayout;

/**
 * The generation lines of a run's {@code evolve.log}, as {@code ProgressLine} writes them:
 * elapsed time, ETA, the champion's points, the population's minimum, median and maximum
 * points, and the games per second. Read-only; a resumed run's repeated generation keeps its
 * last line. Stateless.
 */
final class RunLog {
    private static final Pattern LINE = Pattern.compile("generation (\\d+) \\| elapsed (\\d+):(\\d\\d):(\\d\\d) \\| ETA (\\S+) "
            + "\\| champion (-?\\d+) points \\([^)]*\\) \\| points min (-?[\\d.]+), median (-?[\\d.]+), max (-?[\\d.]+) "
            + "\\| (\\d+) games of (\\d+) plies, ([\\d.]+)/s");
    private static final Pattern CLOCK = Pattern.compile("(\\d+):(\\d\\d):(\\d\\d)");

    private RunLog() {}

    /**
     * One generation's line.
     *
     * @param etaSeconds null when the log gave none ({@code -}); this and the other figures
     *                   but the points are null for a generation known only from a database
     *                   ({@link #ofScores})
     */
    record Generation(int generation, Long elapsedSeconds, Long etaSeconds, Double championPoints, double min,
                      double median, double max, Integer games, Integer meanPlies, Double gamesPerSecond) {

        /** A generation as a database keeps it: the population's points, and the champion's time when known. */
        static Generation ofScores(int generation, double[] scores, Double elapsedSeconds) {
            double[] ascending = scores.clone();
            Arrays.sort(ascending);
            int n = ascending.length;
            double median = n % 2 == 1 ? ascending[n / 2] : (ascending[n / 2 - 1] + ascending[n / 2]) / 2;
            return new Generation(generation, elapsedSeconds == null ? null : Math.round(elapsedSeconds), null,
                    ascending[n - 1], ascending[0], median, ascending[n - 1], null, null, null);
        }
    }

    /** The generations of the run in {@code directory}, by generation; empty without a log. */
    static List<Generation> read(Path directory) throws IOException {
        Path file = RunLayout.of(directory).log();
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        Map<Integer, Generation> byGeneration = new TreeMap<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = in.readLine()) != null) {
                Matcher m = LINE.matcher(line);
                if (m.find()) {
                    Matcher eta = CLOCK.matcher(m.group(5));
                    Generation g = new Generation(Integer.parseInt(m.group(1)), seconds(m.group(2), m.group(3), m.group(4)),
                            eta.matches() ? seconds(eta.group(1), eta.group(2), eta.group(3)) : null,
                            Double.valueOf(m.group(6)), Double.parseDouble(m.group(7)), Double.parseDouble(m.group(8)),
                            Double.parseDouble(m.group(9)), Integer.parseInt(m.group(10)), Integer.parseInt(m.group(11)),
                            Double.parseDouble(m.group(12)));
                    byGeneration.put(g.generation(), g);
                }
            }
        } catch (java.io.UncheckedIOException | java.nio.charset.MalformedInputException e) {
            return new ArrayList<>(byGeneration.values()); // a log being written: what could be read
        }
        return new ArrayList<>(byGeneration.values());
    }

    private static long seconds(String h, String m, String s) {
        return Long.parseLong(h) * 3600 + Long.parseLong(m) * 60 + Long.parseLong(s);
    }
}
