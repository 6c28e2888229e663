package org.evodraughts.storage.embedded;

import org.evodraughts.storage.StorageException;
import io.netty.channel.Channel;
import java.io.IOException;
import java.lang.reflect.Field;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.FileStore;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.h2.mvstore.MVStoreTool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.OwnTree;
import org.evodraughts.files.CrashPoints;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.ReadOnlyProxy;
import de.bwaldvogel.mongo.backend.h2.H2Backend;

/**
 * An in-process server that speaks the MongoDB wire protocol (mongo-java-server), keeping its
 * data in one H2 MVStore file. It listens on 127.0.0.1 only, so the ordinary MongoDB driver
 * talks to it over a real socket, exactly as to a real server. Closing it stops the server and
 * closes the file; starting it again on the same file sees the data.
 *
 * <p>The file is locked while open: a second server on the same file (in this or another
 * process) fails with an IOException saying so. A writable file is opened with compressed pages,
 * and, once written, compacted as it closes when it is mostly dead space ({@link #sparse},
 * {@link #compact}).
 *
 * <p>Known limits of the backend (mongo-java-server 1.47): it honours unique indexes but ignores
 * non-unique ones, does not answer the {@code hello} command (the driver uses the legacy
 * handshake, which works), and keeps only BSON binary subtype 0.
 *
 * <p>Thread-safe.
 */
public final class EmbeddedMongo implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(EmbeddedMongo.class);
    private static final String HOST = "127.0.0.1";

    private final Path file;
    private final H2Backend backend;
    private final MongoServer server;
    private final int port;
    private boolean closed;
    /** Whether anything was flushed: only a file this server wrote is compacted as it closes. */
    private boolean written;

    private EmbeddedMongo(Path file, H2Backend backend, MongoServer server, int port) {
        this.file = file;
        this.backend = backend;
        this.server = server;
        this.port = port;
    }

    /**
     * Compact when the file is at least this big and its live data fill less than
     * {@link #COMPACT_BELOW_PERCENT} of it: below, compacting gains too little to pay for itself.
     */
    static final long COMPACT_ABOVE_BYTES = 8L << 20;
    static final int COMPACT_BELOW_PERCENT = 75;
    /** The compactions of this process so far, for {@link CrashPoints#DURING_COMPACTION}. */
    private static final AtomicInteger COMPACTIONS = new AtomicInteger();

    /** Opens (or creates) the database file and listens on a free port of 127.0.0.1. */
    public static EmbeddedMongo start(Path file) throws IOException {
        return start(file, 0);
    }

    /**
     * Opens (or creates) the database file and listens on {@code port} of 127.0.0.1 (0: any free
     * port). Fails with an IOException naming the file if it is locked by another server or
     * unreadable, or naming the port if it is taken.
     */
    public static EmbeddedMongo start(Path file, int port) throws IOException {
        return start(file, port, LocalPeers.currentUser());
    }

    /**
     * As {@link #start(Path, int)}, letting through only connections of {@code allowedUser}
     * (this process's user; tests give another to see the refusal). Where the system cannot say
     * who owns a connection (no Linux socket tables), every local connection is let through.
     */
    static EmbeddedMongo start(Path file, int port, OptionalInt allowedUser) throws IOException {
        DatabaseFileFilter.install();
        Path absolute = file.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        OwnTree.of(absolute.getParent()).check(absolute);
        checkNotOther(absolute);
        H2Backend backend = openBackend(absolute, false);
        return serve(absolute, backend, new MongoServer(backend), port, allowedUser);
    }

    /**
     * Opens the existing database file {@code file} strictly for reading, on a free port of
     * 127.0.0.1: H2 opens it read-only (no header rewrite, no compaction, a shared lock and no
     * lock file), and the server refuses every command that could write
     * ({@link ReadOnlyProxy}), so not a byte of the file changes. Fails with an IOException if
     * the file is absent, in use by a writer (a run still going), or damaged.
     */
    public static EmbeddedMongo startReadOnly(Path file) throws IOException {
        DatabaseFileFilter.install();
        Path absolute = file.toAbsolutePath();
        checkNotOther(absolute);
        if (!Files.isRegularFile(absolute)) {
            throw new IOException("run database " + absolute + " does not exist");
        }
        H2Backend backend = openBackend(absolute, true);
        return serve(absolute, backend, new MongoServer(new ReadOnlyProxy(backend)), 0, LocalPeers.currentUser());
    }

    /**
     * Why {@code file}, where a run's database belongs, cannot be one: it is there but is no
     * regular file (a FIFO, a device, a directory, a broken link), with the repair. Empty for a
     * regular file or none. H2 would open a FIFO and say "Writing to sun.nio.ch.FileChannelImpl@…
     * failed", and the readers took the run for one kept in a MongoDB server.
     */
    public static Optional<String> notARegularFile(Path file) {
        if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        Path directory = file.toAbsolutePath().getParent();
        return Optional.of("run database " + file + " is not a regular file (a FIFO, device, directory or "
                + "link?); ./evodraughts runs repair " + directory + " moves it aside and builds the database again"
                + " from the run's files");
    }

    private static void checkNotOther(Path file) throws IOException {
        Optional<String> why = notARegularFile(file);
        if (why.isPresent()) {
            throw new IOException(why.get());
        }
    }

    private static EmbeddedMongo serve(Path absolute, H2Backend backend, MongoServer server, int port,
                                       OptionalInt allowedUser) throws IOException {
        try {
            server.bind(HOST, port);
        } catch (Exception e) {
            // Netty throws BindException, a checked exception, without declaring it, and
            // MongoServer.bind cleans up only on a RuntimeException; release the threads and file.
            server.shutdownNow();
            if (e instanceof BindException) {
                throw new IOException("cannot start the embedded MongoDB on " + HOST + ":" + port + ": " + e.getMessage(), e);
            }
            throw e;
        }
        if (allowedUser.isPresent() && LocalPeers.available()) {
            guard(server, new SameUserOnly(allowedUser.getAsInt(), "embedded MongoDB on " + absolute));
        } else {
            log.warn("embedded MongoDB on {}: this system does not say which user opens a connection; other local "
                    + "users could connect to it", absolute);
        }
        InetSocketAddress address = server.getLocalAddress();
        log.debug("embedded MongoDB on {}:{} using {}", HOST, address.getPort(), absolute);
        return new EmbeddedMongo(absolute, backend, server, address.getPort());
    }

    /**
     * Puts {@code guard} in front of the server's acceptor, so it sees each new connection before
     * the server does. MongoServer keeps its listening channel private and offers no hook; the
     * field is read once here, and a version without it fails loudly rather than run unguarded.
     */
    private static void guard(MongoServer server, SameUserOnly guard) throws IOException {
        try {
            Field field = MongoServer.class.getDeclaredField("channel");
            field.setAccessible(true);
            Channel listening = (Channel) field.get(server);
            listening.pipeline().addFirst("same-user-only", guard);
        } catch (ReflectiveOperationException | RuntimeException e) {
            server.shutdownNow();
            throw new IOException("cannot restrict the embedded MongoDB to this user: " + e, e);
        }
    }

    /** H2's error codes for a file that is cut short, corrupt or not an H2 file at all. */
    private static final Set<Integer> DAMAGED = Set.of(DataUtils.ERROR_READING_FAILED, DataUtils.ERROR_FILE_CORRUPT,
            DataUtils.ERROR_UNSUPPORTED_FORMAT);

    private static H2Backend openBackend(Path file, boolean readOnly) throws IOException {
        MVStore store = null;
        try {
            MVStore.Builder builder = new MVStore.Builder().fileName(file.toString());
            // LZF-compressed pages: documents are Java-serialized, and games are text; a third smaller.
            store = (readOnly ? builder.readOnly() : builder.compress()).open();
            return new H2Backend(store);
        } catch (MVStoreException e) {
            closeQuietly(store);
            if (e.getErrorCode() == DataUtils.ERROR_FILE_LOCKED) {
                throw new IOException("run database " + file + " is in use by another process (is that run still going?)", e);
            }
            if (DAMAGED.contains(e.getErrorCode())) {
                // H2's own words here name its channel object ("Reading from file sun.nio.ch.FileChannelImpl@…").
                throw damaged(file, "not a database H2 can read", e);
            }
            throw new IOException("cannot open run database " + file + ": " + firstLine(e), e);
        } catch (RuntimeException e) {
            closeQuietly(store);
            // The backend trips over a damaged file in its own ways (a NullPointerException, say).
            throw damaged(file, e.getClass().getSimpleName(), e);
        }
    }

    private static IOException damaged(Path file, String why, Exception cause) {
        return new IOException("run database " + file + " is damaged and cannot be read (" + why
                + "); the run's files can rebuild it: ./evodraughts runs repair " + file.getParent(), cause);
    }

    private static void closeQuietly(MVStore store) {
        if (store != null) {
            try {
                store.closeImmediately();
            } catch (RuntimeException ignored) {
                // Releasing the file is all that matters here.
            }
        }
    }

    private static String firstLine(Exception e) {
        return String.valueOf(e.getMessage()).lines().findFirst().orElse("").replaceAll("\\s*\\[[0-9./]+\\]", "");
    }

    /** The connection string, {@code mongodb://127.0.0.1:<port>}. */
    public String uri() {
        return "mongodb://" + HOST + ":" + port;
    }

    /** The port the server listens on. */
    public int port() {
        return port;
    }

    /** The database file. */
    public Path file() {
        return file;
    }

    /**
     * Forces every change made so far to the file. The backend otherwise commits about once a
     * second, so a crash could lose the last second of writes.
     */
    public synchronized void flush() {
        if (closed) {
            return;
        }
        try {
            written = true;
            backend.commit();
            backend.getMvStore().sync();
        } catch (MVStoreException e) {
            throw new StorageException("cannot flush run database " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Whether the file is worth compacting: H2 writes each change to a new place in the file
     * (copy on write) and reclaims the old places only partly, so a run's file is mostly dead
     * space (three quarters, measured) unless it is compacted.
     */
    public synchronized boolean sparse() {
        if (closed || backend.getMvStore().getFileStore().isReadOnly()) {
            return false;
        }
        FileStore<?> store = backend.getMvStore().getFileStore();
        // The share of the file in chunks, times the share of those chunks' bytes still live.
        long livePercent = (long) store.getFillRate() * store.getChunksFillRate() / 100;
        return store.size() >= COMPACT_ABOVE_BYTES && livePercent < COMPACT_BELOW_PERCENT;
    }

    /**
     * Stops the server, disconnecting clients, and closes the file (committing it); a file this
     * server wrote ({@link #flush}) that is {@link #sparse} is then compacted ({@link #compact}),
     * so a command that only reads (with a writable store) never pays for it. Idempotent.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        boolean compact = written && sparse();
        closed = true;
        server.shutdownNow();
        log.debug("embedded MongoDB on port {} stopped; {} closed", port, file);
        if (compact) {
            try {
                compact(file);
            } catch (IOException | RuntimeException e) {
                // The file is whole either way: a compaction replaces it only once complete.
                log.warn("cannot compact run database {}: {}", file, e.getMessage());
            }
        }
    }

    /**
     * Rewrites the closed database file with only its live data, compressed, as
     * {@link AtomicFiles} writes any file, without following a link in its directory
     * ({@link OwnTree}): a crash at any moment leaves the old file or the new
     * one, both whole (and perhaps a temporary file, which a resumed run deletes).
     *
     * @throws IOException if the file cannot be read or the new one written; the file is then unchanged
     */
    public static void compact(Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        long before = Files.size(absolute);
        try {
            OwnTree.of(absolute.getParent()).write(absolute, temporary -> {
                MVStoreTool.compact(absolute.toString(), temporary.toString(), true);
                CrashPoints.reached(CrashPoints.DURING_COMPACTION, COMPACTIONS.getAndIncrement());
            });
        } catch (MVStoreException e) {
            throw new IOException("cannot compact run database " + absolute + ": " + firstLine(e), e);
        }
        log.debug("compacted run database {}: {} to {} bytes", absolute, before, Files.size(absolute));
    }
}
