package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;
import java.time.Duration;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long a run may start generations (key {@code stop.timeBudget}): the duration, read once
 * when the configuration is loaded, and the text it was read from ({@code 90s}, {@code 45m},
 * {@code 8h}, {@code 1h30m}; {@code 0} for none), which a written configuration repeats. Make
 * one with {@link #of}.
 *
 * @param text     the budget as written
 * @param duration what {@code text} says; {@link Duration#ZERO} for none
 */
public record TimeBudget(String text, Duration duration) {
    private static final String KEY = "stop.timeBudget";
    private static final Pattern DURATION = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?");
    /** No budget: the run is not stopped by the clock. */
    public static final TimeBudget NONE = of("0");

    public TimeBudget {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(duration, "duration");
    }

    /**
     * The budget that {@code text} gives.
     *
     * @throws IllegalArgumentException naming the key and the forms allowed
     */
    public static TimeBudget of(String text) {
        String written = ConfigChecks.present(KEY, text);
        if (written.equals("0")) {
            return new TimeBudget(written, Duration.ZERO);
        }
        Matcher m = DURATION.matcher(written);
        if (!m.matches()) {
            throw new IllegalArgumentException(KEY + " must be 0 or a duration such as 90s, 45m, 8h or 1h30m, got '"
                    + written + "'");
        }
        try {
            Duration d = Duration.ofHours(number(m.group(1))).plusMinutes(number(m.group(2))).plusSeconds(number(m.group(3)));
            if (d.compareTo(Duration.ofDays(3650)) > 0) {
                throw new ArithmeticException();
            }
            return new TimeBudget(written, d);
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException(KEY + " must be 0 or a duration of at most 3650 days, got '" + written + "'");
        }
    }

    /** Whether there is no budget. */
    public boolean isNone() {
        return duration.isZero();
    }

    /** Whether the budget is spent after {@code elapsed} (never without a budget). */
    public boolean spent(Duration elapsed) {
        return !isNone() && elapsed.compareTo(duration) >= 0;
    }

    /** The text form, as a configuration file writes it. */
    @JsonValue
    @Override
    public String text() {
        return text;
    }

    private static long number(String digits) {
        return digits == null ? 0 : Long.parseLong(digits);
    }
}
