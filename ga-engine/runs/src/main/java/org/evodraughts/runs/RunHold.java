package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import org.evodraughts.files.OwnTree;
import org.evodraughts.files.Printable;
import org.evodraughts.files.ShellWords;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.mongo.RunLease;

/**
 * One process's hold on a run, so that one process at a time writes it: the run directory's
 * lock ({@link RunLock}), taken first, before anything of the run is read or changed, and, where
 * the run keeps its records in a shared database ({@code storage.mongoUri}), its lease there,
 * which keeps other machines out too ({@link #lease}). With the embedded database the lock alone
 * guards the run. Closing releases the lease, then the lock.
 *
 * <p>Taking the hold also checks, before anything is written, that nothing the commands write in
 * the run ({@link RunLayout#written()}, and what those directories hold) is a symbolic link or
 * another user's: in a run directory other users may write to, one of them could have put a link
 * to another directory in the place of {@code champions/} between two commands. Every write checks
 * again as it is made ({@link RunLayout#tree()}); this check makes the refusal come first, in one
 * line. A run directory that other users may write to gets a warning ({@link #warning()}).
 *
 * <pre>{@code
 * try (RunHold hold = RunHold.lock(runDirectory)) {
 *     EvolutionConfig config = ...;           // read under the lock
 *     hold.lease(config);
 *     hold.whenLost(reason -> evolution.stop());
 *     ...
 * }
 * }</pre>
 * Used by the thread that took it; {@link #whenLost} runs its action on the lease's thread.
 */
public final class RunHold implements AutoCloseable {
    private final Path directory;
    private final RunLock lock;
    private final Optional<String> warning;
    /** The lease in the shared database, once taken; null with the embedded database. */
    private RunLease lease;

    private RunHold(Path directory, RunLock lock, Optional<String> warning) {
        this.directory = directory;
        this.lock = lock;
        this.warning = warning;
    }

    /**
     * Locks the run in {@code runDirectory} (which must exist) for this process, and checks its
     * files (see the class comment).
     *
     * @throws IOException naming the directory and the holder if another process holds it; or
     *                     naming a link, or a file or directory another user owns, in the run, or
     *                     the run directory if it is another user's
     */
    public static RunHold lock(Path runDirectory) throws IOException {
        OwnTree tree = RunLayout.of(runDirectory).tree();
        Optional<String> owner = tree.otherOwner();
        if (owner.isPresent()) {
            throw new IOException("run directory " + Printable.of(runDirectory.toString()) + " belongs to " + owner.get()
                    + ", another user, who can change anything in it; copy the run into a directory of your own "
                    + "(cp -a) and use that");
        }
        RunLock lock = RunLock.acquire(runDirectory);
        try {
            checkOwnFiles(RunLayout.of(runDirectory));
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
        Optional<String> warning = tree.writableByOthers().map(mode -> "warning: users other than its owner may write to "
                + "run directory " + Printable.of(runDirectory.toString()) + " (mode " + mode + "), and so put links in the "
                + "place of its files between two commands (each is refused); make it private with chmod go-w "
                + ShellWords.quote(runDirectory.toString()));
        return new RunHold(runDirectory, lock, warning);
    }

    /** Refuses a link, or anything another user owns, among what the commands write in the run. */
    private static void checkOwnFiles(RunLayout layout) throws IOException {
        OwnTree tree = layout.tree();
        for (Path entry : layout.written()) {
            tree.check(entry);
            if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                try (DirectoryStream<Path> inside = Files.newDirectoryStream(entry)) {
                    for (Path file : inside) {
                        tree.check(file);
                    }
                }
            }
        }
    }

    /**
     * The line to show as the command starts if users other than the run's may write to its
     * directory (and so replace its files between two commands), with how to make it private.
     */
    public Optional<String> warning() {
        return warning;
    }

    /**
     * Takes the run's lease in the shared database {@code config} names, if any, under the
     * run's id ({@link RunId#of(Path)}): nothing with the embedded database.
     *
     * @throws IllegalArgumentException if the run keeps its database's URI with the password
     *                                  hidden, which must be given again
     * @throws IOException              naming the holder if another process holds the lease, or
     *                                  the server if it cannot be reached
     */
    public void lease(EvolutionConfig config) throws IOException {
        lease(config, RunIdFile.idOf(directory));
    }

    private void lease(EvolutionConfig config, RunId id) throws IOException {
        if (lease != null) {
            throw new IllegalStateException("the lease of " + directory + " is already held");
        }
        if (config.storage().mongoUri().isBlank()) {
            return;
        }
        if (config.storage().hidesPassword()) {
            throw new IllegalArgumentException("the run's MongoDB URI " + config.storage().mongoUri() + " is kept with its "
                    + "password hidden; give the URI again with --mongo-uri, --mongo-uri-file FILE or EVODRAUGHTS_MONGO_URI");
        }
        lease = RunLease.acquire(new MongoUri(config.storage().mongoUri()), StoreOptions.defaults(),
                id, RunLease.DEFAULT_TTL);
    }

    /**
     * Locks the directory of the new run {@code id} of {@code config} ({@link #lock}) and takes its lease
     * ({@link #lease}), refusing with it an id the shared database already holds
     * ({@link SharedRunIds}), whose records the new run would overwrite. Released again if the
     * lease cannot be had.
     *
     * @throws IllegalArgumentException naming the existing run and how to go on
     */
    public static RunHold lockNew(Path runDirectory, RunId id, EvolutionConfig config) throws IOException {
        RunHold hold = lock(runDirectory);
        try {
            hold.lease(config, id);
            if (hold.lease != null) {
                SharedRunIds.checkUnused(new MongoUri(config.storage().mongoUri()), id);
            }
            return hold;
        } catch (IOException | RuntimeException e) {
            hold.releaseAfter(e);
            throw e;
        }
    }

    /** Releases the hold after {@code failure}, which a failure to release is added to: the failure is what to read. */
    void releaseAfter(Exception failure) {
        try {
            close();
        } catch (IOException release) {
            failure.addSuppressed(release);
        }
    }

    /**
     * Calls {@code action} with the reason if the lease is lost (its database unreachable for
     * longer than the lease lasts, or the lease taken by another process); never with the
     * embedded database, where the lock cannot be lost.
     */
    public void whenLost(Consumer<String> action) {
        if (lease != null) {
            lease.whenLost(action);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            if (lease != null) {
                lease.close();
            }
        } finally {
            lock.close();
        }
    }
}
