package org.evodraughts.storage;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonSerializationException;
import org.bson.BsonString;
import org.bson.conversions.Bson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.mongodb.MongoClientSettings;
import com.mongodb.WriteConcern;
import com.mongodb.MongoException;
import com.mongodb.MongoInterruptedException;
import com.mongodb.MongoNodeIsRecoveringException;
import com.mongodb.MongoNotPrimaryException;
import com.mongodb.MongoSecurityException;
import com.mongodb.MongoSocketException;
import com.mongodb.MongoTimeoutException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import com.mongodb.connection.ServerDescription;

/**
 * A {@link RunStore} in a MongoDB database, through the official synchronous driver. Four
 * collections: {@code runs}, {@code generations}, {@code champions} and {@code games} (document
 * shapes in the README), each with a unique index on its key; saves are upserts on that key.
 *
 * <p>The server is either one given by URI ({@link #connect}) or an {@link EmbeddedMongo} this
 * store starts and stops ({@link #embedded}); in the embedded case each save is flushed to the
 * database file before it returns.
 *
 * <p>Operations throw {@link StoreUnavailableException} when the server cannot be reached; they
 * do not retry or queue (see {@link ResilientRunStore}). Thread-safe.
 */
public final class MongoRunStore implements RunStore {
    /** The write concern of a real server unless its URI says otherwise: majority, journalled. */
    static final WriteConcern DURABLE = WriteConcern.MAJORITY.withJournal(true);
    private static final Logger log = LoggerFactory.getLogger(MongoRunStore.class);

    static final String RUNS = "runs";
    static final String GENERATIONS = "generations";
    static final String CHAMPIONS = "champions";
    static final String GAMES = "games";

    private static final ReplaceOptions UPSERT = new ReplaceOptions().upsert(true);

    private final MongoClient client;
    private final String description;
    private final EmbeddedMongo embedded;
    private final MongoCollection<BsonDocument> runs;
    private final MongoCollection<BsonDocument> generations;
    private final MongoCollection<BsonDocument> champions;
    private final MongoCollection<BsonDocument> games;
    private final boolean readOnly;
    private final AtomicBoolean closed = new AtomicBoolean();

    private MongoRunStore(MongoClient client, MongoDatabase database, String description, EmbeddedMongo embedded,
                          boolean readOnly) {
        this.client = client;
        this.description = description;
        this.embedded = embedded;
        this.readOnly = readOnly;
        this.runs = database.getCollection(RUNS, BsonDocument.class);
        this.generations = database.getCollection(GENERATIONS, BsonDocument.class);
        this.champions = database.getCollection(CHAMPIONS, BsonDocument.class);
        this.games = database.getCollection(GAMES, BsonDocument.class);
    }

    /**
     * Connects to the server at {@code uri} and makes sure the indexes exist. Fails fast (within
     * the options' server selection timeout) with an IOException naming the URI (password
     * hidden) if the server cannot be reached or refuses the credentials.
     */
    public static MongoRunStore connect(MongoUri uri, StoreOptions options) throws IOException {
        return open(uri, options, "MongoDB at " + uri.redacted(), null, false);
    }

    /**
     * Connects to the server at {@code uri} only to read: no index is created, and
     * {@link #save} is refused. Fails as {@link #connect} does.
     */
    public static MongoRunStore connectReadOnly(MongoUri uri, StoreOptions options) throws IOException {
        return open(uri, options, "MongoDB at " + uri.redacted(), null, true);
    }

    /**
     * Starts an {@link EmbeddedMongo} on {@code databaseFile} (created if absent) on a free
     * port, and connects to it; closing the store stops the server.
     */
    public static MongoRunStore embedded(Path databaseFile, StoreOptions options) throws IOException {
        EmbeddedMongo server = EmbeddedMongo.start(databaseFile);
        try {
            return open(new MongoUri(server.uri()), options, "embedded MongoDB on " + server.file(), server, false);
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
    }

    /**
     * Starts an {@link EmbeddedMongo} on the existing {@code databaseFile} strictly for reading
     * ({@link EmbeddedMongo#startReadOnly}): not a byte of the file changes, and {@link #save}
     * is refused. Fails with an IOException if the file is absent, in use by a writer, or damaged.
     */
    public static MongoRunStore embeddedReadOnly(Path databaseFile, StoreOptions options) throws IOException {
        EmbeddedMongo server = EmbeddedMongo.startReadOnly(databaseFile);
        try {
            return open(new MongoUri(server.uri()), options, "embedded MongoDB on " + server.file(), server, true);
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
    }

    private static MongoRunStore open(MongoUri uri, StoreOptions options, String description, EmbeddedMongo embedded,
                                      boolean readOnly) throws IOException {
        long selectionMillis = options.serverSelectionTimeout().toMillis();
        MongoClientSettings.Builder builder = MongoClientSettings.builder().applyConnectionString(uri.connectionString());
        if (embedded == null && uri.connectionString().getWriteConcern() == null) {
            // A real server acknowledges a save only once a majority of its replicas hold it in their
            // journals, so an acknowledged save survives a server crash; the URI's w= and journal= win.
            builder.writeConcern(DURABLE);
        }
        MongoClientSettings settings = builder
                .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(selectionMillis, TimeUnit.MILLISECONDS))
                .applyToSocketSettings(socket -> socket
                        .connectTimeout(Math.toIntExact(selectionMillis), TimeUnit.MILLISECONDS)
                        .readTimeout(Math.toIntExact(options.socketTimeout().toMillis()), TimeUnit.MILLISECONDS))
                .build();
        MongoClient client = MongoClients.create(settings);
        try {
            MongoDatabase database = client.getDatabase(uri.database());
            // buildInfo where the embedded server refuses all but reads (it knows no ping then).
            database.runCommand(new BsonDocument(readOnly ? "buildInfo" : "ping", new BsonInt32(1)));
            MongoRunStore store = new MongoRunStore(client, database, description, embedded, readOnly);
            if (!readOnly) {
                store.createIndexes();
            }
            log.debug("opened run store in {}, database '{}'", description, uri.database());
            return store;
        } catch (MongoTimeoutException | MongoSocketException e) {
            String reason = unreachableReason(client, e);
            client.close();
            throw new IOException("cannot reach " + description + " within " + describe(options.serverSelectionTimeout())
                    + ": " + reason, e);
        } catch (MongoSecurityException e) {
            client.close();
            throw new IOException(description + " refused the credentials: " + rootMessage(e), e);
        } catch (MongoException e) {
            client.close();
            throw new IOException("cannot open the run store in " + description + ": " + e.getMessage(), e);
        }
    }

    private void createIndexes() {
        IndexOptions unique = new IndexOptions().unique(true);
        runs.createIndex(Indexes.ascending(RecordDocuments.RUN_ID), unique);
        generations.createIndex(Indexes.ascending(RecordDocuments.RUN_ID, RecordDocuments.GENERATION), unique);
        champions.createIndex(Indexes.ascending(RecordDocuments.RUN_ID, RecordDocuments.GENERATION), unique);
        games.createIndex(Indexes.ascending(RecordDocuments.RUN_ID, RecordDocuments.GENERATION, RecordDocuments.GAME), unique);
    }

    @Override
    public void save(StoredRecord record) {
        Objects.requireNonNull(record, "record");
        if (readOnly) {
            throw new StorageException("cannot save " + record.describeKey() + ": " + description + " is open only to read", null);
        }
        MongoCollection<BsonDocument> collection = switch (record) {
            case RunRecord ignored -> runs;
            case GenerationRecord ignored -> generations;
            case ChampionRecord ignored -> champions;
            case GameRecord ignored -> games;
        };
        BsonDocument document = RecordDocuments.toDocument(record);
        call("save " + record.describeKey(), () -> collection.replaceOne(RecordDocuments.keyOf(record), document, UPSERT));
        if (embedded != null) {
            embedded.flush();
        }
    }

    @Override
    public List<RunRecord> runs() {
        return call("list runs", () -> collect(runs.find().sort(Sorts.ascending("startedAt", RecordDocuments.RUN_ID)),
                RecordDocuments::run));
    }

    @Override
    public Optional<RunRecord> run(String runId) {
        return call("read run " + runId, () -> Optional.ofNullable(runs.find(ofRun(runId)).first()).map(RecordDocuments::run));
    }

    @Override
    public List<ChampionRecord> champions(String runId) {
        return call("list champions of run " + runId,
                () -> collect(champions.find(ofRun(runId)).sort(Sorts.ascending(RecordDocuments.GENERATION)),
                        RecordDocuments::champion));
    }

    @Override
    public List<ChampionSummary> championSummaries(String runId) {
        return call("list champions of run " + runId,
                () -> collect(champions.find(ofRun(runId)).projection(Projections.exclude(RecordDocuments.NETWORK))
                        .sort(Sorts.ascending(RecordDocuments.GENERATION)), RecordDocuments::championSummary));
    }

    @Override
    public Optional<ChampionRecord> champion(String runId, int generation) {
        return call("read champion " + generation + " of run " + runId,
                () -> Optional.ofNullable(champions.find(ofGeneration(runId, generation)).first()).map(RecordDocuments::champion));
    }

    @Override
    public Optional<ChampionRecord> latestChampion(String runId) {
        return call("read latest champion of run " + runId, () -> Optional.ofNullable(
                champions.find(ofRun(runId)).sort(Sorts.descending(RecordDocuments.GENERATION)).limit(1).first())
                .map(RecordDocuments::champion));
    }

    @Override
    public List<GenerationScores> generationScores(String runId) {
        return call("list generations of run " + runId,
                () -> collect(generations.find(ofRun(runId)).projection(Projections.exclude(RecordDocuments.POPULATION))
                        .sort(Sorts.ascending(RecordDocuments.GENERATION)), RecordDocuments::generationScores));
    }

    @Override
    public Optional<GenerationRecord> latestGeneration(String runId) {
        return call("read latest generation of run " + runId, () -> Optional.ofNullable(
                generations.find(ofRun(runId)).sort(Sorts.descending(RecordDocuments.GENERATION)).limit(1).first())
                .map(RecordDocuments::generation));
    }

    @Override
    public List<GameRecord> games(String runId, int generation) {
        return call("list games of champion " + generation + " of run " + runId,
                () -> collect(games.find(ofGeneration(runId, generation)).sort(Sorts.ascending(RecordDocuments.GAME)),
                        RecordDocuments::game));
    }

    /** Disconnects, and stops the embedded server if this store started one. Idempotent. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            client.close();
            if (embedded != null) {
                embedded.close();
            }
        }
    }

    /** The write concern the store's saves use. */
    WriteConcern writeConcern() {
        return runs.getWriteConcern();
    }

    @Override
    public String toString() {
        return "MongoRunStore[" + description + "]";
    }

    private static Bson ofRun(String runId) {
        return new BsonDocument(RecordDocuments.RUN_ID, new BsonString(StoredRecord.checkRunId(runId)));
    }

    private static Bson ofGeneration(String runId, int generation) {
        return new BsonDocument(RecordDocuments.RUN_ID, new BsonString(StoredRecord.checkRunId(runId)))
                .append(RecordDocuments.GENERATION, new BsonInt32(StoredRecord.checkGeneration(generation)));
    }

    private static <T> List<T> collect(Iterable<BsonDocument> documents, java.util.function.Function<BsonDocument, T> decoder) {
        List<T> result = new ArrayList<>();
        for (BsonDocument document : documents) {
            result.add(decoder.apply(document));
        }
        return List.copyOf(result);
    }

    /** Runs a driver operation, turning driver exceptions into this module's. */
    private <T> T call(String what, Supplier<T> operation) {
        if (closed.get()) {
            throw new IllegalStateException("the run store in " + description + " is closed");
        }
        try {
            return operation.get();
        } catch (MongoTimeoutException | MongoSocketException | MongoNotPrimaryException | MongoNodeIsRecoveringException
                 | MongoInterruptedException e) {
            // An interrupted operation is counted as unreachable too: it may not have happened,
            // and the caller should treat it like any other write that may need repeating.
            throw new StoreUnavailableException("cannot " + what + ": " + description + " is unreachable ("
                    + rootMessage(e) + ")", e);
        } catch (MongoException | BsonSerializationException e) {
            // BsonSerializationException: e.g. a document over the server's size limit (16 MiB).
            throw new StorageException("cannot " + what + " in " + description + ": " + e.getMessage(), e);
        }
    }

    /** Why the server could not be reached, from the driver's view of it (e.g. "Connection refused"). */
    private static String unreachableReason(MongoClient client, MongoException e) {
        for (ServerDescription server : client.getClusterDescription().getServerDescriptions()) {
            if (server.getException() != null) {
                return rootMessage(server.getException());
            }
        }
        return e instanceof MongoTimeoutException ? "no server answered" : rootMessage(e);
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() != null ? root.getMessage() : root.getClass().getSimpleName();
    }

    private static String describe(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
