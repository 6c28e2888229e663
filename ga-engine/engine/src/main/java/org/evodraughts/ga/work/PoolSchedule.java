package org.evodraughts.ga.work;

import java.util.ArrayDeque;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Batches of tasks replayed on fixed pools of cores, as the run's pool and {@link SharedWork} run
 * them: the pool's queue gives each task, in submission order, to the core that comes free
 * first. A task with shared runs first does its own work (its time outside their games), then
 * each shared run in turn: it queues one helper for each game but the first, and plays games
 * itself until none is left; a helper that gets a core plays games until none is left; the task
 * waits for the run's last game before it starts the next.
 *
 * <p><b>Chains.</b> Islands made side by side each wait for their own batches one after another
 * (a training, then the tournament), and the islands' tasks share the queue: a chain first does
 * its serial part (its island's thread breeding) on the first core that comes free, ahead of the
 * queued tasks, as the system gives a thread that is not the pool's a core; then it submits its
 * first batch, and each next one when the one before has ended, behind whatever other chains
 * queued meanwhile. So on one core a generation takes all its work, one part after another.
 *
 * <p><b>Machines.</b> On a cluster ({@link Machines}, more than one) the run's own machine plays
 * as above, with at most as many of its tasks under way as it has cores, and every other
 * machine's core takes a task whole: the runner hands the next task out first to any other
 * machine's free core, where it takes the task's time plus the round trip, and its shared runs'
 * games all play on that core (a worker trains alone); then to the run's own machine.
 *
 * <p>Used once: {@link #makespan}.
 */
final class PoolSchedule {
    private final PriorityQueue<Event> events = new PriorityQueue<>();
    private final Machines machines;
    /** What waits for a core of the run's own machine: a chain's {@link Serial} part, a {@link TaskItem} or a {@link Run}'s helper. */
    private final ArrayDeque<Object> queue = new ArrayDeque<>();
    /** On a cluster, the tasks no machine has taken yet, in submission order. */
    private final ArrayDeque<TaskItem> pending = new ArrayDeque<>();
    private GenerationWork.Clock clock;
    private int idleCores;
    private int idleOtherCores;
    /** Tasks given to the run's own machine that have not ended. */
    private int tasksHere;
    private long now;
    private long sequence;

    private record Event(long time, long sequence, Runnable action) implements Comparable<Event> {
        @Override
        public int compareTo(Event other) {
            return time != other.time ? Long.compare(time, other.time) : Long.compare(sequence, other.sequence);
        }
    }

    /** One island's serial part and batches of a generation, in order. */
    record Chain(long serial, List<GenerationWork.Batch> batches) {}

    /** A chain's serial part, which then submits the chain's first batch. */
    private record Serial(long time, Runnable ended) {}

    /** A task: its own time, the games of its shared runs in order, and what hears its end. */
    private record TaskItem(long own, List<long[]> runs, Runnable ended) {
        /** Its time on one core alone: its own and every game of its shared runs. */
        long whole() {
            long sum = own;
            for (long[] games : runs) {
                for (long game : games) {
                    sum += game;
                }
            }
            return sum;
        }
    }

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
        this(Machines.one(cores));
    }

    PoolSchedule(Machines machines) {
        this.machines = machines;
        this.idleCores = machines.cores();
        this.idleOtherCores = (machines.count() - 1) * machines.cores();
    }

    /** The time {@code batch}'s tasks take on these cores, by {@code clock}. */
    long makespan(GenerationWork.Batch batch, GenerationWork.Clock clock) {
        return makespan(List.of(new Chain(0, List.of(batch))), clock);
    }

    /** The time until every chain's last batch has ended, by {@code clock}, the chains starting together. */
    long makespan(List<Chain> chains, GenerationWork.Clock clock) {
        this.clock = clock;
        for (Chain chain : chains.reversed()) {
            if (chain.serial() > 0) {
                queue.addFirst(new Serial(chain.serial(), () -> submit(chain.batches(), 0)));
            }
        }
        for (Chain chain : chains) {
            if (chain.serial() == 0) {
                submit(chain.batches(), 0);
            }
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

    /** Queues batch {@code k} of a chain, whose last task to end submits the next. */
    private void submit(List<GenerationWork.Batch> batches, int k) {
        if (k == batches.size()) {
            return;
        }
        GenerationWork.Batch batch = batches.get(k);
        long[] own = batch.ownTasks(clock);
        if (own.length == 0) {
            submit(batches, k + 1);
            return;
        }
        int[] left = {own.length};
        Runnable ended = () -> {
            if (--left[0] == 0) {
                submit(batches, k + 1);
            }
        };
        for (int i = 0; i < own.length; i++) {
            TaskItem task = new TaskItem(own[i], batch.sharedRuns().get(i).stream().map(run -> run.games(clock)).toList(),
                    ended);
            if (machines.count() == 1) {
                tasksHere++;
                queue.add(task);
            } else {
                pending.add(task);
            }
        }
        dispatch();
    }

    /**
     * Hands tasks out to the other machines' free cores, then to the run's own machine, and gives
     * what waits there to its idle cores; a helper whose run has no game left to take needs none.
     */
    private void dispatch() {
        while (idleOtherCores > 0 && !pending.isEmpty()) {
            TaskItem task = pending.remove();
            idleOtherCores--;
            at(now + machines.taskOverheadNanos() + task.whole(), () -> {
                idleOtherCores++;
                task.ended().run();
                dispatch();
            });
        }
        while (tasksHere < machines.cores() && !pending.isEmpty()) {
            tasksHere++;
            queue.add(pending.remove());
        }
        while (idleCores > 0 && !queue.isEmpty()) {
            Object item = queue.remove();
            if (item instanceof Serial serial) {
                idleCores--;
                at(now + serial.time(), () -> {
                    coreFreed();
                    serial.ended().run();
                });
            } else if (item instanceof Run run) {
                if (run.next < run.games.length) {
                    idleCores--;
                    take(run, false);
                }
            } else {
                idleCores--;
                TaskItem task = (TaskItem) item;
                at(now + task.own(), () -> runShared(task, 0));
            }
        }
    }

    private void coreFreed() {
        idleCores++;
        dispatch();
    }

    /** The task on its core starts its shared run {@code k}, or ends after its last. */
    private void runShared(TaskItem task, int k) {
        if (k == task.runs().size()) {
            tasksHere--;
            coreFreed();
            task.ended().run();
            return;
        }
        Run run = new Run(task.runs().get(k), () -> runShared(task, k + 1));
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
