package org.evodraughts.storage.embedded;

import java.util.HashSet;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * How often a refused connection is written to the log: another user can open connections as
 * fast as they like, and each must not become a line of a run's log. The first refusal of each
 * user (up to {@link #MAX_USERS}) is told in full; the others are counted, and told as one line
 * at most once a {@link #PERIOD_NANOS period}. Thread-safe.
 */
final class RefusalLog {
    /** The distinct users told in full; past them every refusal is only counted. */
    static final int MAX_USERS = 16;
    /** At most one line of counted refusals in this time: a minute. */
    static final long PERIOD_NANOS = 60_000_000_000L;

    private final LongSupplier clock;
    private final Set<String> told = new HashSet<>();
    private long counted;
    private long lastSummary;

    /** @param clock nanoseconds, as {@link System#nanoTime} */
    RefusalLog(LongSupplier clock) {
        this.clock = clock;
        this.lastSummary = clock.getAsLong();
    }

    /** What to write for a refusal of {@code user}'s connection. */
    sealed interface Entry {
        /** The refusal in full. */
        record Full() implements Entry {}

        /** Nothing now: the refusal is counted. */
        record Counted() implements Entry {}

        /** One line for the refusals counted since the last: {@code count} of them, this one included. */
        record Summary(long count) implements Entry {}
    }

    synchronized Entry refused(String user) {
        if (told.size() < MAX_USERS && told.add(user)) {
            return new Entry.Full();
        }
        counted++;
        long now = clock.getAsLong();
        if (now - lastSummary >= PERIOD_NANOS) {
            long count = counted;
            counted = 0;
            lastSummary = now;
            return new Entry.Summary(count);
        }
        return new Entry.Counted();
    }
}
