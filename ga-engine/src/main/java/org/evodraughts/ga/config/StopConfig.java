package org.evodraughts.ga.config;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code stop} section: when a run ends by itself. With both 0 it runs until stopped (Ctrl-C).
 *
 * @param generations stop once this generation is complete (0–100000000; 0: no limit). The
 *                    random initial population is generation 0.
 * @param timeBudget  start no generation after this much time, e.g. {@code 90s}, {@code 45m},
 *                    {@code 8h}, {@code 1h30m}; {@code 0} for none
 */
public record StopConfig(int generations, String timeBudget) {
    private static final Pattern DURATION = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?");

    public StopConfig {
        ConfigChecks.range("stop.generations", generations, 0, 100_000_000);
        timeBudget = ConfigChecks.present("stop.timeBudget", timeBudget);
        parse(timeBudget);
    }

    /** Whether the generation target is reached once {@code generation} is complete. */
    public boolean generationsDone(int generation) {
        return generations > 0 && generation >= generations;
    }

    /** Whether the time budget is spent after {@code elapsed} (never without a budget). */
    public boolean budgetSpent(Duration elapsed) {
        Duration budget = budget();
        return !budget.isZero() && elapsed.compareTo(budget) >= 0;
    }

    /** The time budget; {@link Duration#ZERO} for none. */
    public Duration budget() {
        return parse(timeBudget);
    }

    private static Duration parse(String text) {
        if (text.equals("0")) {
            return Duration.ZERO;
        }
        Matcher m = DURATION.matcher(text);
        if (text.isEmpty() || !m.matches()) {
            throw new IllegalArgumentException("stop.timeBudget must be 0 or a duration such as 90s, 45m, 8h or 1h30m, got '"
                    + text + "'");
        }
        try {
            Duration d = Duration.ofHours(number(m.group(1))).plusMinutes(number(m.group(2))).plusSeconds(number(m.group(3)));
            if (d.compareTo(Duration.ofDays(3650)) > 0) {
                throw new ArithmeticException();
            }
            return d;
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException("stop.timeBudget must be 0 or a duration of at most 3650 days, got '" + text + "'");
        }
    }

    private static long number(String digits) {
        return digits == null ? 0 : Long.parseLong(digits);
    }
}
