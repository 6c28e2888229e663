package org.evodraughts.storage.mongo;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.RunStoreContract;
import org.evodraughts.storage.Samples;
import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.GenerationRecord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonType;
import org.evodraughts.checkers.match.EloEstimate;
import org.evodraughts.checkers.match.MatchTally;
import org.evodraughts.storage.MongoUri;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;

/** The documents as the database holds them (the shapes docs/storage.md, "Collections", documents), and the unique indexes. */
class StoredDocumentsTest {
    @TempDir
    Path directory;
    private EmbeddedMongo server;
    private MongoRunStore store;
    private MongoClient client;
    private MongoDatabase database;

    @BeforeEach
    void open() throws IOException {
        server = EmbeddedMongo.start(directory.resolve("mongo.mv"));
        store = MongoRunStore.connect(new MongoUri(server.uri()), RunStoreContract.FAST);
        client = MongoClients.create(server.uri());
        database = client.getDatabase(MongoUri.DEFAULT_DATABASE);
    }

    @AfterEach
    void close() {
        client.close();
        store.close();
        server.close();
    }

    @Test
    void documentsHaveTheDocumentedFieldsAndTypes() {
        store.save(Samples.run(RunId.of("r1")));
        store.save(Samples.generation(RunId.of("r1"), 0, 2));
        store.save(Samples.champion(RunId.of("r1"), 0, 2.5, OptionalDouble.empty()));
        store.save(Samples.game(RunId.of("r1"), 0, 0));

        BsonDocument run = only(MongoRunStore.RUNS);
        assertTypes(run, "runId", BsonType.STRING, "config", BsonType.DOCUMENT, "seed", BsonType.INT64,
                "startedAt", BsonType.DATE_TIME, "endedAt", BsonType.NULL, "status", BsonType.STRING);
        assertEquals("running", run.getString("status").getValue());
        assertEquals(List.of("populationSize", "mutationRate", "layers", "name", "adaptive"), List.copyOf(run.getDocument("config").keySet()));

        BsonDocument generation = only(MongoRunStore.GENERATIONS);
        assertTypes(generation, "runId", BsonType.STRING, "generation", BsonType.INT32, "scores", BsonType.ARRAY,
                "population", BsonType.ARRAY);
        assertEquals(BsonType.DOUBLE, generation.getArray("scores").get(0).getBsonType());
        assertEquals(3, generation.getArray("population").get(0).asArray().size(), "one entry per layer");
        assertEquals(BsonType.BINARY, generation.getArray("population").get(0).asArray().get(0).getBsonType());
        assertEquals(8, generation.getArray("population").get(1).asArray().get(2).asBinary().getData().length, "one double");
        store.save(Samples.generation(RunId.of("r1"), 0, 2).withoutPopulation());
        assertEquals(List.of("_id", "runId", "generation", "scores"), List.copyOf(only(MongoRunStore.GENERATIONS).keySet()),
                "a generation whose population is not kept has no population field");

        BsonDocument champion = only(MongoRunStore.CHAMPIONS);
        assertTypes(champion, "runId", BsonType.STRING, "generation", BsonType.INT32, "points", BsonType.DOUBLE,
                "meanOfMeans", BsonType.NULL, "baselineScores", BsonType.ARRAY, "network", BsonType.DOCUMENT);
        assertEquals(new BsonDocument("player", new BsonString("random")).append("score", new org.bson.BsonDouble(0.95)),
                champion.getArray("baselineScores").get(0));
        assertEquals(List.of("zeta", "version", "layers", "alpha", "big"), List.copyOf(champion.getDocument("network").keySet()));

        BsonDocument game = only(MongoRunStore.GAMES);
        assertTypes(game, "runId", BsonType.STRING, "generation", BsonType.INT32, "game", BsonType.INT32,
                "black", BsonType.STRING, "white", BsonType.STRING, "result", BsonType.STRING, "pdn", BsonType.STRING);
        assertEquals("1-0", game.getString("result").getValue());
    }

    @Test
    void aYardstickMatchIsASubDocumentWithItsDerivedFigures() {
        store.save(Samples.measuredChampion(RunId.of("r1"), 25));
        BsonDocument champion = only(MongoRunStore.CHAMPIONS);
        assertTypes(champion, "elapsedSeconds", BsonType.DOUBLE, "yardstick", BsonType.DOCUMENT);
        assertEquals(1234.5, champion.getDouble("elapsedSeconds").getValue());
        BsonDocument yardstick = champion.getDocument("yardstick");
        assertTypes(yardstick, "player", BsonType.STRING, "wins", BsonType.INT32, "draws", BsonType.INT32,
                "losses", BsonType.INT32, "score", BsonType.DOUBLE, "scoreLow", BsonType.DOUBLE, "scoreHigh", BsonType.DOUBLE,
                "elo", BsonType.DOUBLE, "eloLow", BsonType.DOUBLE, "eloHigh", BsonType.DOUBLE);
        assertEquals(16.5 / 40, yardstick.getDouble("score").getValue());
        assertEquals(EloEstimate.eloOf(16.5 / 40), yardstick.getDouble("elo").getValue());
        assertEquals(new EloEstimate(new MatchTally(15, 3, 22)).eloLow(), yardstick.getDouble("eloLow").getValue());
    }

    @Test
    void aChampionStoredBeforeTheYardstickExistedStillLoads() {
        store.save(Samples.champion(RunId.of("r1"), 3, 2, OptionalDouble.empty()));
        BsonDocument old = only(MongoRunStore.CHAMPIONS);
        old.remove("elapsedSeconds");
        old.remove("yardstick");
        collection(MongoRunStore.CHAMPIONS).deleteMany(new BsonDocument());
        collection(MongoRunStore.CHAMPIONS).insertOne(old);

        ChampionRecord loaded = store.champion(RunId.of("r1"), 3).orElseThrow();
        assertEquals(Samples.champion(RunId.of("r1"), 3, 2, OptionalDouble.empty()), loaded);
        assertEquals(Optional.empty(), store.championSummaries(RunId.of("r1")).getFirst().yardstick());
        assertEquals(OptionalDouble.empty(), store.championSummaries(RunId.of("r1")).getFirst().elapsedSeconds());
    }

    @Test
    void uniqueIndexesRejectASecondDocumentWithTheSameKey() {
        store.save(Samples.generation(RunId.of("r1"), 0, 1));
        store.save(Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.empty()));
        store.save(Samples.game(RunId.of("r1"), 0, 0));
        store.save(Samples.run(RunId.of("r1")));
        BsonDocument generationKey = new BsonDocument("runId", new BsonString("r1")).append("generation", new BsonInt32(0));
        assertDuplicateRejected(MongoRunStore.GENERATIONS, generationKey);
        assertDuplicateRejected(MongoRunStore.CHAMPIONS, generationKey);
        assertDuplicateRejected(MongoRunStore.GAMES, generationKey.clone().append("game", new BsonInt32(0)));
        assertDuplicateRejected(MongoRunStore.RUNS, new BsonDocument("runId", new BsonString("r1")));

        // A different key is accepted.
        collection(MongoRunStore.GENERATIONS).insertOne(new BsonDocument("runId", new BsonString("r1")).append("generation", new BsonInt32(1)));
        assertEquals(2, collection(MongoRunStore.GENERATIONS).countDocuments());
    }

    @Test
    void savingARecordTwiceLeavesOneDocument() {
        for (int i = 0; i < 3; i++) {
            store.save(Samples.run(RunId.of("r1")));
            store.save(Samples.generation(RunId.of("r1"), 0, 1));
            store.save(Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.empty()));
            store.save(Samples.game(RunId.of("r1"), 0, 0));
        }
        for (String name : List.of(MongoRunStore.RUNS, MongoRunStore.GENERATIONS, MongoRunStore.CHAMPIONS, MongoRunStore.GAMES)) {
            assertEquals(1, collection(name).countDocuments(), name);
        }
    }

    @Test
    void aDocumentOverTheSizeLimitIsAStorageErrorNotAnOutage() {
        GenerationRecord huge = new GenerationRecord(RunId.of("r1"), 0, List.<double[][]>of(new double[][] {new double[2_200_000]}), new double[] {0});
        StorageException e = assertThrows(StorageException.class, () -> store.save(huge));
        assertEquals(StorageException.class, e.getClass());
        assertEquals(true, e.getMessage().contains("generation 0 of run r1"), e.getMessage());
    }

    private void assertDuplicateRejected(String name, BsonDocument key) {
        MongoWriteException e = assertThrows(MongoWriteException.class, () -> collection(name).insertOne(key.clone()));
        assertEquals(11000, e.getError().getCode(), name);
        assertEquals(1, collection(name).countDocuments(), name);
    }

    private BsonDocument only(String name) {
        List<BsonDocument> documents = collection(name).find().into(new java.util.ArrayList<>());
        assertEquals(1, documents.size(), name);
        return documents.getFirst();
    }

    private MongoCollection<BsonDocument> collection(String name) {
        return database.getCollection(name, BsonDocument.class);
    }

    private static void assertTypes(BsonDocument document, Object... fieldsAndTypes) {
        for (int i = 0; i < fieldsAndTypes.length; i += 2) {
            String field = (String) fieldsAndTypes[i];
            assertEquals(fieldsAndTypes[i + 1], document.get(field) == null ? null : document.get(field).getBsonType(), field);
        }
    }
}
