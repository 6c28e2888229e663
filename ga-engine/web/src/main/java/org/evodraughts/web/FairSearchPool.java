package org.evodraughts.web;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that search the opponents' replies, shared fairly between clients (browser
 * sessions, or addresses for scripts). Each client's searches wait in a queue of its own; a
 * free thread takes the next client's in turn (round robin), and no client holds more than
 * {@code threads − 1} threads at once (at least one). So one client's minute-long searches
 * never make another's one-second reply wait for them while fewer clients than threads search:
 * with the default two threads, two clients each always have one. Thread-safe.
 */
final class FairSearchPool implements AutoCloseable {
    private final ExecutorService workers;
    private final int threads;
    private final int share;
    /** Clients with searches waiting, in the order they get the next free thread. */
    private final Map<String, ArrayDeque<Runnable>> waiting = new LinkedHashMap<>();
    private final Map<String, Integer> running = new HashMap<>();
    private int busy;

    FairSearchPool(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("serve needs at least 1 search thread, got " + threads);
        }
        AtomicInteger number = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "serve-search-" + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.threads = threads;
        this.share = Math.max(1, threads - 1);
    }

    /** The executor a client's games search on. */
    Executor forClient(String client) {
        return task -> submit(client, task);
    }

    private synchronized void submit(String client, Runnable task) {
        waiting.computeIfAbsent(client, c -> new ArrayDeque<>()).add(task);
        dispatch();
    }

    /** Starts waiting searches while a thread is free, each from the next client under its share. */
    private synchronized void dispatch() {
        while (busy < threads) {
            String next = waiting.keySet().stream().filter(c -> running.getOrDefault(c, 0) < share).findFirst().orElse(null);
            if (next == null) {
                return;
            }
            ArrayDeque<Runnable> queue = waiting.remove(next);
            Runnable task = queue.poll();
            if (!queue.isEmpty()) {
                waiting.put(next, queue); // to the back of the line
            }
            running.merge(next, 1, Integer::sum);
            busy++;
            workers.execute(() -> {
                try {
                    task.run();
                } finally {
                    finished(next);
                }
            });
        }
    }

    private synchronized void finished(String client) {
        busy--;
        running.computeIfPresent(client, (c, n) -> n == 1 ? null : n - 1);
        dispatch();
    }

    /** Stops every search (their threads are interrupted) and drops those waiting. */
    @Override
    public synchronized void close() {
        waiting.clear();
        workers.shutdownNow();
    }
}
