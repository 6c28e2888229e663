package org.evodraughts.checkers.players;

import java.time.Duration;
import java.util.Locale;

/**
 * A game's time control: each side's clock starts at {@code base}, and {@code increment} is
 * added after each of its moves. Its text form is {@code BASE[+INCREMENT]}, each a number with
 * a unit {@code ms}, {@code s}, {@code m} or {@code h}: {@code 5m+2s}, {@code 90s},
 * {@code 1h+10s}, {@code 2m+500ms}.
 *
 * @param base      the time on each side's clock at the start: 1 ms–24 h
 * @param increment added to a side's clock after each of its moves: 0–1 h
 */
public record TimeControl(Duration base, Duration increment) {
    private static final Duration MAX_BASE = Duration.ofHours(24), MAX_INCREMENT = Duration.ofHours(1);

    public TimeControl {
        if (base == null || increment == null) {
            throw new IllegalArgumentException("a time control needs a base time and an increment");
        }
        if (base.compareTo(Duration.ofMillis(1)) < 0 || base.compareTo(MAX_BASE) > 0) {
            throw new IllegalArgumentException("a clock's base time must be 1ms–24h, got " + format(base));
        }
        if (increment.isNegative() || increment.compareTo(MAX_INCREMENT) > 0) {
            throw new IllegalArgumentException("a clock's increment must be 0–1h, got " + format(increment));
        }
    }

    /**
     * Reads {@code BASE[+INCREMENT]}, e.g. {@code 5m+2s}.
     *
     * @throws IllegalArgumentException in one line, quoting the text and saying what is wrong
     */
    public static TimeControl parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("clock is empty; expected BASE[+INCREMENT], e.g. 5m+2s");
        }
        String t = text.strip();
        int plus = t.indexOf('+');
        try {
            if (plus >= 0 && (t.substring(0, plus).isBlank() || t.substring(plus + 1).isBlank())) {
                throw new IllegalArgumentException((plus == 0 ? "the base time before" : "the increment after")
                        + " '+' is missing; expected BASE[+INCREMENT], e.g. 5m+2s");
            }
            Duration base = duration(plus < 0 ? t : t.substring(0, plus));
            Duration increment = plus < 0 ? Duration.ZERO : duration(t.substring(plus + 1));
            return new TimeControl(base, increment);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("clock '" + t + "': " + e.getMessage());
        }
    }

    /** {@code 250ms}, {@code 2s}, {@code 1.5m}, {@code 1h}, rounded to whole milliseconds. */
    private static Duration duration(String text) {
        String v = text.strip();
        String unit = v.endsWith("ms") ? "ms" : v.isEmpty() ? "" : v.substring(v.length() - 1);
        long nanosPerUnit = switch (unit) {
            case "ms" -> 1_000_000L;
            case "s" -> 1_000_000_000L;
            case "m" -> 60_000_000_000L;
            case "h" -> 3_600_000_000_000L;
            default -> throw new IllegalArgumentException("'" + v + "' needs a unit (ms, s, m or h); expected "
                    + "BASE[+INCREMENT], e.g. 5m+2s");
        };
        String number = v.substring(0, v.length() - unit.length());
        if (!number.matches("[0-9]+(\\.[0-9]{1,9})?")) {
            throw new IllegalArgumentException("'" + v + "' is not a number with a unit (ms, s, m or h)");
        }
        // Ten digits or more is more than a day in any unit (10^9 ms is 11 days): too long, however many.
        double nanos = number.indexOf('.') > 9 || number.indexOf('.') < 0 && number.length() > 9 ? Double.POSITIVE_INFINITY
                : Double.parseDouble(number) * nanosPerUnit;
        if (nanos > 1e15) {
            throw new IllegalArgumentException("'" + v + "' is too long (at most 24h)");
        }
        return Duration.ofMillis(Math.round(nanos / 1e6));
    }

    /** The text form, {@code parse(describe())} equal to this: {@code 5m+2s}, {@code 90s}. */
    public String describe() {
        return increment.isZero() ? format(base) : format(base) + "+" + format(increment);
    }

    /** A duration in its largest whole unit: {@code 5m}, {@code 90s}, {@code 1500ms}, {@code 0s}. */
    static String format(Duration d) {
        long millis = d.toMillis();
        if (millis == 0 || millis % 1000 != 0) {
            return millis == 0 ? "0s" : millis + "ms";
        }
        long seconds = millis / 1000;
        return seconds % 3600 == 0 ? seconds / 3600 + "h" : seconds % 60 == 0 ? seconds / 60 + "m" : seconds + "s";
    }

    /** A clock reading, {@code 4:58.2} (minutes, seconds and tenths; {@code 1:02:03.4} past an hour). */
    public static String reading(Duration remaining) {
        long tenths = Math.max(0, remaining.toMillis()) / 100;
        long seconds = tenths / 10;
        long hours = seconds / 3600;
        String text = String.format(Locale.ROOT, "%d:%02d.%d", seconds / 60 % 60, seconds % 60, tenths % 10);
        return hours > 0 ? hours + ":" + (seconds / 60 % 60 < 10 ? "0" : "") + text : text;
    }
}
