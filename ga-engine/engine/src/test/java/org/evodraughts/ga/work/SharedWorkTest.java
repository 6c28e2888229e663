package org.evodraughts.ga.work;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class SharedWorkTest {
    private static Runnable[] counting(AtomicIntegerArray runs) {
        Runnable[] tasks = new Runnable[runs.length()];
        for (int i = 0; i < tasks.length; i++) {
            int task = i;
            tasks[i] = () -> runs.incrementAndGet(task);
        }
        return tasks;
    }

    @Test
    void everyTaskRunsOnce() {
        AtomicIntegerArray runs = new AtomicIntegerArray(50);
        try (ExecutorService pool = Executors.newFixedThreadPool(3)) {
            SharedWork.runAll(pool, counting(runs));
        }
        for (int i = 0; i < runs.length(); i++) {
            assertEquals(1, runs.get(i), "task " + i);
        }
    }

    /** The pool's idle threads take tasks: two tasks that wait for each other can only end if both run at once. */
    @Test
    @Timeout(30)
    void idleThreadsOfThePoolTakePart() {
        CountDownLatch both = new CountDownLatch(2);
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        Runnable meet = () -> {
            threads.add(Thread.currentThread());
            both.countDown();
            try {
                assertTrue(both.await(20, TimeUnit.SECONDS));
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        };
        try (ExecutorService pool = Executors.newFixedThreadPool(1)) {
            SharedWork.runAll(pool, meet, meet);
        }
        assertTrue(threads.contains(Thread.currentThread()));
        assertEquals(2, threads.size());
    }

    /** Every thread of the pool runs a caller at once: each takes its own tasks rather than wait for a queued helper. */
    @Test
    @Timeout(30)
    void callersOnEveryThreadOfTheirOwnPoolEnd() throws Exception {
        try (ExecutorService pool = Executors.newFixedThreadPool(2)) {
            CountDownLatch started = new CountDownLatch(2);
            AtomicInteger done = new AtomicInteger();
            Runnable caller = () -> {
                started.countDown();
                try {
                    started.await(); // both threads of the pool are callers now: no helper can start
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
                AtomicIntegerArray runs = new AtomicIntegerArray(8);
                SharedWork.runAll(pool, counting(runs));
                for (int i = 0; i < runs.length(); i++) {
                    assertEquals(1, runs.get(i));
                }
                done.incrementAndGet();
            };
            Future<?> first = pool.submit(caller), second = pool.submit(caller);
            first.get(20, TimeUnit.SECONDS);
            second.get(20, TimeUnit.SECONDS);
            assertEquals(2, done.get());
        }
    }

    @Test
    void aShutDownPoolLeavesEveryTaskToTheCaller() {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.shutdown();
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        AtomicIntegerArray runs = new AtomicIntegerArray(5);
        Runnable[] tasks = counting(runs);
        for (int i = 0; i < tasks.length; i++) {
            Runnable count = tasks[i];
            tasks[i] = () -> {
                threads.add(Thread.currentThread());
                count.run();
            };
        }
        SharedWork.runAll(pool, tasks);
        assertEquals(Set.of(Thread.currentThread()), threads);
        for (int i = 0; i < runs.length(); i++) {
            assertEquals(1, runs.get(i));
        }
    }

    /** A failing task's exception comes back as it was thrown, once every task has ended. */
    @Test
    void aFailureComesBackAfterTheOtherTasksRan() {
        AtomicIntegerArray runs = new AtomicIntegerArray(10);
        Runnable[] tasks = counting(runs);
        IllegalStateException failure = new IllegalStateException("task 3 failed");
        tasks[3] = () -> {
            throw failure;
        };
        try (ExecutorService pool = Executors.newFixedThreadPool(2)) {
            assertSame(failure, assertThrows(IllegalStateException.class, () -> SharedWork.runAll(pool, tasks)));
        }
        for (int i = 0; i < runs.length(); i++) {
            assertEquals(i == 3 ? 0 : 1, runs.get(i), "task " + i);
        }
    }
}
