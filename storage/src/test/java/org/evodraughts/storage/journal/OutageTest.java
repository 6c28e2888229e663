package org.evodraughts.storage.journal;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.RetryPolicy;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.Samples;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.StoreUnavailableException;
import org.evodraughts.storage.codec.RecordDocuments;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.records.StoredRecord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.stream.Stream;

import org.bson.BsonDocument;
import org.bson.BsonString;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;

/**
 * The database disappears in the middle of a run: the embedded server is stopped, the run keeps
 * saving, and the server is started again on the same port and file.
 */
class OutageTest {
    private static final Duration SELECTION_TIMEOUT = Duration.ofSeconds(3);
    private static final StoreOptions OPTIONS = StoreOptions.defaults().withServerSelectionTimeout(SELECTION_TIMEOUT)
            .withRetry(new RetryPolicy(Duration.ofMillis(20), Duration.ofMillis(200)));

    @TempDir
    Path runDirectory;
    private Path databaseFile;
    private Path journal;
    private EmbeddedMongo server;

    @BeforeEach
    void startServer() throws IOException {
        databaseFile = runDirectory.resolve("mongo.mv");
        journal = RunLayout.of(runDirectory).journal();
        server = EmbeddedMongo.start(databaseFile);
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    @Test
    void savesDuringAnOutageReturnFastAndArriveExactlyOnceInOrderWhenTheDatabaseReturns() throws Exception {
        int port = server.port();
        RecordingRunStore recording = new RecordingRunStore(MongoRunStore.connect(new MongoUri(server.uri()), OPTIONS));
        List<StoredRecord> saved = new ArrayList<>();
        try (ResilientRunStore store = ResilientRunStore.open(recording, journal, OPTIONS.retry())) {
            RunRecord run = Samples.run(RunId.of("r1"));
            save(store, saved, run);
            for (int generation = 0; generation < 3; generation++) {
                save(store, saved, Samples.generation(RunId.of("r1"), generation, 3));
            }
            assertEquals(0, store.pendingWrites());

            server.close();
            List<Long> millis = new ArrayList<>();
            for (int g = 3; g < 13; g++) {
                int generation = g;
                millis.add(timed(() -> save(store, saved, Samples.generation(RunId.of("r1"), generation, 3))));
                millis.add(timed(() -> save(store, saved, Samples.champion(RunId.of("r1"), generation, generation, OptionalDouble.empty()))));
                millis.add(timed(() -> save(store, saved, Samples.game(RunId.of("r1"), generation, 0))));
            }
            // The same keys again, in an order that only a faithful replay gets right.
            millis.add(timed(() -> save(store, saved, Samples.champion(RunId.of("r1"), 3, 99, OptionalDouble.of(0.75)))));
            millis.add(timed(() -> save(store, saved, run.ended(RunStatus.FINISHED, Samples.START.plusSeconds(60)))));

            // The first save meets the dead connection (at worst a server selection timeout);
            // every later one is queued without touching the database.
            assertTrue(millis.getFirst() < SELECTION_TIMEOUT.toMillis() + 1500, "first save took " + millis.getFirst() + " ms");
            long slowestLater = millis.stream().skip(1).mapToLong(Long::longValue).max().orElseThrow();
            assertTrue(slowestLater < 1000, "a queued save took " + slowestLater + " ms: " + millis);
            int queued = saved.size() - 4;
            assertEquals(queued, store.pendingWrites());
            assertEquals(queued, journalFiles().size());

            Thread.sleep(300); // let a few retries fail
            assertThrows(StoreUnavailableException.class, () -> store.run(RunId.of("r1")), "a read must not miss queued saves");
            assertEquals(queued, store.pendingWrites());

            server = EmbeddedMongo.start(databaseFile, port);
            assertTrue(store.awaitDelivered(Duration.ofSeconds(20)), "queued saves were not delivered");
            assertEquals(saved, recording.delivered(), "every save delivered once, in call order");
            assertEquals(List.of(), journalFiles());
            assertEquals(RunStatus.FINISHED, store.run(RunId.of("r1")).orElseThrow().status());
            assertEquals(99, store.champion(RunId.of("r1"), 3).orElseThrow().points());
            assertEquals(12, store.latestGeneration(RunId.of("r1")).orElseThrow().generation());
        }
        try (MongoClient client = MongoClients.create(server.uri())) {
            assertEquals(13, countOf(client, MongoRunStore.GENERATIONS));
            assertEquals(10, countOf(client, MongoRunStore.CHAMPIONS));
            assertEquals(10, countOf(client, MongoRunStore.GAMES));
            assertEquals(1, countOf(client, MongoRunStore.RUNS));
        }
    }

    @Test
    void closingDuringAnOutageKeepsTheJournalAndTheNextOpenReplaysIt() throws Exception {
        int port = server.port();
        ResilientRunStore store = ResilientRunStore.open(MongoRunStore.connect(new MongoUri(server.uri()), OPTIONS), journal,
                OPTIONS.retry());
        store.save(Samples.run(RunId.of("r1")));
        server.close();
        for (int generation = 0; generation < 4; generation++) {
            store.save(Samples.champion(RunId.of("r1"), generation, generation, OptionalDouble.empty()));
        }
        store.close();
        assertEquals(4, journalFiles().size());

        server = EmbeddedMongo.start(databaseFile, port);
        try (ResilientRunStore reopened = ResilientRunStore.open(MongoRunStore.connect(new MongoUri(server.uri()), OPTIONS),
                journal, OPTIONS.retry())) {
            // Reads wait for the replay.
            assertEquals(List.of(0, 1, 2, 3), reopened.champions(RunId.of("r1")).stream().map(ChampionRecord::generation).toList());
            assertEquals(0, reopened.pendingWrites());
        }
        assertEquals(List.of(), journalFiles());
    }

    @Test
    void aQueuedSaveTheDatabaseRefusesIsSetAsideAndTheRestStillArrive() throws Exception {
        int port = server.port();
        try (ResilientRunStore store = ResilientRunStore.open(MongoRunStore.connect(new MongoUri(server.uri()), OPTIONS), journal,
                OPTIONS.retry())) {
            store.save(Samples.run(RunId.of("r1")));
            server.close();
            store.save(Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.empty()));
            // 2.2 million doubles: over MongoDB's 16 MiB document limit.
            store.save(new GenerationRecord(RunId.of("r1"), 0, List.<double[][]>of(new double[][] {new double[2_200_000]}), new double[] {0}));
            store.save(Samples.champion(RunId.of("r1"), 1, 2, OptionalDouble.empty()));
            server = EmbeddedMongo.start(databaseFile, port);
            assertTrue(store.awaitDelivered(Duration.ofSeconds(20)));
            assertEquals(List.of(0, 1), store.champions(RunId.of("r1")).stream().map(ChampionRecord::generation).toList());
            assertTrue(store.latestGeneration(RunId.of("r1")).isEmpty());
        }
        try (Stream<Path> rejected = Files.list(journal.resolve(WriteJournal.REJECTED))) {
            assertEquals(1, rejected.count());
        }
    }

    private List<Path> journalFiles() throws IOException {
        if (!Files.isDirectory(journal)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(journal)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    private static void save(RunStore store, List<StoredRecord> saved, StoredRecord record) {
        store.save(record);
        saved.add(record);
    }

    private static long timed(Runnable action) {
        long start = System.nanoTime();
        action.run();
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static long countOf(MongoClient client, String collection) {
        MongoCollection<BsonDocument> documents = client.getDatabase(MongoUri.DEFAULT_DATABASE).getCollection(collection, BsonDocument.class);
        return documents.countDocuments(new BsonDocument(RecordDocuments.RUN_ID, new BsonString("r1")));
    }
}
