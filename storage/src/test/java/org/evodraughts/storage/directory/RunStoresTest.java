package org.evodraughts.storage.directory;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.RunStoreContract;
import org.evodraughts.storage.Samples;
import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.journal.WriteJournal;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.mongo.MongoRunStore;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening a run directory's store: the embedded default, a given server, and the errors. */
class RunStoresTest {
    private static final StoreOptions OPTIONS = RunStoreContract.FAST;

    @TempDir
    Path runDirectory;

    @Test
    void withoutAUriTheRunDirectoryHoldsAnEmbeddedDatabaseThatAReopenReads() throws IOException {
        try (RunStore store = RunStores.open(runDirectory, OPTIONS)) {
            store.save(Samples.run(RunId.of("r1")));
            store.save(Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.of(0.5)));
            store.save(Samples.generation(RunId.of("r1"), 0, 2));
        }
        assertTrue(Files.isRegularFile(RunLayout.of(runDirectory).database()));
        try (RunStore reopened = RunStores.open(runDirectory, OPTIONS)) {
            assertEquals(List.of(Samples.run(RunId.of("r1"))), reopened.runs());
            assertEquals(Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.of(0.5)), reopened.bestChampion(RunId.of("r1")).orElseThrow());
            assertEquals(Samples.generation(RunId.of("r1"), 0, 2), reopened.latestGeneration(RunId.of("r1")).orElseThrow());
        }
    }

    @Test
    void openedReadOnlyTheDirectoryKeepsEveryByteAndItsJournalIsCountedNotReplayed() throws IOException {
        try (RunStore store = RunStores.open(runDirectory, OPTIONS)) {
            store.save(Samples.run(RunId.of("r1")));
            store.save(Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.of(0.5)));
            store.save(Samples.game(RunId.of("r1"), 0, 0));
        }
        RunLayout layout = RunLayout.of(runDirectory);
        WriteJournal.open(layout.journal()).journal().append(Samples.run(RunId.of("queued")));
        byte[] database = Files.readAllBytes(layout.database());
        List<Path> journal = listing(layout.journal());

        try (RunStore store = RunStores.openReadOnly(runDirectory, OPTIONS)) {
            assertEquals(List.of(Samples.run(RunId.of("r1"))), store.runs(), "the queued run is not replayed");
            assertEquals(1, store.championSummaries(RunId.of("r1")).size());
            assertEquals(List.of(Samples.game(RunId.of("r1"), 0, 0)), store.games(RunId.of("r1"), 0));
            assertEquals(1, RunStores.pendingWrites(runDirectory));
            StorageException refused = assertThrows(StorageException.class, () -> store.save(Samples.run(RunId.of("r2"))));
            assertTrue(refused.getMessage().contains("open only to read"), refused.getMessage());
        }
        assertArrayEquals(database, Files.readAllBytes(layout.database()), "the database file, byte for byte");
        assertEquals(journal, listing(layout.journal()));
        assertEquals(List.of(RunLayout.DATABASE_FILE, RunLayout.JOURNAL_DIRECTORY), listing(runDirectory).stream()
                .map(p -> p.getFileName().toString()).sorted().toList(), "nothing was created");
    }

    @Test
    void aDatabaseInUseByAWriterCannotBeOpenedReadOnly() throws IOException {
        try (RunStore writer = RunStores.open(runDirectory, OPTIONS)) {
            writer.save(Samples.run(RunId.of("r1")));
            IOException e = assertThrows(IOException.class, () -> RunStores.openReadOnly(runDirectory, OPTIONS));
            assertTrue(e.getMessage().contains("is in use by another process"), e.getMessage());
        }
    }

    @Test
    void aRunDirectoryWithoutADatabaseIsNotGivenOneByAReadOnlyOpen() {
        IOException e = assertThrows(IOException.class, () -> RunStores.openReadOnly(runDirectory, OPTIONS));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
        assertFalse(Files.exists(RunLayout.of(runDirectory).database()));
    }

    private static List<Path> listing(Path directory) throws IOException {
        try (var files = Files.list(directory)) {
            return files.sorted().toList();
        }
    }

    @Test
    void aDatabaseFileOfRandomBytesIsDamagedInPlainWords() throws IOException {
        byte[] noise = new byte[5_000];
        new java.util.SplittableRandom(9).nextBytes(noise);
        Path file = Files.write(RunLayout.of(runDirectory).database(), noise);
        IOException e = assertThrows(IOException.class, () -> RunStores.open(runDirectory, OPTIONS));
        assertEquals("run database " + file + " is damaged and cannot be read (not a database H2 can read); the run's files "
                + "can rebuild it: ./evodraughts runs repair " + runDirectory, e.getMessage());
    }

    @Test
    void aRunDirectoryInUseCannotBeOpenedTwice() throws IOException {
        try (RunStore store = RunStores.open(runDirectory, OPTIONS)) {
            IOException e = assertThrows(IOException.class, () -> RunStores.open(runDirectory, OPTIONS));
            assertTrue(e.getMessage().contains("is in use by another process"), e.getMessage());
            assertTrue(e.getMessage().contains(RunLayout.DATABASE_FILE), e.getMessage());
            store.save(Samples.run(RunId.of("still-works")));
        }
    }

    @Test
    void withAUriTheGivenServerIsUsedAndNothingIsStarted(@TempDir Path serverDirectory) throws IOException {
        try (EmbeddedMongo server = EmbeddedMongo.start(serverDirectory.resolve("external.mv"))) {
            try (RunStore store = RunStores.open(runDirectory, OPTIONS.withMongoUri(server.uri() + "/shared"))) {
                store.save(Samples.run(RunId.of("r1")));
            }
            assertFalse(Files.exists(RunLayout.of(runDirectory).database()));
            try (RunStore direct = MongoRunStore.connect(new MongoUri(server.uri() + "/shared"), OPTIONS)) {
                assertEquals(List.of(Samples.run(RunId.of("r1"))), direct.runs());
            }
        }
    }

    @Test
    void aMalformedUriIsAnIllegalArgumentNamingItWithoutThePassword() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OPTIONS.withMongoUri("mongodb://user:secret@host:notaport/db"));
        assertTrue(e.getMessage().startsWith("invalid MongoDB URI 'mongodb://user:***@host:notaport/db': "), e.getMessage());
        assertFalse(e.getMessage().contains("secret"), e.getMessage());

        IllegalArgumentException scheme = assertThrows(IllegalArgumentException.class, () -> new MongoUri("localhost:27017"));
        assertTrue(scheme.getMessage().contains("'localhost:27017'"), scheme.getMessage());
        assertTrue(scheme.getMessage().contains("mongodb://"), scheme.getMessage());
    }

    @Test
    void anUnreachableServerIsAnIOExceptionNamingTheUriWithinTheTimeout() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        String uri = "mongodb://evo:secret@127.0.0.1:" + closedPort + "/runs";
        StoreOptions options = OPTIONS.withServerSelectionTimeout(Duration.ofMillis(500)).withMongoUri(uri);
        long start = System.nanoTime();
        IOException e = assertThrows(IOException.class, () -> RunStores.open(runDirectory, options));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals("cannot reach MongoDB at mongodb://evo:***@127.0.0.1:" + closedPort + "/runs within 500 ms: Connection refused",
                e.getMessage());
        assertTrue(millis < 5000, "took " + millis + " ms");
        assertFalse(Files.exists(RunLayout.of(runDirectory).database()));
    }

    @Test
    void aMissingRunDirectoryIsAnIOException() {
        Path missing = runDirectory.resolve("no-such-run");
        IOException e = assertThrows(IOException.class, () -> RunStores.open(missing, OPTIONS));
        assertEquals("run directory " + missing + " does not exist", e.getMessage());
    }

    @Test
    void anEmbeddedPortInUseIsAnIOExceptionNamingIt() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
            IOException e = assertThrows(IOException.class,
                    () -> EmbeddedMongo.start(runDirectory.resolve("mongo.mv"), taken.getLocalPort()));
            assertTrue(e.getMessage().contains("127.0.0.1:" + taken.getLocalPort()), e.getMessage());
        }
        // The failed start released the file.
        EmbeddedMongo.start(runDirectory.resolve("mongo.mv")).close();
    }
}
