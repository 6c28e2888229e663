package org.evodraughts.ga.work;

import java.util.ArrayDeque;
import java.util.List;
import java.util.PriorityQueue;

/**
 * One batch of tasks replayed on a fixed pool of cores, as the run's pool and {@link SharedWork}
 * run it: the pool's queue gives each task, in submission order, to the core that comes free
 * first. A task with shared runs first does its own work (its time outside their games), then
 * each shared run in turn: it queues one helper for each game but the first, and plays games
 * itself until none is left; a helper that gets a core plays games until none is left; the task
 * waits for the run's last game before it starts the next. Used once: {@link #makespan}.
 */
final class PoolSchedule {
    private final PriorityQueue<Event> events = new PriorityQueue<>();
    /** What waits for a core: a {@link TaskItem} or a {@link Run}'s helper. */
    private final ArrayDeque<Object> queue = new ArrayDeque<>();
    private int idleCores;
    private long now;
    private long sequence;

    private record Event(long time, long sequence, Runnable action) implements Comparable<Event> {
        @Override
        public int compareTo(Event other) {
            return time != other.time ? Long.compare(time, other.time) : Long.compare(sequence, other.sequence);
        }
    }

    /** A task: its own time and the games of its shared runs, in order. */
    private record TaskItem(long own, List<long[]> runs) {}

    /** A shared run in progress. */
    private static final class Run {
        final long[] games;
        final Runnable whenDone;
        int next;
        int running;
        boolean callerWaiting;

        Run(long[] games, Runnable whenDone) {
            this.games = games;
            this.whenDone = whenDone;
        }
    }

    PoolSchedule(int cores) {
        this.idleCores = cores;
    }

    /** The time {@code batch}'s tasks take on this pool's cores, by {@code clock}. */
    long makespan(GenerationWork.Batch batch, GenerationWork.Clock clock) {
        long[] own = batch.ownTasks(clock);
        for (int i = 0; i < own.length; i++) {
            List<long[]> runs = batch.sharedRuns().get(i).stream().map(run -> run.games(clock)).toList();
            queue.add(new TaskItem(own[i], runs));
        }
        dispatch();
        while (!events.isEmpty()) {
            Event event = events.remove();
            now = event.time;
            event.action.run();
        }
        return now;
    }

    private void at(long time, Runnable action) {
        events.add(new Event(time, sequence++, action));
    }

    /** Gives waiting work to idle cores; a helper whose run has no game left to take needs none. */
    private void dispatch() {
        while (idleCores > 0 && !queue.isEmpty()) {
            Object item = queue.remove();
            if (item instanceof Run run) {
                if (run.next < run.games.length) {
                    idleCores--;
                    take(run, false);
                }
            } else {
                idleCores--;
                TaskItem task = (TaskItem) item;
                at(now + task.own, () -> runShared(task, 0));
            }
        }
    }

    private void coreFreed() {
        idleCores++;
        dispatch();
    }

    /** The task on its core starts its shared run {@code k}, or ends after its last. */
    private void runShared(TaskItem task, int k) {
        if (k == task.runs.size()) {
            coreFreed();
            return;
        }
        Run run = new Run(task.runs.get(k), () -> runShared(task, k + 1));
        take(run, true);
        for (int helper = 1; helper < run.games.length; helper++) {
            queue.add(run);
        }
        dispatch();
    }

    /** A core of {@code run} (its task's own, or a helper's) takes its next game, or stops taking. */
    private void take(Run run, boolean caller) {
        if (run.next < run.games.length) {
            long game = run.games[run.next++];
            run.running++;
            at(now + game, () -> {
                run.running--;
                take(run, caller);
            });
            return;
        }
        if (caller) {
            if (run.running == 0) {
                run.whenDone.run();
            } else {
                run.callerWaiting = true;
            }
            return;
        }
        if (run.running == 0 && run.callerWaiting) {
            run.callerWaiting = false;
            run.whenDone.run();
        }
        coreFreed();
    }
}
