package org.evodraughts.storage.mongo;

import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.StoreUnavailableException;
import org.evodraughts.storage.codec.RecordDocuments;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.run.RunId;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.StoredRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Function;

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
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import com.mongodb.connection.ServerDescription;

/**
 * A {@link RunStore} in a MongoDB database, through the official synchronous driver. Four
 * collections: {@code runs}, {@code generations}, {@code champions} and {@code games} (document
 * shapes in docs/storage.md, "Collections"), each with a unique index on its key; saves are upserts on that key.
 *
 * <p>The server is either one given by URI ({@link #connect}) or an {@link EmbeddedMongo} this
 * store starts and stops ({@link #embedded}); in the embedded case each save is flushed to the
 * database file before it returns, and once the file is mostly dead space the store restarts
 * its server on the compacted file (see {@link EmbeddedMongo#sparse}).
 *
 * <p>Operations throw {@link StoreUnavailableException} when the server cannot be reached; they
 * do not retry or queue (see {@code ResilientRunStore}). Thread-safe.
 */
public final class MongoRunStore implements RunStore {
    /** The write concern of a real server unless its URI says otherwise: majority, journalled. */
    static final WriteConcern DURABLE = WriteConcern.MAJORITY.withJournal(true);
    private static final Logger log = LoggerFactory.getLogger(MongoRunStore.class);

    public static final String RUNS = "runs";
    public static final String GENERATIONS = "generations";
    public static final String CHAMPIONS = "champions";
    public static final String GAMES = "games";

    private static final ReplaceOptions UPSERT = new ReplaceOptions().upsert(true);

    private final String description;
    /** The embedded database's file; null for a server given by URI. */
    private final Path databaseFile;
    private final StoreOptions options;
    private final boolean readOnly;
    private final AtomicBoolean closed = new AtomicBoolean();
    /**
     * Every operation holds the read lock; the write lock is taken to swap {@link #connection}
     * when the embedded database is compacted, which stops and restarts its server.
     */
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    /** Null only between a failed restart and the next successful one. */
    private volatile Connection connection;
    /**
     * No compaction while the file is smaller than this: one that freed nothing (a full disk,
     * say) is tried again only once the file has grown by a quarter. Guarded by the write lock.
     */
    private long compactAbove;

    private MongoRunStore(Connection connection, String description, Path databaseFile, StoreOptions options,
                          boolean readOnly) {
        this.connection = connection;
        this.description = description;
        this.databaseFile = databaseFile;
        this.options = options;
        this.readOnly = readOnly;
    }

    /**
     * One client of the server, with its four collections, and the embedded server it talks to
     * (null for a server given by URI), which closing it stops.
     */
    private record Connection(MongoClient client, EmbeddedMongo embedded, MongoCollection<BsonDocument> runs,
                              MongoCollection<BsonDocument> generations, MongoCollection<BsonDocument> champions,
                              MongoCollection<BsonDocument> games) {

        static Connection of(MongoClient client, MongoDatabase database, EmbeddedMongo embedded) {
            return new Connection(client, embedded, database.getCollection(RUNS, BsonDocument.class),
                    database.getCollection(GENERATIONS, BsonDocument.class),
                    database.getCollection(CHAMPIONS, BsonDocument.class), database.getCollection(GAMES, BsonDocument.class));
        }

        /** Where a record of this kind is kept. */
        MongoCollection<BsonDocument> collection(StoredRecord record) {
            return switch (record) {
                case RunRecord ignored -> runs;
                case GenerationRecord ignored -> generations;
                case ChampionRecord ignored -> champions;
                case GameRecord ignored -> games;
            };
        }

        void close() {
            client.close();
            if (embedded != null) {
                embedded.close();
            }
        }
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
        String description = "embedded MongoDB on " + databaseFile.toAbsolutePath();
        return new MongoRunStore(embeddedConnection(databaseFile, options, description), description, databaseFile, options,
                false);
    }

    private static Connection embeddedConnection(Path databaseFile, StoreOptions options, String description)
            throws IOException {
        EmbeddedMongo server = EmbeddedMongo.start(databaseFile);
        try {
            return connection(new MongoUri(server.uri()), options, description, server, false);
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
        return new MongoRunStore(connection(uri, options, description, embedded, readOnly), description, null, options,
                readOnly);
    }

    /** Connects a client (and, unless only reading, makes sure the indexes exist). */
    private static Connection connection(MongoUri uri, StoreOptions options, String description, EmbeddedMongo embedded,
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
            Connection connection = Connection.of(client, database, embedded);
            if (!readOnly) {
                createIndexes(connection);
            }
            log.debug("opened run store in {}, database '{}'", description, uri.database());
            return connection;
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

    private static void createIndexes(Connection c) {
        IndexOptions unique = new IndexOptions().unique(true);
        c.runs().createIndex(Indexes.ascending(RecordDocuments.RUN_ID), unique);
        c.generations().createIndex(Indexes.ascending(RecordDocuments.RUN_ID, RecordDocuments.GENERATION), unique);
        c.champions().createIndex(Indexes.ascending(RecordDocuments.RUN_ID, RecordDocuments.GENERATION), unique);
        c.games().createIndex(Indexes.ascending(RecordDocuments.RUN_ID, RecordDocuments.GENERATION, RecordDocuments.GAME), unique);
    }

    /** Saves the record; with the embedded database, flushes it to the file and compacts the file when it is {@link EmbeddedMongo#sparse}. */
    @Override
    public void save(StoredRecord record) {
        Objects.requireNonNull(record, "record");
        if (readOnly) {
            throw new StorageException("cannot save " + record.describeKey() + ": " + description + " is open only to read", null);
        }
        BsonDocument document = RecordDocuments.toDocument(record);
        call("save " + record.describeKey(), c -> {
            c.collection(record).replaceOne(RecordDocuments.keyOf(record), document, UPSERT);
            if (c.embedded() != null) {
                c.embedded().flush();
            }
            return null;
        });
        compactIfSparse();
    }

    /**
     * Compacts the embedded database once it is mostly dead space: stops its server (which
     * compacts the file as it closes it) and starts it again on the compacted file, with a new
     * client. Operations wait meanwhile (a second or so for a file of a few hundred MB).
     *
     * @throws StoreUnavailableException if the server does not start again; the next operation tries again
     */
    private void compactIfSparse() {
        Connection current = connection;
        if (current == null || current.embedded() == null || !current.embedded().sparse()) {
            return;
        }
        lock.writeLock().lock();
        try {
            long before = Files.size(databaseFile);
            if (closed.get() || connection != current || before < compactAbove) {
                return;
            }
            connection = null;
            current.close();
            connection = embeddedConnection(databaseFile, options, description);
            if (Files.size(databaseFile) >= before) {
                compactAbove = before + before / 4;
            }
        } catch (IOException e) {
            throw new StoreUnavailableException("cannot start " + description + " again after compacting it: "
                    + e.getMessage(), e);
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** The connection, after starting the embedded server again if a restart failed. */
    private Connection connection(String what) {
        Connection current = connection;
        if (current != null) {
            return current;
        }
        lock.writeLock().lock();
        try {
            if (connection == null && !closed.get()) {
                connection = embeddedConnection(databaseFile, options, description);
            }
            return connection;
        } catch (IOException e) {
            throw new StoreUnavailableException("cannot " + what + ": " + e.getMessage(), e);
        } finally {
            lock.writeLock().unlock();
        }
    }

    @Override
    public List<RunRecord> runs() {
        return call("list runs", c -> collect(c.runs().find().sort(Sorts.ascending(RecordDocuments.STARTED_AT, RecordDocuments.RUN_ID)),
                RecordDocuments::run));
    }

    @Override
    public Optional<RunRecord> run(RunId runId) {
        return call("read run " + runId, c -> Optional.ofNullable(c.runs().find(ofRun(runId)).first()).map(RecordDocuments::run));
    }

    @Override
    public List<ChampionRecord> champions(RunId runId) {
        return call("list champions of run " + runId,
                c -> collect(c.champions().find(ofRun(runId)).sort(Sorts.ascending(RecordDocuments.GENERATION)),
                        RecordDocuments::champion));
    }

    @Override
    public List<ChampionSummary> championSummaries(RunId runId) {
        return call("list champions of run " + runId,
                c -> collect(c.champions().find(ofRun(runId)).projection(Projections.exclude(RecordDocuments.NETWORK))
                        .sort(Sorts.ascending(RecordDocuments.GENERATION)), RecordDocuments::championSummary));
    }

    @Override
    public Optional<ChampionRecord> champion(RunId runId, int generation) {
        return call("read champion " + generation + " of run " + runId,
                c -> Optional.ofNullable(c.champions().find(ofGeneration(runId, generation)).first()).map(RecordDocuments::champion));
    }

    @Override
    public Optional<ChampionRecord> latestChampion(RunId runId) {
        return call("read latest champion of run " + runId, c -> Optional.ofNullable(
                c.champions().find(ofRun(runId)).sort(Sorts.descending(RecordDocuments.GENERATION)).limit(1).first())
                .map(RecordDocuments::champion));
    }

    @Override
    public List<GenerationScores> generationScores(RunId runId) {
        return call("list generations of run " + runId,
                c -> collect(c.generations().find(ofRun(runId)).projection(Projections.exclude(RecordDocuments.POPULATION))
                        .sort(Sorts.ascending(RecordDocuments.GENERATION)), RecordDocuments::generationScores));
    }

    @Override
    public Optional<GenerationRecord> latestGeneration(RunId runId) {
        return call("read latest generation of run " + runId, c -> Optional.ofNullable(
                c.generations().find(withPopulation(runId)).sort(Sorts.descending(RecordDocuments.GENERATION)).limit(1).first())
                .map(RecordDocuments::generation));
    }

    @Override
    public List<Integer> populationGenerations(RunId runId) {
        return call("list generations of run " + runId,
                c -> collect(c.generations().find(withPopulation(runId)).projection(Projections.include(RecordDocuments.GENERATION))
                        .sort(Sorts.ascending(RecordDocuments.GENERATION)), d -> d.getNumber(RecordDocuments.GENERATION).intValue()));
    }

    @Override
    public List<GameRecord> games(RunId runId, int generation) {
        return call("list games of champion " + generation + " of run " + runId,
                c -> collect(c.games().find(ofGeneration(runId, generation)).sort(Sorts.ascending(RecordDocuments.GAME)),
                        RecordDocuments::game));
    }

    /** Disconnects, and stops the embedded server if this store started one. Idempotent. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            lock.writeLock().lock();
            try {
                if (connection != null) {
                    connection.close();
                }
            } finally {
                lock.writeLock().unlock();
            }
        }
    }

    /** The write concern the store's saves use. */
    WriteConcern writeConcern() {
        return connection("read the write concern").runs().getWriteConcern();
    }

    @Override
    public String toString() {
        return "MongoRunStore[" + description + "]";
    }

    private static Bson ofRun(RunId runId) {
        return new BsonDocument(RecordDocuments.RUN_ID, new BsonString(runId.value()));
    }

    /** The run's generations stored with their population (a generation kept scores only has no such field). */
    private static Bson withPopulation(RunId runId) {
        return Filters.and(ofRun(runId), Filters.exists(RecordDocuments.POPULATION));
    }

    private static Bson ofGeneration(RunId runId, int generation) {
        return new BsonDocument(RecordDocuments.RUN_ID, new BsonString(runId.value()))
                .append(RecordDocuments.GENERATION, new BsonInt32(StoredRecord.checkGeneration(generation)));
    }

    private static <T> List<T> collect(Iterable<BsonDocument> documents, Function<BsonDocument, T> decoder) {
        List<T> result = new ArrayList<>();
        for (BsonDocument document : documents) {
            result.add(decoder.apply(document));
        }
        return List.copyOf(result);
    }

    /** Runs a driver operation, turning driver exceptions into this module's. */
    private <T> T call(String what, Function<Connection, T> operation) {
        if (closed.get()) {
            throw new IllegalStateException("the run store in " + description + " is closed");
        }
        connection(what);
        lock.readLock().lock();
        try {
            Connection current = connection;
            if (current == null) {
                throw new StoreUnavailableException("cannot " + what + ": " + description + " did not start again", null);
            }
            return operation.apply(current);
        } catch (MongoTimeoutException | MongoSocketException | MongoNotPrimaryException | MongoNodeIsRecoveringException
                 | MongoInterruptedException e) {
            // An interrupted operation is counted as unreachable too: it may not have happened,
            // and the caller should treat it like any other write that may need repeating.
            throw new StoreUnavailableException("cannot " + what + ": " + description + " is unreachable ("
                    + rootMessage(e) + ")", e);
        } catch (MongoException | BsonSerializationException e) {
            // BsonSerializationException: e.g. a document over the server's size limit (16 MiB).
            throw new StorageException("cannot " + what + " in " + description + ": " + e.getMessage(), e);
        } finally {
            lock.readLock().unlock();
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
