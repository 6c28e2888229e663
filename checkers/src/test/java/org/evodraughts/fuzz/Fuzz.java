package org.evodraughts.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/**
 * Drives a reader through seeded mutations of valid inputs and holds it to its promise: every
 * case ends in a correct result (the body checks it) or in the reader's documented exception
 * with a message fit for one {@code error:} line. Any other exception, or a case that runs past
 * its time limit (a hang), fails the test naming the case.
 *
 * <p>The limit is one case's, not the whole run's: every case is played however long a loaded
 * machine takes over all of them, and a reader stuck on one input is still caught.
 */
public final class Fuzz {
    /** What a message must not show the user: a parser's notes about itself. */
    private static final Pattern NOISE = Pattern.compile("REDACTED|Source:|StreamReadFeature|StreamReadConstraints"
            + "|\\bat \\[|\\w+\\.\\w+\\.\\w+Exception");

    /** One case: reads {@code input}, checks the result, or throws the reader's exception. */
    @FunctionalInterface
    public interface Body {
        void read(byte[] input) throws Exception;
    }

    private Fuzz() {}

    /** Like {@link #run(long, List, int, Duration, List, Body)} with one documented exception. */
    public static void run(long seed, List<byte[]> valid, int cases, Duration limit, Class<? extends Exception> documented,
                           Body body) {
        run(seed, valid, cases, limit, List.of(documented), body);
    }

    /** Like {@link #run(long, List, int, Duration, List, Body)} for a reader that throws nothing: every case ends in a result. */
    public static void run(long seed, List<byte[]> valid, int cases, Duration limit, Body body) {
        run(seed, valid, cases, limit, List.of(), body);
    }

    /**
     * Runs {@code body} on {@code cases} mutations of each of {@code valid}, each case within
     * {@code limit}; case {@code i} of input {@code v} uses the mutations of seed {@code seed + i},
     * so one case can be replayed alone.
     */
    public static void run(long seed, List<byte[]> valid, int cases, Duration limit,
                           List<Class<? extends Exception>> documented, Body body) {
        AtomicInteger current = new AtomicInteger(-1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = Thread.ofPlatform().daemon().name("fuzz").start(() -> {
            try {
                runCases(seed, valid, cases, documented, body, current);
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        try {
            // A case still under way a whole limit after the last check saw it under way is a hang.
            for (int last = Integer.MIN_VALUE; !worker.join(limit); last = current.get()) {
                if (current.get() == last) {
                    worker.interrupt();
                    fail("case " + last + " (input " + last / cases + ", seed " + (seed + last % cases)
                            + ") did not end within " + limit + ": a hang");
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted", e);
        }
        if (failure.get() instanceof Error e) {
            throw e; // a case's failure, naming it
        } else if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
    }

    private static void runCases(long seed, List<byte[]> valid, int cases, List<Class<? extends Exception>> documented,
                                 Body body, AtomicInteger current) {
        for (int v = 0; v < valid.size(); v++) {
            for (int i = 0; i < cases; i++) {
                current.set(v * cases + i);
                byte[] input = new Mutations(seed + i).mutate(valid.get(v));
                try {
                    body.read(input);
                } catch (Exception e) {
                    if (documented.stream().noneMatch(type -> type.isInstance(e))) {
                        fail(where(v, seed + i) + "a " + e.getClass().getName() + " where the reader documents "
                                + documented.stream().map(Class::getSimpleName).toList() + ": " + e, e);
                    }
                    assertOneLine(e, where(v, seed + i));
                } catch (AssertionError e) {
                    fail(where(v, seed + i) + e.getMessage(), e); // the body's check, with the case to replay
                } catch (StackOverflowError | OutOfMemoryError e) {
                    fail(where(v, seed + i) + e, e);
                }
            }
        }
    }

    /** A message fit for one error line: present, one line, no control characters, no parser notes. */
    public static void assertOneLine(Throwable e, String where) {
        if (e.getMessage() == null || e.getMessage().isBlank()) {
            fail(where + "a " + e.getClass().getSimpleName() + " without a message", e);
        }
        assertOneLine(e.getMessage(), where, e);
    }

    /** Like {@link #assertOneLine(Throwable, String)} for a message logged or printed. */
    public static void assertOneLine(String message, String where, Throwable cause) {
        if (message.chars().anyMatch(Character::isISOControl)) {
            fail(where + "the message holds a line break or control character: " + message.replaceAll("\\p{Cntrl}", "?"), cause);
        }
        if (NOISE.matcher(message).find()) {
            fail(where + "the message shows the parser's internals: " + message, cause);
        }
    }

    private static String where(int input, long seed) {
        return "input " + input + ", seed " + seed + ": ";
    }
}
