package org.evodraughts.checkers.search;

import java.time.Duration;
import java.util.HashSet;
import java.util.Set;

/** Reads and writes the text form of {@link SearchSettings}. */
final class SearchSettingsText {
    private static final String USAGE = "expected minimax:DEPTH[,time=..][,budget=W][,threads=N][,tt=BITS]"
            + " or mcts:ITERATIONS[,time=..][,c=X][,playout=N][,batch=N][,trees=N][,threads=N]";

    private SearchSettingsText() {}

    static SearchSettings parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("search settings are empty; " + USAGE);
        }
        String spec = text.strip();
        int colon = spec.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("search '" + spec + "' has no settings after the kind; " + USAGE);
        }
        String kind = spec.substring(0, colon);
        String[] fields = spec.substring(colon + 1).split(",", -1);
        return switch (kind) {
            case "minimax" -> minimax(spec, fields);
            case "mcts" -> mcts(spec, fields);
            default -> throw new IllegalArgumentException("search '" + spec + "': unknown kind '" + kind + "'; " + USAGE);
        };
    }

    private static AlphaBetaSettings minimax(String spec, String[] fields) {
        Integer depth = null;
        Duration time = Duration.ZERO;
        int threads = 1;
        Integer tableBits = null;
        long budget = 0;
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < fields.length; i++) {
            String field = fields[i].strip();
            int eq = field.indexOf('=');
            if (i == 0 && eq < 0) {
                depth = integer(spec, "depth", field);
                continue;
            }
            String key = key(spec, field, eq, seen);
            String value = field.substring(eq + 1).strip();
            switch (key) {
                case "time" -> time = duration(spec, value);
                case "threads" -> threads = integer(spec, key, value);
                case "tt" -> tableBits = integer(spec, key, value);
                case "budget" -> budget = integer(spec, key, value);
                default -> throw new IllegalArgumentException("search '" + spec + "': unknown minimax setting '"
                        + key + "'; expected time, budget, threads or tt");
            }
        }
        if (depth == null && time.isZero()) {
            throw new IllegalArgumentException("search '" + spec + "' needs a depth or a time, e.g. minimax:4");
        }
        int maxDepth = depth != null ? depth : AlphaBetaSettings.MAX_DEPTH;
        if (maxDepth < 1 || maxDepth > AlphaBetaSettings.MAX_DEPTH) {
            throw new IllegalArgumentException("minimax depth must be 1–" + AlphaBetaSettings.MAX_DEPTH + ", got " + maxDepth);
        }
        int bits = tableBits != null ? tableBits : AlphaBetaSettings.defaultTableBits(maxDepth, !time.isZero());
        return new AlphaBetaSettings(maxDepth, time, threads, bits, budget);
    }

    private static MctsSettings mcts(String spec, String[] fields) {
        int iterations = 0;
        Duration time = Duration.ZERO;
        double c = MctsSettings.DEFAULT_EXPLORATION;
        int playout = MctsSettings.DEFAULT_PLAYOUT_PLIES;
        int batch = 1;
        int trees = 1;
        int threads = 1;
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < fields.length; i++) {
            String field = fields[i].strip();
            int eq = field.indexOf('=');
            if (i == 0 && eq < 0) {
                iterations = integer(spec, "iterations", field);
                if (iterations < 1) {
                    throw new IllegalArgumentException("search '" + spec + "': iterations must be at least 1");
                }
                continue;
            }
            String key = key(spec, field, eq, seen);
            String value = field.substring(eq + 1).strip();
            switch (key) {
                case "time" -> time = duration(spec, value);
                case "c" -> c = decimal(spec, key, value);
                case "playout" -> playout = integer(spec, key, value);
                case "batch" -> batch = integer(spec, key, value);
                case "trees" -> trees = integer(spec, key, value);
                case "threads" -> threads = integer(spec, key, value);
                default -> throw new IllegalArgumentException("search '" + spec + "': unknown mcts setting '" + key
                        + "'; expected time, c, playout, batch, trees or threads");
            }
        }
        return new MctsSettings(iterations, time, c, playout, batch, trees, threads);
    }

    private static String key(String spec, String field, int eq, Set<String> seen) {
        if (eq <= 0) {
            throw new IllegalArgumentException("search '" + spec + "': '" + field + "' must be KEY=VALUE");
        }
        String key = field.substring(0, eq).strip();
        if (!seen.add(key)) {
            throw new IllegalArgumentException("search '" + spec + "': '" + key + "' is given twice");
        }
        return key;
    }

    private static int integer(String spec, String what, String value) {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            // Digits past an int's range are a number too large, not one that is not whole.
            String why = value.strip().matches("[+-]?\\d+") ? "is too large" : "is not a whole number";
            throw new IllegalArgumentException("search '" + spec + "': " + what + " '" + value + "' " + why);
        }
    }

    private static double decimal(String spec, String what, String value) {
        try {
            double d = Double.parseDouble(value.strip());
            if (!Double.isFinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("search '" + spec + "': " + what + " '" + value + "' is not a number");
        }
    }

    /** {@code 250ms}, {@code 2s}, {@code 1.5s}. */
    static Duration duration(String spec, String value) {
        String v = value.strip();
        boolean millis = v.endsWith("ms");
        if (!millis && !v.endsWith("s")) {
            throw new IllegalArgumentException("search '" + spec + "': time '" + value + "' needs a unit, e.g. 500ms or 2s");
        }
        String number = v.substring(0, v.length() - (millis ? 2 : 1));
        double amount;
        try {
            amount = Double.parseDouble(number);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("search '" + spec + "': time '" + value + "' is not a number with ms or s");
        }
        if (!(amount > 0)) {
            throw new IllegalArgumentException("search '" + spec + "': time '" + value + "' must be positive");
        }
        if (amount * (millis ? 1e-3 : 1) > 1e9) {
            throw new IllegalArgumentException("search '" + spec + "': time '" + value + "' is too large (at most 1e9 s)");
        }
        long nanos = Math.round(amount * (millis ? 1e6 : 1e9));
        return Duration.ofNanos(Math.max(1_000_000, nanos / 1_000_000 * 1_000_000));
    }

    static String format(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }
}
