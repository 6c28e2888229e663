package org.evodraughts.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.opentest4j.AssertionFailedError;
import org.junit.jupiter.api.Test;

/** The driver itself: every case runs, and a case that never ends is named as a hang. */
class FuzzTest {
    private static final List<byte[]> VALID = List.of("abc".getBytes(), "defg".getBytes());

    @Test
    void everyCaseOfEveryInputRuns() {
        AtomicInteger cases = new AtomicInteger();
        Fuzz.run(1, VALID, 50, Duration.ofSeconds(30), input -> cases.incrementAndGet());
        assertEquals(100, cases.get());
    }

    @Test
    void aCaseThatNeverEndsFailsTheRunNamingIt() {
        AtomicInteger cases = new AtomicInteger();
        CountDownLatch never = new CountDownLatch(1);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> Fuzz.run(1, VALID, 50, Duration.ofSeconds(1),
                input -> {
                    if (cases.incrementAndGet() == 53) {
                        never.await();
                    }
                }));
        assertEquals("case 52 (input 1, seed 3) did not end within PT1S: a hang", e.getMessage());
    }

    @Test
    void anUndocumentedExceptionFailsTheRunNamingTheCase() {
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> Fuzz.run(7, VALID, 5, Duration.ofSeconds(30),
                IllegalStateException.class, input -> {
                    throw new IllegalArgumentException("no");
                }));
        assertTrue(e.getMessage().startsWith("input 0, seed 7: a java.lang.IllegalArgumentException where the reader "
                + "documents [IllegalStateException]"), e.getMessage());
    }
}
