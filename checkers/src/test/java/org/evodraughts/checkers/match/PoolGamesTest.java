package org.evodraughts.checkers.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PoolGamesTest {
    private final ExecutorService pool = Executors.newFixedThreadPool(3);

    @AfterEach
    void shutDown() {
        pool.shutdownNow();
    }

    @Test
    void resultsComeInIndexOrderWhateverOrderTheGamesEndIn() throws InterruptedException {
        List<Integer> results = PoolGames.play(pool, 20, i -> {
            sleep((20 - i) % 4);
            return i * i;
        });
        assertEquals(IntStream.range(0, 20).map(i -> i * i).boxed().toList(), results);
    }

    @Test
    void aFailureStopsTheOthersAndNoGameOutlivesTheCall() throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger running = new AtomicInteger(), started = new AtomicInteger();
        CountDownLatch othersRunning = new CountDownLatch(2);
        IllegalArgumentException failure = new IllegalArgumentException("game 0 broke");
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> PoolGames.play(pool, 50, i -> {
            started.incrementAndGet();
            if (i == 0) {
                await(othersRunning);
                throw failure;
            }
            running.incrementAndGet();
            othersRunning.countDown();
            while (!stop.get()) {
                Thread.onSpinWait(); // a game that stops only at its flag, as tournament games do
            }
            sleep(20);
            running.decrementAndGet();
            return i;
        }, () -> stop.set(true)));
        assertSame(failure, thrown);
        assertEquals(0, running.get(), "every running game had ended when the call returned");
        assertTrue(started.get() < 50, "games not yet started were not played: " + started.get());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
