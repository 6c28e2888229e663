package org.evodraughts.storage;

import java.time.Duration;
import java.util.Objects;

/**
 * Exponential backoff for retrying queued writes: wait {@code initialDelay} after the first
 * failed attempt, double the wait after each further failure, never wait more than
 * {@code maxDelay}.
 *
 * @param initialDelay wait after the first failure; positive
 * @param maxDelay     the cap; at least {@code initialDelay}
 */
public record RetryPolicy(Duration initialDelay, Duration maxDelay) {
    /** 0.5 s doubling up to 30 s. */
    public static final RetryPolicy DEFAULT = new RetryPolicy(Duration.ofMillis(500), Duration.ofSeconds(30));

    public RetryPolicy {
        Objects.requireNonNull(initialDelay, "initialDelay");
        Objects.requireNonNull(maxDelay, "maxDelay");
        if (initialDelay.isNegative() || initialDelay.isZero()) {
            throw new IllegalArgumentException("retry delay must be positive, got " + initialDelay);
        }
        if (maxDelay.compareTo(initialDelay) < 0) {
            throw new IllegalArgumentException("maximum retry delay " + maxDelay + " is below the initial delay " + initialDelay);
        }
    }

    /** The wait after {@code failures} consecutive failed attempts (1 or more). */
    public Duration delayAfter(int failures) {
        if (failures < 1) {
            throw new IllegalArgumentException("failures must be 1 or more, got " + failures);
        }
        Duration delay = initialDelay;
        for (int i = 1; i < failures && delay.compareTo(maxDelay) < 0; i++) {
            delay = delay.multipliedBy(2);
        }
        return delay.compareTo(maxDelay) < 0 ? delay : maxDelay;
    }
}
