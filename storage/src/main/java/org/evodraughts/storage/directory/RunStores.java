package org.evodraughts.storage.directory;

import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.journal.WriteJournal;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.mongo.MongoRunStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens the store of a run directory. This is the entry point the rest of the program uses.
 *
 * <p>Without a MongoDB URI the store is an {@code EmbeddedMongo} on
 * {@link RunLayout#database()}, started on a free port of 127.0.0.1
 * and stopped on close; opening a finished run's directory later reads its data. With a URI the
 * store uses that server and starts nothing. Either way the store is a
 * {@link ResilientRunStore} whose journal is {@link RunLayout#journal()},
 * so writes survive database outages, and a journal left by an earlier process is replayed.
 */
public final class RunStores {
    private RunStores() {
    }

    /**
     * Opens the store for the run directory {@code runDirectory}, which must exist. Throws an
     * IOException with a one-line message if the directory is missing, the embedded database
     * file is in use or unreadable, or the MongoDB server cannot be reached within the options'
     * server selection timeout.
     */
    public static ResilientRunStore open(Path runDirectory, StoreOptions options) throws IOException {
        if (!Files.isDirectory(runDirectory)) {
            throw new IOException("run directory " + runDirectory + " does not exist");
        }
        RunLayout layout = RunLayout.of(runDirectory);
        MongoRunStore mongo = options.mongoUri().isPresent()
                ? MongoRunStore.connect(options.mongoUri().get(), options)
                : MongoRunStore.embedded(layout.database(), options);
        try {
            return ResilientRunStore.open(mongo, layout.journal(), options.retry());
        } catch (IOException | RuntimeException e) {
            mongo.close();
            throw e;
        }
    }

    /**
     * Opens the store of the run directory {@code runDirectory} only to read it: the embedded
     * database strictly read-only ({@link MongoRunStore#embeddedReadOnly}, so no byte of the
     * directory changes), or the server of the options' URI without creating anything there.
     * A journal left in {@link RunLayout#journal()} is not replayed; {@link #pendingWrites} counts it.
     * Fails as {@link #open} does, and if the embedded database file is absent.
     */
    public static RunStore openReadOnly(Path runDirectory, StoreOptions options) throws IOException {
        if (!Files.isDirectory(runDirectory)) {
            throw new IOException("run directory " + runDirectory + " does not exist");
        }
        return options.mongoUri().isPresent()
                ? MongoRunStore.connectReadOnly(options.mongoUri().get(), options)
                : MongoRunStore.embeddedReadOnly(RunLayout.of(runDirectory).database(), options);
    }

    /**
     * How many saves wait in the run directory's journal ({@link RunLayout#journal()}) for the
     * database: a run that ended while its database was unreachable left them. Reads only the
     * directory's listing. The next {@link #open} delivers them ({@code runs repair}, a resumed run).
     */
    public static int pendingWrites(Path runDirectory) throws IOException {
        return WriteJournal.count(RunLayout.of(runDirectory).journal());
    }
}
