package org.evodraughts.cli;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/** How champion figures are written in the commands' output. Stateless. */
final class Figures {
    private Figures() {
    }

    /** Tournament points, as short as exact: {@code 24}, {@code 10.5}. */
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

    /** {@code random +1.00, heuristic:4 -0.50}, or {@code none}. */
    static String baselines(Map<String, Double> scores) {
        return scores.isEmpty() ? "none"
                : scores.entrySet().stream().map(e -> e.getKey() + " " + score(e.getValue())).collect(Collectors.joining(", "));
    }
}
