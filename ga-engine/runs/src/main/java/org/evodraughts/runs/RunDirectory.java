package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.evodraughts.ga.genome.Genome;
import org.evodraughts.ga.loop.PopulationSnapshot;
import org.evodraughts.ga.loop.SnapshotStore;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.OwnTree;
import org.evodraughts.files.SetAside;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A run's directory, {@code runs/<runId>/}, as the evolution keeps it: the effective
 * configuration (file, defaults and flags), the log, and the population snapshots of the
 * completed generations its {@link SnapshotRetention} keeps (the last few and every Nth), where
 * {@link RunLayout} puts them. Every file is written atomically, so after a crash the directory holds the previous
 * generations intact (and perhaps a leftover temporary file, which is ignored). Other modules
 * may keep their own files here (the run database). One process at a time uses a run directory;
 * an instance is used by the evolution thread only.
 */
public final class RunDirectory implements SnapshotStore {
    private static final Logger LOG = LoggerFactory.getLogger(RunDirectory.class);

    private final Path path;
    private final RunLayout layout;
    private final EvolutionConfig config;
    private final SnapshotRetention retention;

    private RunDirectory(Path path, EvolutionConfig config) {
        this.path = path;
        this.layout = RunLayout.of(path);
        this.config = config;
        this.retention = SnapshotRetention.of(config.run());
    }

    /**
     * Writes the files of a new run of {@code config} into {@code path}: its id, its configuration
     * and the folder of its snapshots. The directory is {@link OpenRun#start}'s to make, check
     * (it holds no run) and lock first.
     */
    public static RunDirectory create(Path path, EvolutionConfig config) throws IOException {
        RunLayout layout = RunLayout.of(path);
        layout.tree().createDirectories(layout.generations());
        RunIdFile.write(RunId.of(RunIdFile.nameOf(path)), path);
        layout.tree().writeString(layout.config(), ConfigFiles.format(config));
        return new RunDirectory(path, config);
    }

    /**
     * Opens an existing run to continue it, with its saved configuration changed by
     * {@code overrides} (dotted key → value), which is saved back.
     *
     * @throws IOException if {@code path} is not a run directory
     */
    public static Opened open(Path path, Map<String, String> overrides) throws IOException {
        checkIsRun(path);
        RunLayout layout = RunLayout.of(path);
        EvolutionConfig config = ConfigFiles.read(layout.config(), overrides);
        removeLeftovers(path);
        if (!RunIdFile.recorded(path)) {
            RunIdFile.write(RunIdFile.idOf(path), path);
        }
        if (!overrides.isEmpty()) {
            layout.tree().writeString(layout.config(), ConfigFiles.format(config));
        }
        layout.tree().createDirectories(layout.generations());
        return new Opened(new RunDirectory(path, config), config);
    }

    /**
     * Refuses a path that cannot be a run directory: an empty one, which Java reads as the
     * current directory (it would be made private and filled with run files), and one that names
     * something other than a directory.
     *
     * @param what the path's source for the message, e.g. {@code --run-dir}
     * @throws IllegalArgumentException naming {@code what} and the path
     */
    public static void checkUsablePath(Path path, String what) {
        if (path.toString().isBlank()) {
            throw new IllegalArgumentException(what + " is empty; give the run's directory");
        }
        if (Files.exists(path) && !Files.isDirectory(path)) {
            throw new IllegalArgumentException(what + " " + path + " is not a directory");
        }
    }

    /** @throws IOException if {@code path} is not a run directory (with its configuration) */
    public static void checkIsRun(Path path) throws IOException {
        Optional<String> unreadable = RunLocator.unreadable(path);
        if (unreadable.isPresent()) {
            throw new IOException(unreadable.get());
        }
        if (!Files.isRegularFile(RunLayout.of(path).config())) {
            if (Files.isDirectory(path) && RunLayout.of(path).holdsOnlyTheLock()) {
                throw new IOException(path + " holds no run: a run stopped before it began leaves only its lock; start it "
                        + "again with ./evodraughts evolve --run-dir " + path + " and its configuration");
            }
            throw new IOException(Files.isDirectory(path) ? path + " is not a run directory (it has no " + RunLayout.CONFIG_FILE + ")"
                    : "run directory " + path + " does not exist");
        }
    }

    /**
     * Deletes the temporary files a killed process left behind ({@link AtomicFiles#isTemporary}):
     * in the run directory and the folders under it. Call it only while holding the run's lock,
     * so no live writer's file goes.
     *
     * @return how many were deleted
     */
    public static int removeLeftovers(Path path) throws IOException {
        int removed = 0;
        OwnTree tree = RunLayout.of(path).tree();
        try (Stream<Path> files = Files.walk(path, 2)) { // follows no link
            for (Path file : files.filter(f -> AtomicFiles.isTemporary(f) && Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS))
                    .toList()) {
                tree.delete(file);
                removed++;
            }
        }
        if (removed > 0) {
            LOG.info("removed {} temporary files left in {} by an interrupted process", removed, path);
        }
        return removed;
    }

    /** The bytes the regular files in the run directory {@code path} and below it take. */
    public static long diskUse(Path path) throws IOException {
        try (Stream<Path> files = Files.walk(path)) {
            long total = 0;
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                total += Files.size(file);
            }
            return total;
        }
    }

    /** An opened run directory and its configuration. */
    public record Opened(RunDirectory directory, EvolutionConfig config) {}

    public Path path() {
        return path;
    }

    /**
     * The run's id ({@link RunId#of(Path)}): its {@code run-id} file's, which a renamed or copied
     * directory keeps; {@link #create} and {@link #open} write that file.
     */
    public RunId runId() {
        return RunIdFile.idOf(path);
    }

    /** Where its files are. */
    public RunLayout layout() {
        return layout;
    }

    /** Writes the snapshot, then deletes the snapshots the run's {@link SnapshotRetention} no longer keeps. */
    @Override
    public void save(PopulationSnapshot snapshot) throws IOException {
        SnapshotFiles.write(layout.tree(), layout.snapshot(snapshot.generation()), snapshot);
        if (!retention.keepsAll()) {
            for (int generation : generations()) {
                if (!retention.kept(generation, snapshot.generation())) {
                    layout.tree().delete(layout.snapshot(generation));
                }
            }
        }
    }

    /**
     * The latest snapshot that can be read. One that cannot (damaged, or holding another
     * generation) is moved aside ({@link SetAside}, never deleted) with a warning, and the one
     * before it is used: the run computes the generations after it again, the same ones, since
     * its seeds make them so (their champion files are kept, see {@code ChampionRecorder}). With
     * no snapshot left, the latest generation in the run's database is used ({@link #fromDatabase}).
     *
     * @return empty for a run with no snapshot yet
     * @throws IOException if the run has champions but neither a snapshot nor its database gives a
     *                     generation: continuing would start again from generation 0
     */
    @Override
    public Optional<PopulationSnapshot> latest() throws IOException {
        Optional<PopulationSnapshot> latest = latestSnapshot();
        if (latest.isPresent()) {
            return latest;
        }
        int champions = ChampionFile.count(path);
        Optional<PopulationSnapshot> stored = champions > 0 ? fromDatabase() : Optional.empty();
        if (stored.isPresent()) {
            return stored;
        }
        if (champions > 0) {
            throw new IOException("run " + path + " has " + champions + " champion files but no population snapshot in "
                    + layout.generations() + " that can be read, nor a generation in its database, so it cannot continue: "
                    + "it would start again from generation 0 and overwrite its champions");
        }
        return Optional.empty();
    }

    /**
     * The latest snapshot that can be read, those that cannot being moved aside as in
     * {@link #latest()}, but without its fall-back on the database: for {@code runs repair},
     * which holds that database open itself.
     */
    public Optional<PopulationSnapshot> latestSnapshot() throws IOException {
        for (int generation : generations().reversed()) {
            Path file = layout.snapshot(generation);
            try {
                PopulationSnapshot snapshot = SnapshotFiles.read(file);
                if (snapshot.generation() != generation) {
                    throw new IOException("snapshot " + file + " holds generation " + snapshot.generation());
                }
                return Optional.of(snapshot);
            } catch (IOException e) {
                Path aside = SetAside.unreadable(layout.tree(), file);
                LOG.warn("{}; moved it to {} and continuing from the snapshot before it", e.getMessage(), aside.getFileName());
            }
        }
        return Optional.empty();
    }

    /**
     * The latest generation the run's database holds, as a snapshot, written back into
     * {@code generations/}: for a run whose snapshots are all gone. Its genomes and points are all
     * a resume needs (the ranking uses points only); the wins, draws and losses are not stored,
     * and are 0 there. Empty if the database cannot be read or holds no generation.
     */
    private Optional<PopulationSnapshot> fromDatabase() {
        RunId runId = runId();
        StoreOptions options = StoreOptions.defaults().withMongoUri(config.storage().mongoUri());
        try (RunStore store = RunStores.openReadOnly(path, options)) {
            Optional<GenerationRecord> stored = store.latestGeneration(runId);
            if (stored.isEmpty()) {
                return Optional.empty();
            }
            GenerationRecord record = stored.get();
            List<Individual> individuals = new ArrayList<>();
            for (int i = 0; i < record.size(); i++) {
                individuals.add(new Individual(new Genome(record.population().get(i)),
                        new Score(Math.toIntExact(Math.round(record.scores()[i])), 0, 0, 0)));
            }
            // A run with islands stores every island's population, one after another.
            PopulationSnapshot snapshot = new PopulationSnapshot(runId, config.seed(), record.generation(), individuals,
                    config.islands().count());
            save(snapshot);
            LOG.warn("run {}: no population snapshot could be read; rebuilt generation {}'s from the database as {}", runId,
                    record.generation(), layout.snapshot(record.generation()));
            return Optional.of(snapshot);
        } catch (IOException | RuntimeException e) {
            LOG.warn("run {}: no population snapshot could be read, nor the database ({})", runId, e.getMessage());
            return Optional.empty();
        }
    }

    /** The generations with a snapshot, in increasing order. */
    public List<Integer> generations() throws IOException {
        return snapshotGenerations(layout);
    }

    /** The generations with a snapshot in the run {@code layout} lays out, in increasing order. */
    public static List<Integer> snapshotGenerations(RunLayout layout) throws IOException {
        Path dir = layout.generations();
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(RunLayout::snapshotGeneration)
                    .filter(OptionalInt::isPresent)
                    .map(OptionalInt::getAsInt)
                    .sorted()
                    .toList();
        }
    }
}
