package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.mongo.RunLease;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one rule for a run's state, which runs list and the web both apply. */
class RunStateTest {
    private static final Instant START = Instant.parse("2026-11-26T00:00:00Z");
    private static final RunRecord RUNNING = RunRecord.started(RunId.of("r1"), Map.of("seed", 1), 1, START);

    @TempDir
    Path temp;

    @Test
    void aRunRecordedAsRunningIsRunningOnlyWhileItsDirectoryIsLocked() throws Exception {
        Path directory = Files.createDirectories(temp.resolve("r1"));
        RunLocation location = new RunLocation(RunId.of("r1"), Optional.of(directory));
        StoreOptions options = StoreOptions.defaults();
        assertEquals(RunState.INTERRUPTED, RunState.of(location, Optional.of(RUNNING), Optional.empty(), options));
        assertEquals(RunState.INTERRUPTED, RunState.of(location, Optional.empty(), Optional.empty(), options));
        try (RunLock _ = RunLock.acquire(directory)) {
            assertEquals(RunState.RUNNING, RunState.of(location, Optional.of(RUNNING), Optional.empty(), options));
            assertEquals(RunState.RUNNING, RunState.of(location, Optional.empty(), Optional.empty(), options));
        }
        RunRecord finished = RUNNING.ended(RunStatus.FINISHED, START.plusSeconds(60));
        assertEquals(RunState.FINISHED, RunState.of(location, Optional.of(finished), Optional.empty(), options));
    }

    /** The case the web once got wrong: a dead run with only a database showed as running. */
    @Test
    void aRunKnownOnlyFromADatabaseIsRunningOnlyWhileItsLeaseIsLive() throws Exception {
        try (EmbeddedMongo server = EmbeddedMongo.start(temp.resolve("shared.mv"))) {
            MongoUri uri = new MongoUri(server.uri());
            StoreOptions options = StoreOptions.defaults().withMongoUri(server.uri());
            RunLocation remote = new RunLocation(RunId.of("r1"), Optional.empty());
            assertEquals(RunState.INTERRUPTED, RunState.of(remote, Optional.of(RUNNING), Optional.of(uri), options));
            assertEquals(RunState.UNKNOWN, RunState.of(remote, Optional.empty(), Optional.of(uri), options));
            try (RunLease _ = RunLease.acquire(uri, options, RunId.of("r1"), Duration.ofSeconds(60))) {
                assertEquals(RunState.RUNNING, RunState.of(remote, Optional.of(RUNNING), Optional.of(uri), options));
            }
            RunLocator locator = new RunLocator(temp.resolve("runs"), options);
            assertEquals(RunState.INTERRUPTED, locator.state(remote, Optional.of(RUNNING)));
        }
    }
}
