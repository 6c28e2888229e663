package org.evodraughts.storage.journal;

import org.evodraughts.storage.ForwardingRunStore;
import org.evodraughts.storage.RetryPolicy;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.StoreUnavailableException;
import org.evodraughts.storage.records.StoredRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link RunStore} that keeps a run going through database outages: a
 * {@link ForwardingRunStore} that adds a queue to saves and a wait to reads. A save goes straight to
 * the underlying store; if that store is unreachable ({@link StoreUnavailableException}), the
 * save is queued instead: in memory and, durably, in a {@link WriteJournal} directory (one
 * atomically written file per save), and the call returns. While anything is queued, further
 * saves join the queue at once without touching the database, so after the first failure
 * (bounded by the server selection timeout) saves cost one small file write.
 *
 * <p>A background thread retries the oldest queued save with exponential backoff
 * ({@link RetryPolicy}) and, once the database answers, delivers the queue in order, deleting
 * each journal file after its save succeeded. Saves are idempotent upserts, so a save delivered
 * twice (e.g. the process died between delivering and deleting) is stored once. A queued save
 * the database refuses for another reason is moved to the journal's {@code rejected}
 * directory and logged as an error, and the queue moves on.
 *
 * <p>Opening replays a journal left by an earlier process (a crash, or a close while the
 * database was down). Reads first wait for the queue to be delivered, so they see every earlier
 * save; if the database is unreachable they throw {@link StoreUnavailableException}.
 *
 * <p>Order: saves from one thread are delivered in call order; saves from concurrent threads in
 * some order. Thread-safe. Logs a warning when an outage starts, info on each failed retry and
 * on recovery.
 */
public final class ResilientRunStore extends ForwardingRunStore {
    private static final Logger log = LoggerFactory.getLogger(ResilientRunStore.class);

    private final WriteJournal journal;
    private final RetryPolicy retry;
    private final ReentrantLock lock = new ReentrantLock();
    /** Signalled whenever the queue, the retry schedule or {@code closing} changes. */
    private final Condition changed = lock.newCondition();
    private final ArrayDeque<WriteJournal.Entry> queue = new ArrayDeque<>();
    private final Thread deliverer;

    // Guarded by lock.
    private int consecutiveFailures;
    private long failedAttempts;
    private long nextAttemptNanos;
    private long outageStartNanos;
    private int deliveredSinceOutage;
    private StoreUnavailableException lastFailure;
    private boolean closing;

    private ResilientRunStore(RunStore delegate, WriteJournal journal, RetryPolicy retry, List<WriteJournal.Entry> replay) {
        super(delegate);
        this.journal = journal;
        this.retry = retry;
        this.queue.addAll(replay);
        this.outageStartNanos = System.nanoTime();
        this.nextAttemptNanos = outageStartNanos;
        this.deliverer = Thread.ofPlatform().name("run-store-delivery").daemon().unstarted(this::deliverLoop);
    }

    /**
     * Wraps {@code delegate}, journaling queued saves in {@code journalDirectory} (created when
     * first needed). Saves found in the journal are queued for delivery, oldest first.
     */
    public static ResilientRunStore open(RunStore delegate, Path journalDirectory, RetryPolicy retry) throws IOException {
        Objects.requireNonNull(delegate, "delegate");
        Objects.requireNonNull(retry, "retry");
        WriteJournal.Opened opened = WriteJournal.open(journalDirectory);
        if (!opened.entries().isEmpty()) {
            log.info("replaying {} queued writes from {}", opened.entries().size(), journalDirectory);
        }
        ResilientRunStore store = new ResilientRunStore(delegate, opened.journal(), retry, opened.entries());
        store.deliverer.start();
        return store;
    }

    /**
     * Saves {@code record}, or queues it if the database is unreachable or earlier saves are
     * still queued. Returns once the record is in the database or durably queued.
     */
    @Override
    public void save(StoredRecord record) {
        Objects.requireNonNull(record, "record");
        lock.lock();
        try {
            checkOpen();
            if (!queue.isEmpty()) {
                enqueue(record);
                return;
            }
        } finally {
            lock.unlock();
        }
        try {
            super.save(record);
        } catch (StoreUnavailableException e) {
            lock.lock();
            try {
                if (queue.isEmpty()) {
                    outageStartNanos = System.nanoTime();
                    deliveredSinceOutage = 0;
                    consecutiveFailures = 1;
                    lastFailure = e;
                    nextAttemptNanos = outageStartNanos + retry.delayAfter(1).toNanos();
                    log.warn("{}; queuing writes in {} and retrying in the background", e.getMessage(), journal.directory());
                }
                enqueue(record);
            } finally {
                lock.unlock();
            }
        }
    }

    /** The number of saves queued and not yet delivered. */
    public int pendingWrites() {
        lock.lock();
        try {
            return queue.size();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Asks for an immediate delivery attempt and waits up to {@code timeout} for the queue to
     * empty. Returns whether it did.
     */
    public boolean awaitDelivered(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        lock.lock();
        try {
            retryNow();
            while (!queue.isEmpty()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                changed.awaitNanos(left);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Reads first wait for the queued saves to be delivered, so they see every earlier save. */
    @Override
    protected void beforeRead() {
        awaitQueueForRead();
    }

    /**
     * Makes one last attempt to deliver the queue (waiting for it, which may take up to the
     * server selection timeout), stops the background thread and closes the underlying store.
     * Saves still queued stay in the journal and are delivered when the run is opened again.
     * Idempotent.
     */
    @Override
    public void close() {
        lock.lock();
        try {
            if (closing) {
                return;
            }
            long failuresBefore = failedAttempts;
            retryNow();
            awaitAttempt(failuresBefore);
            closing = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        joinDeliverer();
        lock.lock();
        try {
            if (!queue.isEmpty()) {
                log.warn("{} writes could not be delivered and stay queued in {}; they will be written when this run is opened again",
                        queue.size(), journal.directory());
            }
        } finally {
            lock.unlock();
        }
        super.close();
    }

    @Override
    public String toString() {
        return "ResilientRunStore[" + delegate() + ", journal " + journal.directory() + "]";
    }

    /** Adds a save to the journal and the queue. Call with the lock held. */
    private void enqueue(StoredRecord record) {
        WriteJournal.Entry entry;
        try {
            entry = journal.append(record);
        } catch (IOException e) {
            // Keep going: the evolution must not stop because the disk is full, and the save can
            // still be delivered if the database returns before the process ends.
            entry = journal.inMemory(record);
            log.error("cannot journal {} in {} ({}); it is queued in memory only and is lost if the process ends first",
                    record.describeKey(), journal.directory(), e.getMessage());
        }
        queue.addLast(entry);
        log.debug("queued {} ({} pending)", record.describeKey(), queue.size());
        changed.signalAll();
    }

    /** Blocks until the queue is delivered, or throws if the next attempt fails. */
    private void awaitQueueForRead() {
        lock.lock();
        try {
            checkOpen();
            if (queue.isEmpty()) {
                return;
            }
            long failuresBefore = failedAttempts;
            retryNow();
            awaitAttempt(failuresBefore);
            if (!queue.isEmpty()) {
                throw new StoreUnavailableException(queue.size() + " writes are still queued for the database, which is unreachable;"
                        + " a read now would miss them", lastFailure);
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits until the queue is empty or a delivery attempt failed after {@code failuresBefore}
     * failures had been counted. Call with the lock held, after {@link #retryNow()}.
     */
    private void awaitAttempt(long failuresBefore) {
        // The liveness check only guards against the deliverer having died of an Error.
        while (!queue.isEmpty() && failedAttempts == failuresBefore && !closing && deliverer.isAlive()) {
            try {
                changed.await(100, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Schedules the next delivery attempt for now. Call with the lock held. */
    private void retryNow() {
        nextAttemptNanos = System.nanoTime();
        changed.signalAll();
    }

    private void checkOpen() {
        if (closing) {
            throw new IllegalStateException("the run store is closed");
        }
    }

    /** The background loop: deliver the oldest queued save when due, until closed. */
    private void deliverLoop() {
        while (true) {
            WriteJournal.Entry head;
            lock.lock();
            try {
                while (!closing && (queue.isEmpty() || System.nanoTime() - nextAttemptNanos < 0)) {
                    if (queue.isEmpty()) {
                        changed.await();
                    } else {
                        changed.awaitNanos(nextAttemptNanos - System.nanoTime());
                    }
                }
                if (closing) {
                    return;
                }
                head = queue.peekFirst();
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
            deliver(head);
        }
    }

    /** Tries to deliver the queue's head (outside the lock, so saves never wait for the database). */
    private void deliver(WriteJournal.Entry head) {
        try {
            delegate().save(head.record());
        } catch (StoreUnavailableException e) {
            failed(e);
            return;
        } catch (RuntimeException e) {
            setAside(head, e);
            return;
        }
        lock.lock();
        try {
            queue.removeFirst();
            deliveredSinceOutage++;
            consecutiveFailures = 0;
            try {
                journal.remove(head);
            } catch (IOException e) {
                // Harmless: a replay of a delivered save is stored once.
                log.warn("cannot delete delivered journal entry {}: {}", head.file(), e.getMessage());
            }
            if (queue.isEmpty()) {
                log.info("database reachable again: wrote {} queued writes after {} s", deliveredSinceOutage,
                        TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - outageStartNanos));
                deliveredSinceOutage = 0;
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void failed(StoreUnavailableException e) {
        lock.lock();
        try {
            consecutiveFailures++;
            failedAttempts++;
            lastFailure = e;
            Duration delay = retry.delayAfter(consecutiveFailures);
            nextAttemptNanos = System.nanoTime() + delay.toNanos();
            log.info("database still unreachable ({} writes queued, attempt {}); retrying in {} ms: {}", queue.size(),
                    consecutiveFailures, delay.toMillis(), e.getMessage());
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void setAside(WriteJournal.Entry head, RuntimeException e) {
        lock.lock();
        try {
            queue.removeFirst();
            String where;
            try {
                where = journal.reject(head).toString();
            } catch (IOException io) {
                where = "nowhere (" + io.getMessage() + ")";
            }
            log.error("the database refused queued {}; it was moved to {}: {}", head.record().describeKey(), where, e.getMessage());
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void joinDeliverer() {
        boolean interrupted = false;
        while (deliverer.isAlive()) {
            try {
                deliverer.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
