package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.loop.StartingNetworks;
import org.evodraughts.run.RunId;
import org.evodraughts.storage.layout.RunLayout;

/**
 * A run opened for this process to evolve: its directory, its configuration and this process's
 * hold on it ({@link RunHold}). The one place that makes a new run ({@link #start}) or opens one
 * to continue ({@link #resume}), with every check and step in its order, and the clean-up when
 * one fails; a front end asks for a run and gets one, or one error line. Closing releases the
 * hold.
 *
 * <pre>{@code
 * try (OpenRun run = OpenRun.start(config, null)) {        // a new run under run.directory
 *     run.warning().ifPresent(err::println);
 *     evolve(run.directory(), run.config());
 * }
 * }</pre>
 * Used from one thread ({@link #whenLost} aside).
 */
public final class OpenRun implements AutoCloseable {
    private final RunDirectory directory;
    private final EvolutionConfig config;
    private final RunHold hold;

    private OpenRun(RunDirectory directory, EvolutionConfig config, RunHold hold) {
        this.directory = directory;
        this.config = config;
        this.hold = hold;
    }

    /**
     * Makes a new run of {@code config} in {@code runDirectory}, or, where that is null, in a new
     * directory under {@code run.directory} named by {@link RunId#newId}. In order: the
     * directory's name is checked as a new run's id ({@link RunId#ofNew}); the network files to start from are read
     * and pinned by their SHA-256 ({@link StartingNetworks#pinned}); the directory must hold no
     * run and be new or empty (a run stopped before it began leaves only its lock, and may start
     * again there); one this makes is made private, one it finds keeps the mode its user gave it;
     * it is locked and, with a shared database, leased under an id no other run there holds; then
     * the run's files are written ({@link RunDirectory#create}). A run that fails before it exists
     * (its database cannot be reached, say) leaves no half-made directory, and a directory it found
     * as it was.
     *
     * @throws IllegalArgumentException saying what is wrong (the name, the starting networks, a
     *                                  directory that is not empty, an id the database holds)
     * @throws IOException              if the directory holds a run, is held, or cannot be written
     */
    public static OpenRun start(EvolutionConfig config, Path runDirectory) throws IOException {
        Path path = runDirectory != null ? runDirectory
                : unused(Path.of(config.run().directory()), RunId.newId(config.seed(), LocalDateTime.now()));
        Path name = path.toAbsolutePath().normalize().getFileName();
        RunId id = RunId.ofNew(name == null ? "" : name.toString());
        EvolutionConfig pinned = StartingNetworks.pinned(config);
        boolean made = claim(path);
        RunHold hold = null;
        try {
            hold = RunHold.lockNew(path, id, pinned);
            return new OpenRun(RunDirectory.create(path, pinned), pinned, hold);
        } catch (IOException | RuntimeException e) {
            undo(path, made, hold, e);
            throw e;
        }
    }

    /**
     * Opens the run in {@code runDirectory} to continue it from its last saved generation, with
     * its own configuration changed by {@code overrides} (dotted key → value, checked by the
     * caller, whose {@code labels} name where each came from). The lock comes first, so a second
     * process is refused before it changes anything; then the configuration is read, the lease
     * taken, and the directory opened ({@link RunDirectory#open}, which saves the overrides).
     *
     * @throws IOException              if it is not a run directory, or is held
     * @throws IllegalArgumentException if an override, or the run's configuration, is wrong
     */
    public static OpenRun resume(Path runDirectory, Map<String, String> overrides, Map<String, String> labels)
            throws IOException {
        RunDirectory.checkIsRun(runDirectory);
        RunHold hold = RunHold.lock(runDirectory);
        try {
            hold.lease(ConfigFiles.read(RunLayout.of(runDirectory).config(), overrides, labels));
            RunDirectory.Opened opened = RunDirectory.open(runDirectory, overrides);
            return new OpenRun(opened.directory(), opened.config(), hold);
        } catch (IOException | RuntimeException e) {
            hold.releaseAfter(e);
            throw e;
        }
    }

    /** The run's directory, where the evolution keeps its snapshots. */
    public RunDirectory directory() {
        return directory;
    }

    /** The run's configuration: a new run's with its starting networks pinned; a resumed run's with its overrides. */
    public EvolutionConfig config() {
        return config;
    }

    /** The line to show as the run starts if users other than its owner may write to its directory ({@link RunHold#warning()}). */
    public Optional<String> warning() {
        return hold.warning();
    }

    /** Calls {@code action} with the reason if the run's lease in a shared database is lost ({@link RunHold#whenLost}). */
    public void whenLost(Consumer<String> action) {
        hold.whenLost(action);
    }

    /** Releases the run's lease, then its lock. */
    @Override
    public void close() throws IOException {
        hold.close();
    }

    /** A directory under {@code parent} named {@code id}, with {@code -2}, {@code -3}, … added while the name is taken. */
    private static Path unused(Path parent, RunId id) {
        Path path = parent.resolve(id.value());
        for (int n = 2; Files.exists(path); n++) {
            path = parent.resolve(id.value() + "-" + n);
        }
        return path;
    }

    /**
     * Readies the directory of a new run before it is locked: refuses one that holds a run or
     * anything but a lock, and makes a missing one (and its parents), private to its owner, so no
     * other user of a shared machine reads or changes a run's files, its embedded database
     * included. The mode of a directory the user gives is theirs to choose.
     *
     * @return whether it made the directory
     */
    private static boolean claim(Path path) throws IOException {
        RunLayout layout = RunLayout.of(path);
        if (Files.exists(layout.config())) {
            throw new IOException("run directory " + path + " already holds a run; continue it with --resume " + path);
        }
        if (Files.isDirectory(path)) {
            if (!layout.holdsOnlyTheLock()) {
                throw new IllegalArgumentException("run directory " + path + " is not empty; choose a new or empty "
                        + "directory for a new run");
            }
            return false;
        }
        Files.createDirectories(path);
        if (Files.getFileStore(path).supportsFileAttributeView(PosixFileAttributeView.class)) {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwx------"));
        }
        return true;
    }

    /**
     * After a start failed: where the run does not exist yet (no configuration written), removes
     * its lock and, if {@code made}, the directory, leaving an empty directory it was given empty,
     * to be used again. A failure of the clean-up is added to {@code failure}, which is what the
     * user needs to read.
     */
    private static void undo(Path path, boolean made, RunHold hold, Exception failure) {
        try {
            if (hold != null) {
                hold.close();
            }
            RunLayout layout = RunLayout.of(path);
            if (Files.notExists(layout.config(), LinkOption.NOFOLLOW_LINKS)) {
                layout.tree().delete(layout.lock());
                if (made) {
                    Files.deleteIfExists(path);
                }
            }
        } catch (IOException cleanup) {
            failure.addSuppressed(cleanup);
        }
    }
}
