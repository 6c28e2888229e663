package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.directory.RunRecordFile;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.StoreOptions;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStoreException;

/**
 * Finds runs for the commands that read them, and opens them as {@link RunView}s.
 *
 * <p><b>What {@code --run R} names.</b> First a run id: the directory {@code <runs dir>/R}
 * (by default {@code runs/R}). Failing that, a path to a run directory, whose name is then the
 * run id. With a MongoDB URI, R may also be just a run id the server knows, with no directory
 * here.
 *
 * <p><b>Where the data comes from.</b> Without a URI, the run directory's embedded database
 * ({@value RunLayout#DATABASE_FILE}). If that database is in use (the run is still
 * going) or absent (the run used a MongoDB server), the champion JSON files in
 * {@code champions/} are read instead, which hold the same figures and networks but no run
 * record and no games. With a URI, that server, and nothing embedded starts. Opening through
 * the run directory replays writes a run left queued in {@code pending-writes/}, except for a
 * {@link #readOnly()} locator, which changes nothing anywhere: not a byte of a run directory (its
 * database is opened read-only, its journal left as it is) and nothing on a server (no indexes).
 *
 * <p>Immutable; each open view is used by one thread.
 */
public final class RunLocator {
    /** Where runs live unless told otherwise. */
    public static final Path DEFAULT_RUNS_DIRECTORY = Path.of("runs");

    private final Path runsDirectory;
    private final StoreOptions options;
    private final boolean readOnly;

    /**
     * @param runsDirectory where run ids are looked up
     * @param options       how stores open; with a MongoDB URI, that server is used
     */
    public RunLocator(Path runsDirectory, StoreOptions options) {
        this(runsDirectory, options, false);
    }

    private RunLocator(Path runsDirectory, StoreOptions options, boolean readOnly) {
        this.runsDirectory = Objects.requireNonNull(runsDirectory, "runsDirectory");
        this.options = Objects.requireNonNull(options, "options");
        this.readOnly = readOnly;
    }

    /**
     * This locator, opening runs strictly to read them ({@link RunStores#openReadOnly}): a
     * journal left in a run's {@code pending-writes/} is not replayed ({@link RunStores#pendingWrites}
     * counts it), and nothing is created or changed in a run directory or on a server.
     */
    public RunLocator readOnly() {
        return new RunLocator(runsDirectory, options, true);
    }

    /** Whether runs are opened strictly to read them ({@link #readOnly()}). */
    public boolean isReadOnly() {
        return readOnly;
    }

    public Path runsDirectory() {
        return runsDirectory;
    }

    /** Whether a MongoDB server is used instead of the runs' embedded databases. */
    public boolean remote() {
        return options.mongoUri().isPresent();
    }

    /** Where runs are looked for, for messages: the server (password hidden) or the runs directory. */
    public String describe() {
        return options.mongoUri().map(uri -> "MongoDB at " + uri.redacted()).orElse("runs directory " + runsDirectory);
    }

    /** Where the run at {@code location} stands, its record being {@code run} ({@link RunState#of}). */
    public RunState state(RunLocation location, Optional<RunRecord> run) throws IOException {
        return RunState.of(location, run, options.mongoUri(), options);
    }

    /**
     * Where a listed run stands: {@link RunState#UNKNOWN} for one that cannot be read at all (a
     * bad {@code run-id} file), whose state cannot be told and which {@code --resume} cannot
     * continue; otherwise {@link #state(RunLocation, Optional)}.
     */
    public RunState state(RunListing listing) throws IOException {
        return listing.problem().isPresent() ? RunState.UNKNOWN : state(listing.location(), listing.run());
    }

    /**
     * The run started last among those {@link #list()} finds that can be read: by its run
     * record's start time, or, for a run read from its champion files (a run still going), by
     * its directory's last change. Empty if there are none.
     */
    public Optional<RunLocation> newest() throws IOException {
        RunLocation newest = null;
        Instant newestStart = Instant.MIN;
        for (RunListing listing : list()) {
            if (listing.problem().isPresent()) {
                continue;
            }
            Instant start = listing.run().map(RunRecord::startedAt).orElse(null);
            if (start == null) {
                start = Files.getLastModifiedTime(listing.location().directory().orElseThrow()).toInstant();
            }
            if (!start.isBefore(newestStart)) {
                newest = listing.location();
                newestStart = start;
            }
        }
        return Optional.ofNullable(newest);
    }

    /**
     * Where {@code run} is (see the class comment).
     *
     * @throws IllegalArgumentException naming the places looked in if there is no such run
     */
    public RunLocation locate(String run) {
        if (run == null || run.isBlank()) {
            throw new IllegalArgumentException("the run is empty; give a run id (a directory of " + runsDirectory + ") or a run directory");
        }
        String text = run.strip();
        if (!text.contains("/") && !text.contains(java.io.File.separator) && !text.startsWith(".")) {
            Path byId = runsDirectory.resolve(text);
            if (Files.isDirectory(byId)) {
                return new RunLocation(RunIdFile.idOf(byId), Optional.of(byId));
            }
        }
        Path byPath = Path.of(text);
        if (Files.isDirectory(byPath)) {
            Path name = byPath.toAbsolutePath().normalize().getFileName();
            if (name == null) {
                throw new IllegalArgumentException("'" + text + "' is not a run directory");
            }
            return new RunLocation(RunIdFile.idOf(byPath), Optional.of(byPath));
        }
        boolean path = text.contains("/") || text.contains(java.io.File.separator);
        if (remote() && !path) {
            return new RunLocation(RunId.of(text), Optional.empty());
        }
        throw new IllegalArgumentException("unknown run '" + text + "': there is no directory "
                + (path ? byPath : runsDirectory.resolve(text) + " or " + byPath)
                + (remote() ? "" : "; for a run kept in a MongoDB server, give --mongo-uri"));
    }

    /**
     * Opens the run {@code run} names.
     *
     * @throws IllegalArgumentException if there is no such run (in the directory or the server)
     * @throws IOException              if its store cannot be opened (e.g. the server is unreachable)
     */
    public RunView open(String run) throws IOException {
        return open(locate(run));
    }

    /** Opens a located run; see {@link #open(String)}. */
    public RunView open(RunLocation location) throws IOException {
        RunView view = openView(location);
        try {
            if (view.run().isEmpty() && view.champions().isEmpty()) {
                if (view instanceof StoreRunView && location.directory().isPresent() && !remote()) {
                    RunView renamed = renamedRun(view, location);
                    if (renamed != null) {
                        return renamed;
                    }
                }
                throw new IllegalArgumentException("unknown run '" + location.runId() + "': " + view.source()
                        + " holds no record and no champions of it");
            }
            return view;
        } catch (RuntimeException e) {
            view.close();
            throw e;
        }
    }

    /**
     * Every run: with a URI, every run the server holds; otherwise every run directory under
     * the runs directory ({@link #isRunDirectory}), by name, each from its files where they answer
     * ({@link #listingFromFiles}), else from its database, which takes seconds to open for a long
     * run. A run that cannot be read is listed with its problem.
     *
     * @throws IOException if the server cannot be reached or the runs directory cannot be read
     */
    public List<RunListing> list() throws IOException {
        List<RunListing> listings = new ArrayList<>();
        if (remote()) {
            try (RunStore store = connect()) {
                String source = describe();
                for (RunRecord run : store.runs()) {
                    Path directory = runsDirectory.resolve(run.runId().value());
                    RunLocation location = new RunLocation(run.runId(),
                            Files.isDirectory(directory) ? Optional.of(directory) : Optional.empty());
                    listings.add(new RunListing(location, Optional.of(run), store.championSummaries(run.runId()), source,
                            Optional.empty()));
                }
            } catch (StorageException e) {
                throw new IOException(e.getMessage(), e);
            }
            return listings;
        }
        for (RunLocation location : runDirectories()) {
            Optional<String> badId = RunIdFile.problem(location.directory().orElseThrow());
            listings.add(badId.isPresent() ? new RunListing(location, Optional.empty(), List.of(),
                    location.directory().orElseThrow().toString(), badId) : quickListing(location));
        }
        return listings;
    }

    /** The run's listing from its files, or from its database where they cannot answer or fail to. */
    private RunListing quickListing(RunLocation location) {
        try {
            Optional<RunListing> fromFiles = listingFromFiles(location);
            if (fromFiles.isPresent()) {
                return fromFiles.get();
            }
        } catch (IOException | RuntimeException e) {
            // The database answers, or says what is wrong.
        }
        return listing(location);
    }

    /**
     * The run directories under the runs directory ({@link #isRunDirectory}), by name; the runs {@link #list()}
     * lists when there is no URI.
     *
     * @throws IOException if the runs directory cannot be read
     */
    public List<RunLocation> runDirectories() throws IOException {
        if (!Files.isDirectory(runsDirectory)) {
            return List.of();
        }
        List<Path> directories = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(runsDirectory, Files::isDirectory)) {
            stream.forEach(directories::add);
        }
        directories.sort(Comparator.comparing(p -> p.getFileName().toString()));
        List<RunLocation> locations = new ArrayList<>();
        for (Path directory : directories) {
            if (isRunDirectory(directory)) {
                // A bad run-id file marks its own row (RunId.problem), under the directory's name; it never hides the others.
                try {
                    locations.add(new RunLocation(RunIdFile.listedIdOf(directory), Optional.of(directory)));
                } catch (IllegalArgumentException e) {
                    // A directory whose name cannot be a run id, and with no run-id file to give one: not a run's.
                }
            }
        }
        return locations;
    }

    /**
     * The directories under the runs directory that cannot be read ({@link #unreadable}, another
     * user's private runs, say), by name, each with why: {@link #runDirectories} cannot tell whether
     * they are runs, and leaves them out.
     *
     * @throws IOException if the runs directory cannot be read
     */
    public List<String> unreadableDirectories() throws IOException {
        if (remote() || !Files.isDirectory(runsDirectory)) {
            return List.of();
        }
        List<String> unreadable = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(runsDirectory, Files::isDirectory)) {
            stream.forEach(directory -> unreadable(directory).ifPresent(unreadable::add));
        }
        unreadable.sort(null);
        return unreadable;
    }

    /** One run directory's line of {@link #list()}: what could be read of it, or why nothing could. */
    public RunListing listing(RunLocation location) {
        Path directory = location.directory().orElseThrow(() -> new IllegalArgumentException(
                "run " + location.runId() + " has no directory"));
        try (RunView view = openView(location)) {
            return new RunListing(location, view.run(), view.champions(), view.source(), Optional.empty());
        } catch (IOException | RuntimeException e) {
            return new RunListing(location, Optional.empty(), List.of(), directory.toString(), Optional.of(e.getMessage()));
        }
    }

    /**
     * One run directory's line of {@link #list()} from its files alone, without opening its
     * database, which takes seconds for a long run: the run record from its copy {@code run.json}
     * ({@link RunRecordFile}), the champions' figures from the metadata of the files in
     * {@code champions/} ({@link ChampionFile#readSummaries}), which hold those the database
     * holds. Empty where the files cannot answer, and the database must: no {@code run.json} (a
     * run from before it) or one that names another run or cannot be read;
     * one still saying {@code running} while no process holds the run (it was killed, or ended
     * between saving its record and the copy); saves waiting in {@code pending-writes/}; a
     * {@linkplain #remote() MongoDB server} in use.
     *
     * @throws IOException if the run's lock cannot be read
     */
    public Optional<RunListing> listingFromFiles(RunLocation location) throws IOException {
        if (remote() || location.directory().isEmpty()) {
            return Optional.empty();
        }
        Path directory = location.directory().get();
        Optional<RunRecord> run = RunRecordFile.read(directory).filter(r -> r.runId().equals(location.runId()));
        if (run.isEmpty() || run.get().status() == RunStatus.RUNNING && !RunLock.isHeld(directory)
                || RunStores.pendingWrites(directory) > 0) {
            return Optional.empty();
        }
        List<String> unreadable = new ArrayList<>();
        List<ChampionSummary> champions = ChampionFile.readSummaries(directory, unreadable);
        return Optional.of(new RunListing(location, run, champions, "champion files in "
                + RunLayout.of(directory).champions() + " and the run record's copy " + RunLayout.of(directory).runRecord()
                + " (a list does not open the database)", Optional.empty(),
                unreadable.stream().map(p -> p + "; " + repairHint(directory)).toList()));
    }

    /** The command that mends a damaged run directory, as problems name it. */
    public static String repairHint(Path directory) {
        return "./evodraughts runs repair " + directory + " mends the run from what it holds";
    }

    private RunView openView(RunLocation location) throws IOException {
        Optional<Path> directory = location.directory();
        if (remote()) {
            String source = describe();
            RunStore store = directory.isPresent() ? openStore(directory.get()) : connect();
            return new StoreRunView(location, store, source);
        }
        Path runDirectory = directory.orElseThrow();
        Optional<String> unreadable = unreadable(runDirectory);
        if (unreadable.isPresent()) {
            throw new IOException(unreadable.get());
        }
        Path database = RunLayout.of(runDirectory).database();
        if (Files.isRegularFile(database)) {
            try {
                RunView view = new StoreRunView(location, openStore(runDirectory), "embedded MongoDB in " + database);
                int files = ChampionFile.count(runDirectory), stored = view.champions().size();
                if (stored < files) {
                    // The files are the copy that is always complete: the database was truncated or replaced.
                    view.close();
                    String reason = "its database " + database + " holds only " + stored + " of the "
                            + files + " champions in its files (truncated or replaced?); ./evodraughts runs repair "
                            + runDirectory + " rebuilds it";
                    return FileRunView.read(location, reason, List.of(reason));
                }
                return view;
            } catch (IOException e) {
                if (isLocked(e)) {
                    return FileRunView.read(location, "its database " + database + " is in use, probably by the run itself");
                }
                if (readOnly && Files.isDirectory(RunLayout.of(runDirectory).champions())) {
                    // What can be read is shown, the damage named, where the whole run was an error.
                    String why = String.valueOf(e.getMessage());
                    return FileRunView.read(location, "its database cannot be opened", List.of(why.contains("runs repair") ? why
                            : why + "; ./evodraughts runs repair " + runDirectory + " moves it aside and rebuilds it"));
                }
                throw e;
            }
        }
        Optional<String> notAFile = EmbeddedMongo.notARegularFile(database);
        if (notAFile.isPresent()) {
            // A FIFO or device where the database belongs: said so, never read as "kept in a MongoDB server".
            if (readOnly && Files.isDirectory(RunLayout.of(runDirectory).champions())) {
                return FileRunView.read(location, "its database cannot be opened", List.of(notAFile.get()));
            }
            throw new IOException(notAFile.get());
        }
        if (Files.isDirectory(RunLayout.of(runDirectory).champions())) {
            if (ChampionFile.count(runDirectory) == 0) {
                // Killed in its first seconds: neither a database nor a champion yet.
                return FileRunView.read(location, "no record yet: the run stopped before its first champion was saved");
            }
            return FileRunView.read(location, "no embedded database here: the run kept its records in a MongoDB server;"
                    + " give --mongo-uri to read them");
        }
        throw new IllegalArgumentException(runDirectory + " is not a run directory: it has neither "
                + RunLayout.DATABASE_FILE + " nor " + RunLayout.CHAMPIONS_DIRECTORY + "/");
    }

    private RunStore openStore(Path runDirectory) throws IOException {
        return readOnly ? RunStores.openReadOnly(runDirectory, options) : RunStores.open(runDirectory, options);
    }

    private RunStore connect() throws IOException {
        MongoUri uri = options.mongoUri().orElseThrow();
        return readOnly ? MongoRunStore.connectReadOnly(uri, options) : MongoRunStore.connect(uri, options);
    }

    /** A directory renamed after its run: its database holds exactly one run, under another id. */
    private RunView renamedRun(RunView view, RunLocation location) {
        StoreRunView storeView = (StoreRunView) view;
        List<RunRecord> runs = storeView.store().runs();
        if (runs.size() != 1) {
            return null;
        }
        return new StoreRunView(new RunLocation(runs.getFirst().runId(), location.directory()), storeView.store(), view.source());
    }

    /**
     * Whether {@code directory} is a run's: its embedded database, or {@code champions/} beside a
     * file only a run has ({@code config.yaml}, {@code run-id}, {@code run.json}). A
     * {@code champions/} alone is not enough: a source checkout has one (a module), and
     * {@code --runs-dir PARENT} listed it as an interrupted run.
     */
    public static boolean isRunDirectory(Path directory) {
        RunLayout layout = RunLayout.of(directory);
        return Files.isRegularFile(layout.database())
                || Files.isDirectory(layout.champions()) && (Files.isRegularFile(layout.config())
                || Files.isRegularFile(directory.resolve(RunLayout.RUN_ID_FILE)) || Files.isRegularFile(layout.runRecord()));
    }

    /**
     * Why {@code directory} cannot be read, where a permission forbids it (another user's run,
     * private to them): "run directory D cannot be read: permission denied (it belongs to U, mode
     * rwx------)". Empty where it can be read or is no directory. Such a run was said to be "not a
     * run directory", its files being invisible.
     */
    public static Optional<String> unreadable(Path directory) {
        if (!Files.isDirectory(directory) || Files.isReadable(directory) && Files.isExecutable(directory)) {
            return Optional.empty();
        }
        String whose;
        try {
            whose = " (it belongs to " + Files.getOwner(directory).getName() + ", mode "
                    + PosixFilePermissions.toString(Files.getPosixFilePermissions(directory)) + ")";
        } catch (IOException | UnsupportedOperationException e) {
            whose = "";
        }
        return Optional.of("run directory " + directory + " cannot be read: permission denied" + whose);
    }

    /** The embedded database file is locked by another process (or store) that has it open. */
    private static boolean isLocked(IOException e) {
        return e.getCause() instanceof MVStoreException cause && cause.getErrorCode() == DataUtils.ERROR_FILE_LOCKED;
    }
}
