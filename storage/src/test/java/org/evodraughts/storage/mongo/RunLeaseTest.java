package org.evodraughts.storage.mongo;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lease through the real driver against a real wire-protocol server. */
class RunLeaseTest {
    private static final Duration TTL = Duration.ofSeconds(60), NEVER = Duration.ofHours(1);
    private static final Instant NOON = Instant.parse("2026-11-24T12:00:00Z");

    @TempDir
    Path temp;
    private EmbeddedMongo server;
    private MongoUri uri;

    @BeforeEach
    void start() throws IOException {
        server = EmbeddedMongo.start(temp.resolve("shared.mv"));
        uri = new MongoUri(server.uri());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aLiveLeaseRefusesASecondWriterUntilItIsGivenBack() throws IOException {
        try (RunLease first = RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL)) {
            IOException refused = assertThrows(IOException.class,
                    () -> RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL));
            assertTrue(refused.getMessage().matches("run run-a is in use by another process \\(process "
                    + ProcessHandle.current().pid() + " on .+, lease renewed at .+, expiring at .+\\); wait for it to end, "
                    + "or stop it first"), refused.getMessage());
            RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-b"), TTL).close(); // another run is free
            assertNull(first.lostReason());
        }
        RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL).close();
    }

    @Test
    void aDeadWritersLeaseExpiresAndItsRenewalThenFindsItLost() throws IOException {
        MovingClock clock = new MovingClock(NOON);
        RunLease dead = RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL, NEVER, clock);
        List<String> losses = new ArrayList<>();
        dead.whenLost(losses::add);

        clock.now = NOON.plus(TTL).minusSeconds(1);
        assertThrows(IOException.class, () -> RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL, NEVER, clock));
        clock.now = NOON.plus(TTL).plusSeconds(1);
        try (RunLease next = RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL, NEVER, clock)) {
            assertFalse(dead.renew());
            assertEquals(List.of("the lease of run run-a was taken by another process after it expired; this process "
                    + "stops writing to it"), losses);
            assertTrue(next.renew());
        }
        dead.close(); // gives back nothing: the lease is not its own
    }

    @Test
    void theLeaseOfAProcessOfThisHostThatDiedIsTakenOverAtOnce() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        try (MongoClient client = MongoClients.create(uri.connectionString())) {
            client.getDatabase(uri.database()).getCollection(RunLease.COLLECTION).insertOne(new Document("_id", "run-a")
                    .append("owner", "someone").append("host", java.net.InetAddress.getLocalHost().getHostName())
                    .append("pid", gone.pid()).append("heartbeat", new Date())
                    .append("expiresAt", Date.from(Instant.now().plus(TTL))));
            client.getDatabase(uri.database()).getCollection(RunLease.COLLECTION).insertOne(new Document("_id", "run-b")
                    .append("owner", "someone").append("host", "another-machine")
                    .append("pid", gone.pid()).append("heartbeat", new Date())
                    .append("expiresAt", Date.from(Instant.now().plus(TTL))));
        }
        try (RunLease taken = RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL)) {
            assertTrue(taken.renew());
        }
        IOException refused = assertThrows(IOException.class,
                () -> RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-b"), TTL));
        assertTrue(refused.getMessage().contains("on another-machine"), refused.getMessage());
    }

    @Test
    void aLiveLeaseIsSeenAndAGoneOrExpiredOneIsNot() throws Exception {
        assertFalse(RunLease.isHeld(uri, StoreOptions.defaults(), RunId.of("run-a")));
        try (RunLease lease = RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL)) {
            assertTrue(RunLease.isHeld(uri, StoreOptions.defaults(), RunId.of("run-a")));
        }
        assertFalse(RunLease.isHeld(uri, StoreOptions.defaults(), RunId.of("run-a")), "given back");
        try (MongoClient client = MongoClients.create(uri.connectionString())) {
            client.getDatabase(uri.database()).getCollection(RunLease.COLLECTION).insertOne(new Document("_id", "run-b")
                    .append("owner", "x").append("expiresAt", Date.from(Instant.now().minusSeconds(5))));
        }
        assertFalse(RunLease.isHeld(uri, StoreOptions.defaults(), RunId.of("run-b")), "expired");
    }

    @Test
    void renewalsKeepALeaseAlive() throws IOException {
        MovingClock clock = new MovingClock(NOON);
        try (RunLease lease = RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL, NEVER, clock)) {
            for (int minute = 1; minute <= 5; minute++) {
                clock.now = NOON.plus(TTL.multipliedBy(minute)).minusSeconds(1);
                assertTrue(lease.renew());
            }
            clock.now = clock.now.plus(TTL).minusSeconds(1);
            assertThrows(IOException.class, () -> RunLease.acquire(uri, StoreOptions.defaults(), RunId.of("run-a"), TTL, NEVER, clock));
        }
    }

    @Test
    void anUnreachableServerIsNamed() {
        IOException e = assertThrows(IOException.class, () -> RunLease.acquire(new MongoUri("mongodb://u:secret@127.0.0.1:1/"),
                StoreOptions.defaults().withServerSelectionTimeout(Duration.ofMillis(300)), RunId.of("run-a"), TTL));
        assertTrue(e.getMessage().startsWith("cannot take the lease of run run-a in MongoDB at mongodb://u:***@127.0.0.1:1/"),
                e.getMessage());
        assertFalse(e.getMessage().contains("secret"));
    }

    private static final class MovingClock extends Clock {
        Instant now;

        MovingClock(Instant now) {
            this.now = now;
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
