package org.evodraughts.cli;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.stream.Collectors;
import org.evodraughts.storage.records.YardstickResult;

/** How champion figures are written in the commands' output. Stateless. */
final class Figures {
    private Figures() {
    }

    /** Tournament points, as short as exact: {@code 24}, {@code 10.5}. */
    /** "1 thread", "2 threads": a count with its noun. */
    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    static String points(double points) {
        return BigDecimal.valueOf(points).stripTrailingZeros().toPlainString();
    }

    /** The mean of means with a sign and 3 decimals, or {@code -} when there is none. */
    static String meanOfMeans(OptionalDouble meanOfMeans) {
        return meanOfMeans.isPresent() ? String.format(Locale.ROOT, "%+.3f", meanOfMeans.getAsDouble()) : "-";
    }

    /** A score in −1..1 with a sign and 2 decimals. */
    static String score(double score) {
        return String.format(Locale.ROOT, "%+.2f", score);
    }

    /** A yardstick score in percent with its 95% interval: {@code 41.3% [27.4, 56.6]}. */
    static String yardstickScore(YardstickResult result) {
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * result.score(), 100 * result.scoreLow(),
                100 * result.scoreHigh());
    }

    /** A size on disk in decimal units, 3 digits at most: {@code 980 B}, {@code 4.1 kB}, {@code 212 MB}, {@code 1.4 GB}. */
    static String bytes(long bytes) {
        String[] units = {"B", "kB", "MB", "GB", "TB"};
        double size = bytes;
        int unit = 0;
        while (size >= 999.5 && unit < units.length - 1) {
            size /= 1000;
            unit++;
        }
        return (unit == 0 || size >= 9.95 ? String.format(Locale.ROOT, "%.0f", size) : String.format(Locale.ROOT, "%.1f", size))
                + " " + units[unit];
    }

    /** Seconds as {@code H:MM:SS}. */
    static String elapsed(double seconds) {
        long s = Math.round(seconds);
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

    /** {@code random +1.00, heuristic:4 -0.50}, or {@code none}. */
    static String baselines(Map<String, Double> scores) {
        return scores.isEmpty() ? "none"
                : scores.entrySet().stream().map(e -> e.getKey() + " " + score(e.getValue())).collect(Collectors.joining(", "));
    }
}
