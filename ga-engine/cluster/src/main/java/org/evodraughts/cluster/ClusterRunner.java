package org.evodraughts.cluster;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.ObjIntConsumer;
import java.util.stream.Collectors;
import org.evodraughts.checkers.match.PoolGames;
import org.evodraughts.ga.task.Task;
import org.evodraughts.ga.task.TaskRunner;

/**
 * Runs a batch of tasks on the cluster's workers and on this process's own pool at once, and
 * gives the results back by index: they are the same as a local run's, whichever member ran
 * each task. Each worker gets at most as many tasks at a time as it has threads, and this
 * process keeps its own threads busy too, so nothing waits in a queue that another member
 * could empty.
 *
 * <p>A worker that leaves (stopped, killed, cut off) loses nothing: its unfinished tasks go
 * back to the queue, and this process runs them, or another worker. With no worker left,
 * everything runs here, and {@code notes} hears one {@code warning:} line. A task that fails
 * on a worker runs again here, where a real failure shows as it would in a local run.
 *
 * <p>Thread-safe: several threads may each run a batch at once (a run's islands, side by side).
 * Their batches share the members' threads: a worker has at most as many tasks at a time as it
 * has threads, and this process as many as its pool, whichever batches they come from; a batch
 * that frees a thread it has no task for wakes the others, which fill it.
 */
public final class ClusterRunner implements TaskRunner {
    private final ClusterNode node;
    private final ExecutorService pool;
    private final int threads;
    private final Consumer<String> notes;
    private final String what;
    // The counts and the threads in use, over every batch, guarded by this runner.
    private long ranThere, ranHere, ranAgain;
    /** The tasks each worker ran, by its address, over every batch. */
    private final Map<String, Long> ranBy = new TreeMap<>();
    /** Each worker's tasks under way, from every batch, by member. */
    private final Map<UUID, Integer> load = new HashMap<>();
    /** The tasks under way on this process's pool, from every batch. */
    private int busyHere;
    /** The batches under way, which a batch wakes when it frees a thread it has no task for. */
    private final java.util.Set<Batch<?>> open = new java.util.HashSet<>();

    /**
     * @param pool    this process's pool, where its share of the tasks runs
     * @param threads that pool's size: the tasks run here at once (0: none while a worker can take
     *                them, for measuring the workers alone)
     * @param notes   hears the warning when every worker has gone
     */
    public ClusterRunner(ClusterNode node, ExecutorService pool, int threads, Consumer<String> notes) {
        this(node, pool, threads, notes, "tasks");
    }

    /**
     * A runner whose {@link #summary} calls what it runs {@code what} (e.g. {@code champion games}).
     * Several runners may share a node; each counts only its own batches' tasks against the
     * members' threads.
     */
    public ClusterRunner(ClusterNode node, ExecutorService pool, int threads, Consumer<String> notes, String what) {
        this.what = what;
        this.node = node;
        this.pool = pool;
        this.threads = threads;
        this.notes = notes;
    }

    /**
     * How many tasks ran on workers, here, and again after a worker failed them, then on which
     * worker, e.g. for the end of a run: {@code cluster: 1379 tasks ran on workers, 931 in this
     * process (0 again after a worker left or failed them); by worker: 702 on 10.0.0.2:5701, 677 on
     * 10.0.0.3:5701}.
     */
    public synchronized String summary() {
        String line = "cluster: " + ranThere + " " + what + " ran on workers, " + ranHere + " in this process (" + ranAgain
                + " again after a worker left or failed them)";
        return ranBy.isEmpty() ? line : line + "; by worker: " + ranBy.entrySet().stream()
                .map(e -> e.getValue() + " on " + e.getKey()).collect(Collectors.joining(", "));
    }

    private static String firstLine(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        return cause.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
    }

    /** One task's end, here ({@code member} null) or on a worker; index −1: another batch freed a thread. */
    private record Done(int index, Object result, Throwable failure, UUID member) {}

    private static final Done WAKE = new Done(-1, null, null, null);

    @Override
    public <R> List<R> run(List<? extends Task<R>> tasks, IntFunction<R> local, IntConsumer ended, BooleanSupplier cancelled,
                           Runnable stopping) throws InterruptedException {
        List<Callable<?>> calls = new ArrayList<>(tasks.size());
        tasks.forEach(task -> calls.add(task.portable() ? TaskSerializers.call(task) : null));
        return runCalls(calls, local, (result, i) -> ended.accept(i), cancelled, stopping);
    }

    /**
     * Runs a batch as {@link #run} does, each item given as what a worker runs: {@code calls}
     * holds, by index, the call to send (one of the wire types of {@link TaskSerializers}), or
     * null for an item that runs only here; {@code local} runs item i here.
     *
     * @param ended hears each item's result as it ends, on the calling thread
     */
    <R> List<R> runCalls(List<? extends Callable<?>> calls, IntFunction<R> local, ObjIntConsumer<R> ended,
                         BooleanSupplier cancelled, Runnable stopping) throws InterruptedException {
        Batch<R> batch = new Batch<>(calls, local);
        if (pool instanceof PoolGames.Batches b) {
            b.batchStarted();
        }
        synchronized (this) {
            open.add(batch);
        }
        try {
            while (batch.finished < calls.size()) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("the tasks were stopped");
                }
                batch.dispatch();
                Done done = batch.done.poll(100, TimeUnit.MILLISECONDS);
                if (done != null && done != WAKE) {
                    batch.ended(done, ended);
                }
            }
            return batch.results();
        } catch (InterruptedException | RuntimeException e) {
            batch.stop(stopping);
            throw e;
        } finally {
            synchronized (this) {
                open.remove(batch);
            }
            wakeOthers(batch);
            if (pool instanceof PoolGames.Batches b) {
                b.batchEnded();
            }
        }
    }

    /** Tells the batches other than {@code freed} that a thread may be free for their tasks. */
    private void wakeOthers(Batch<?> freed) {
        List<Batch<?>> others;
        synchronized (this) {
            others = open.stream().filter(b -> b != freed).toList();
        }
        others.forEach(b -> b.done.add(WAKE));
    }

    /** One call's state. */
    private final class Batch<R> {
        final List<? extends Callable<?>> calls;
        final IntFunction<R> local;
        final Object[] results;
        final LinkedList<Integer> pending = new LinkedList<>();
        final boolean[] hereOnly;
        final BlockingQueue<Done> done = new LinkedBlockingQueue<>();
        final Map<Integer, Future<?>> remote = new HashMap<>(), here = new HashMap<>();
        /** The worker each task in {@link #remote} went to. */
        final Map<Integer, UUID> remoteOn = new HashMap<>();
        final Map<UUID, String> names = new HashMap<>();
        final Map<UUID, String> addresses = new HashMap<>();
        final java.util.Set<UUID> lost = new java.util.HashSet<>();
        int finished;
        /** Tasks running on this process's pool: a stop waits until none does. */
        int running;
        boolean closed;

        Batch(List<? extends Callable<?>> calls, IntFunction<R> local) {
            this.calls = calls;
            this.local = local;
            this.results = new Object[calls.size()];
            this.hereOnly = new boolean[calls.size()];
            for (int i = 0; i < calls.size(); i++) {
                pending.add(i);
                hereOnly[i] = calls.get(i) == null;
            }
        }

        /** Fills every worker up to its threads, then this process's threads, counting every batch's tasks. */
        void dispatch() {
            List<ClusterNode.Worker> workers = node.workers();
            if (node.workersGone(!workers.isEmpty())) {
                notes.accept("warning: no worker is left in cluster '" + node.name() + "': this process runs the tasks on its "
                        + ClusterNode.threads(Math.max(1, threads)) + " until one joins");
            }
            synchronized (ClusterRunner.this) {
                for (ClusterNode.Worker worker : workers) {
                    UUID id = worker.member().getUuid();
                    while (load.getOrDefault(id, 0) < worker.threads()) {
                        Integer next = nextPortable();
                        if (next == null) {
                            break;
                        }
                        submitRemote(next, worker);
                    }
                }
                // With no threads of its own (a benchmark's setting), this process still runs what no worker can.
                int limit = threads > 0 ? threads : workers.isEmpty() || nextPortableIndex() < 0 ? 1 : 0;
                while (busyHere < limit && !pending.isEmpty()) {
                    submitHere(pending.removeFirst());
                }
            }
        }

        private int nextPortableIndex() {
            for (int i : pending) {
                if (!hereOnly[i]) {
                    return i;
                }
            }
            return -1;
        }

        private Integer nextPortable() {
            for (Iterator<Integer> it = pending.iterator(); it.hasNext(); ) {
                int i = it.next();
                if (!hereOnly[i]) {
                    it.remove();
                    return i;
                }
            }
            return null;
        }

        @SuppressWarnings("unchecked")
        private void submitRemote(int index, ClusterNode.Worker worker) {
            UUID id = worker.member().getUuid();
            Future<Object> future;
            try {
                future = node.executor().submitToMember((Callable<Object>) calls.get(index), worker.member());
            } catch (RuntimeException e) {
                // Gone between the listing and now: the task stays for another member.
                hereOnly[index] = true;
                pending.addFirst(index);
                return;
            }
            load.merge(id, 1, Integer::sum);
            names.putIfAbsent(id, ClusterNode.describe(worker.member()));
            addresses.putIfAbsent(id, ClusterNode.address(worker.member()));
            remote.put(index, future);
            remoteOn.put(index, id);
            if (!(future instanceof CompletionStage<?> stage)) {
                throw new IllegalStateException("Hazelcast's executor gave a future that cannot call back: " + future.getClass());
            }
            stage.whenComplete((result, failure) -> done.add(new Done(index, result, failure, id)));
        }

        private void submitHere(int index) {
            busyHere++;
            here.put(index, pool.submit(() -> {
                synchronized (this) {
                    if (closed) {
                        return;
                    }
                    running++;
                }
                try {
                    done.add(new Done(index, local.apply(index), null, null));
                } catch (Throwable t) {
                    done.add(new Done(index, null, t, null));
                } finally {
                    synchronized (this) {
                        running--;
                        notifyAll();
                    }
                }
            }));
        }

        @SuppressWarnings("unchecked")
        void ended(Done d, ObjIntConsumer<R> ended) {
            synchronized (ClusterRunner.this) {
                counted(d);
            }
            if (pending.isEmpty()) {
                wakeOthers(this); // the thread it freed has no task of this batch to take
            }
            if (d.member() == null) {
                here.remove(d.index());
                if (d.failure() != null) {
                    if (d.failure() instanceof RuntimeException e) {
                        throw e;
                    }
                    if (d.failure() instanceof Error e) {
                        throw e;
                    }
                    throw new IllegalStateException("a task failed: " + d.failure(), d.failure());
                }
            } else {
                remote.remove(d.index());
                remoteOn.remove(d.index());
                if (d.failure() != null) {
                    // The worker left, or the task failed there: run it here, where a real failure shows.
                    hereOnly[d.index()] = true;
                    pending.addFirst(d.index());
                    if (lost.add(d.member())) {
                        notes.accept("cluster: " + names.get(d.member()) + " did not finish its tasks ("
                                + firstLine(d.failure()) + "); they run again");
                    }
                    return;
                }
            }
            results[d.index()] = d.result();
            finished++;
            ended.accept((R) d.result(), d.index());
        }

        /** Frees the thread {@code d} ran on, and counts where it ran. */
        private void counted(Done d) {
            if (d.member() == null) {
                busyHere--;
                if (d.failure() == null) {
                    ranHere++;
                }
            } else {
                load.merge(d.member(), -1, Integer::sum);
                if (d.failure() != null) {
                    ranAgain++;
                } else {
                    ranThere++;
                    ranBy.merge(addresses.get(d.member()), 1L, Long::sum);
                }
            }
        }

        @SuppressWarnings("unchecked")
        List<R> results() {
            List<R> list = new ArrayList<>(results.length);
            Arrays.stream(results).forEach(r -> list.add((R) r));
            return list;
        }

        /** Ends the batch: the workers' tasks are cancelled, this process's are stopped and waited for. */
        void stop(Runnable stopping) {
            stopping.run();
            synchronized (this) {
                closed = true;
            }
            remote.values().forEach(f -> f.cancel(true));
            here.values().forEach(f -> f.cancel(true));
            boolean interrupted = false;
            synchronized (this) {
                while (running > 0) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
            }
            // The tasks given up hold no thread of any member for the other batches any more.
            synchronized (ClusterRunner.this) {
                remoteOn.values().forEach(member -> load.merge(member, -1, Integer::sum));
                busyHere -= here.size();
            }
            remote.clear();
            remoteOn.clear();
            here.clear();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
