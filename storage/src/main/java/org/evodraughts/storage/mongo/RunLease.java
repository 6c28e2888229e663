package org.evodraughts.storage.mongo;

import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.run.RunId;
import com.mongodb.ErrorCategory;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoException;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Updates;
import com.mongodb.client.result.UpdateResult;
import java.io.IOException;
import java.net.InetAddress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one-writer lease of a run kept in a shared MongoDB: a document in {@value #COLLECTION}
 * whose {@code _id} is the run id, naming its owner (a random id per process), host, process id,
 * last heartbeat and expiry. A process takes the lease if there is none or the last one expired,
 * renews it every {@code ttl/4}, and gives it back when it ends. Processes on other machines that
 * share the database are thereby refused while the run has a live writer; a writer that died
 * leaves a lease that expires after {@code ttl}.
 *
 * <p>Taking it is one atomic upsert: a live lease of another owner makes the insert collide with
 * the existing {@code _id}. Expiry is judged by the clock of the process that wants the lease, so
 * the machines' clocks must agree to well within {@code ttl} (NTP does that).
 *
 * <p>A lease whose holder was a process on this host that is no longer running is taken over at
 * once, so a run killed here can be resumed here without waiting for the expiry.
 *
 * <p>If a renewal finds the lease taken by another owner, or the database stays unreachable past
 * the expiry, the lease is lost: the {@link #whenLost} action runs once (the run then stops).
 */
public final class RunLease implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(RunLease.class);
    public static final String COLLECTION = "leases";
    /** How long a lease lives without a heartbeat. */
    public static final Duration DEFAULT_TTL = Duration.ofSeconds(60);

    private final MongoClient client;
    private final MongoCollection<Document> leases;
    private final RunId runId;
    private final String owner = UUID.randomUUID().toString();
    private final Duration ttl;
    private final Clock clock;
    private final ScheduledExecutorService heartbeat;
    private volatile Instant expiresAt;
    private volatile Consumer<String> onLost = reason -> { };
    private volatile String lost;

    private RunLease(MongoClient client, MongoCollection<Document> leases, RunId runId, Duration ttl, Clock clock) {
        this.client = client;
        this.leases = leases;
        this.runId = runId;
        this.ttl = ttl;
        this.clock = clock;
        this.heartbeat = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("lease-" + runId).daemon()
                .factory());
    }

    /**
     * Takes the lease of {@code runId} in the database of {@code uri}, renewing it every
     * {@code ttl/4} until closed.
     *
     * @throws IOException naming the holder if a live lease belongs to another process, or
     *                     naming the URI (password hidden) if the server cannot be reached
     */
    public static RunLease acquire(MongoUri uri, StoreOptions options, RunId runId, Duration ttl) throws IOException {
        return acquire(uri, options, runId, ttl, ttl.dividedBy(4), Clock.systemUTC());
    }

    static RunLease acquire(MongoUri uri, StoreOptions options, RunId runId, Duration ttl, Duration renewEvery, Clock clock)
            throws IOException {
        Objects.requireNonNull(runId, "runId");
        long timeout = options.serverSelectionTimeout().toMillis();
        MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(uri.connectionString())
                .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(timeout, TimeUnit.MILLISECONDS))
                .build());
        RunLease lease = new RunLease(client, client.getDatabase(uri.database()).getCollection(COLLECTION), runId, ttl, clock);
        try {
            lease.take(uri);
        } catch (IOException | RuntimeException e) {
            lease.heartbeat.shutdownNow();
            client.close();
            throw e;
        }
        long every = renewEvery.toMillis();
        lease.heartbeat.scheduleWithFixedDelay(lease::renewQuietly, every, every, TimeUnit.MILLISECONDS);
        return lease;
    }

    private void take(MongoUri uri) throws IOException {
        Instant now = clock.instant();
        Instant expiry = now.plus(ttl);
        Document document = new Document("_id", runId.value()).append("owner", owner).append("host", host())
                .append("pid", ProcessHandle.current().pid()).append("heartbeat", Date.from(now))
                .append("expiresAt", Date.from(expiry));
        Bson free = Filters.and(Filters.eq("_id", runId.value()),
                Filters.or(Filters.lt("expiresAt", Date.from(now)), Filters.eq("owner", owner)));
        try {
            leases.replaceOne(free, document, new ReplaceOptions().upsert(true));
            expiresAt = expiry;
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw new IOException("cannot take the lease of run " + runId + " in MongoDB at " + uri.redacted() + ": "
                        + e.getMessage(), e);
            }
            Document holder = leases.find(Filters.eq("_id", runId.value())).first();
            if (holder != null && diedHere(holder)) {
                // Its writer was a process of this machine that is gone (killed): no need to wait for expiry.
                UpdateResult taken = leases.replaceOne(Filters.and(Filters.eq("_id", runId.value()),
                        Filters.eq("owner", holder.getString("owner"))), document);
                if (taken.getMatchedCount() == 1) {
                    log.info("run {}: took over the lease of process {}, which is no longer running", runId, holder.get("pid"));
                    expiresAt = expiry;
                    return;
                }
            }
            throw new IOException("run " + runId + " is in use by another process" + (holder == null ? ""
                    : " (process " + holder.get("pid") + " on " + holder.get("host") + ", lease renewed at "
                    + holder.getDate("heartbeat").toInstant() + ", expiring at " + holder.getDate("expiresAt").toInstant()
                    + ")") + "; wait for it to end, or stop it first");
        } catch (MongoException e) {
            throw new IOException("cannot take the lease of run " + runId + " in MongoDB at " + uri.redacted() + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * Whether a live lease (not past its expiry by this machine's clock) holds the run
     * {@code runId} in the database of {@code uri}: a run recorded as running without one was
     * interrupted.
     *
     * @throws IOException naming the URI (password hidden) if the server cannot be reached
     */
    public static boolean isHeld(MongoUri uri, StoreOptions options, RunId runId) throws IOException {
        long timeout = options.serverSelectionTimeout().toMillis();
        try (MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(uri.connectionString())
                .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(timeout, TimeUnit.MILLISECONDS))
                .build())) {
            Document lease = client.getDatabase(uri.database()).getCollection(COLLECTION).find(Filters.eq("_id", runId.value())).first();
            return lease != null && lease.getDate("expiresAt") != null && lease.getDate("expiresAt").toInstant().isAfter(Instant.now());
        } catch (MongoException e) {
            throw new IOException("cannot read the lease of run " + runId + " in MongoDB at " + uri.redacted() + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * Renews the lease now: true if it is still this process's. A lease found taken by another
     * owner, or one that expired while the database could not be reached, is lost.
     */
    boolean renew() {
        if (lost != null) {
            return false;
        }
        Instant now = clock.instant();
        try {
            long matched = leases.updateOne(Filters.and(Filters.eq("_id", runId.value()), Filters.eq("owner", owner)),
                    Updates.combine(Updates.set("heartbeat", Date.from(now)), Updates.set("expiresAt", Date.from(now.plus(ttl)))))
                    .getMatchedCount();
            if (matched == 1) {
                expiresAt = now.plus(ttl);
                return true;
            }
            lose("the lease of run " + runId + " was taken by another process after it expired; this process stops "
                    + "writing to it");
        } catch (MongoException e) {
            if (now.isAfter(expiresAt)) {
                lose("the lease of run " + runId + " expired while the database could not be reached (" + e.getMessage()
                        + "); this process stops writing to it");
            } else {
                log.warn("run {}: cannot renew the lease ({}); it holds until {}", runId, e.getMessage(), expiresAt);
            }
        }
        return false;
    }

    /** Sets what happens when the lease is lost (once; at once if it is lost already). */
    public synchronized void whenLost(Consumer<String> action) {
        onLost = Objects.requireNonNull(action, "action");
        if (lost != null) {
            action.accept(lost);
        }
    }

    /** Why the lease was lost, or null while it holds. */
    public String lostReason() {
        return lost;
    }

    /** Gives the lease back (if it is still this process's) and disconnects. */
    @Override
    public void close() {
        heartbeat.shutdownNow();
        try {
            leases.deleteOne(Filters.and(Filters.eq("_id", runId.value()), Filters.eq("owner", owner)));
        } catch (MongoException e) {
            log.warn("run {}: cannot give the lease back ({}); it expires by itself at {}", runId, e.getMessage(), expiresAt);
        } finally {
            client.close();
        }
    }

    private void renewQuietly() {
        try {
            renew();
        } catch (RuntimeException e) {
            log.warn("run {}: renewing the lease failed", runId, e);
        }
    }

    private synchronized void lose(String reason) {
        if (lost == null) {
            lost = reason;
            log.error(reason);
            onLost.accept(reason);
        }
    }

    /** Whether a lease's holder was a process on this host that no longer runs. */
    private static boolean diedHere(Document holder) {
        return host().equals(holder.getString("host")) && holder.get("pid") instanceof Number pid
                && pid.longValue() != ProcessHandle.current().pid()
                && ProcessHandle.of(pid.longValue()).map(p -> !p.isAlive()).orElse(true);
    }

    private static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "an unknown host";
        }
    }
}
