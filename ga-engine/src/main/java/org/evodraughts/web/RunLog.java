package org.evodraughts.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
     * @param etaSeconds null when the log gave none ({@code -})
     */
    record Generation(int generation, long elapsedSeconds, Long etaSeconds, int championPoints, double min,
                      double median, double max, int games, int meanPlies, double gamesPerSecond) {}

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
                            Integer.parseInt(m.group(6)), Double.parseDouble(m.group(7)), Double.parseDouble(m.group(8)),
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
