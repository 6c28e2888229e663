package org.evodraughts.storage.layout;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.files.OwnTree;

/**
 * Every path in a run directory, {@code runs/<runId>/}; every other class asks this one:
 * <pre>
 *   config.yaml                         the effective configuration
 *   run.json                            a copy of the run record (start, end, status) for quick listing
 *   evolve.log                          the log
 *   progress.jsonl                      one JSON line of figures per completed generation
 *   work-trace.jsonl                    with evolve --work-trace: each generation's task times
 *   run.lock                            held while a process uses the run
 *   generations/generation-000042.json  one population snapshot per completed generation
 *   champions/gen-0042.json             one champion file per generation
 *   charts/                             the progress charts
 *   ladder/                             the ladder command's table and chart (by default)
 *   best.json                           where the run's closing lines suggest exporting its best champion
 *   mongo.mv                            the embedded database
 *   pending-writes/                     the journal of writes the database has not yet taken
 * </pre>
 * It lives in the lowest module that writes into a run directory (storage), so the champions
 * module and the application (the run on disk, the command line, the web) all use it; the engine
 * writes no file. It only names paths; it reads and writes nothing. Every writer writes through
 * {@link #tree()}, which follows no link in the run and changes nothing another user owns.
 * Immutable.
 *
 * @param directory the run directory
 */
public record RunLayout(Path directory) {
    public static final String CONFIG_FILE = "config.yaml";
    public static final String RUN_ID_FILE = "run-id";
    public static final String RUN_RECORD_FILE = "run.json";
    public static final String LOG_FILE = "evolve.log";
    public static final String PROGRESS_FILE = "progress.jsonl";
    public static final String WORK_TRACE_FILE = "work-trace.jsonl";
    public static final String LOCK_FILE = "run.lock";
    public static final String DATABASE_FILE = "mongo.mv";
    public static final String JOURNAL_DIRECTORY = "pending-writes";
    public static final String GENERATIONS_DIRECTORY = "generations";
    public static final String CHAMPIONS_DIRECTORY = "champions";
    public static final String CHARTS_DIRECTORY = "charts";
    public static final String LADDER_DIRECTORY = "ladder";
    public static final String BEST_EXPORT_FILE = "best.json";

    private static final Pattern SNAPSHOT = Pattern.compile("generation-(\\d+)\\.json");
    private static final Pattern CHAMPION = Pattern.compile("gen-(\\d{4,9})\\.json");

    public RunLayout {
        Objects.requireNonNull(directory, "directory");
    }

    /** The layout of {@code directory}. */
    public static RunLayout of(Path directory) {
        return new RunLayout(directory);
    }

    public Path config() {
        return directory.resolve(CONFIG_FILE);
    }

    /** The run's id, one line, written when the run starts (the runs module's {@code RunId} reads and writes it). */
    public Path runId() {
        return directory.resolve(RUN_ID_FILE);
    }

    /**
     * A copy of the run's record as the database has it (configuration, seed, start, end,
     * status), written after each save of the record (the storage's {@code RunRecordFile}), so
     * a list of runs need not open their databases.
     */
    public Path runRecord() {
        return directory.resolve(RUN_RECORD_FILE);
    }

    public Path log() {
        return directory.resolve(LOG_FILE);
    }

    /** The generations' figures for other tools, one JSON line each (written by the runs module's {@code ProgressFile}). */
    public Path progress() {
        return directory.resolve(PROGRESS_FILE);
    }

    /** Each generation's task times, one JSON line each (written by the runs module's {@code WorkTraceListener}). */
    public Path workTrace() {
        return directory.resolve(WORK_TRACE_FILE);
    }

    public Path lock() {
        return directory.resolve(LOCK_FILE);
    }

    /**
     * Whether the directory holds nothing but, at most, its lock file: a run killed before it
     * wrote its configuration leaves just that, and may be started again there.
     */
    public boolean holdsOnlyTheLock() throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory)) {
            for (Path entry : entries) {
                if (!entry.getFileName().toString().equals(LOCK_FILE)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The embedded database's file. */
    public Path database() {
        return directory.resolve(DATABASE_FILE);
    }

    /** The directory of the journal of writes waiting for the database. */
    public Path journal() {
        return directory.resolve(JOURNAL_DIRECTORY);
    }

    /** The directory of the population snapshots. */
    public Path generations() {
        return directory.resolve(GENERATIONS_DIRECTORY);
    }

    /** The snapshot of {@code generation}: {@code generations/generation-000042.json}. */
    public Path snapshot(int generation) {
        return generations().resolve(String.format(Locale.ROOT, "generation-%06d.json", generation));
    }

    /** The directory of the champion files. */
    public Path champions() {
        return directory.resolve(CHAMPIONS_DIRECTORY);
    }

    /** The champion file of {@code generation}: {@code champions/gen-0042.json}. */
    public Path champion(int generation) {
        return champions().resolve(String.format(Locale.ROOT, "gen-%04d.json", generation));
    }

    /** The directory of the progress charts. */
    public Path charts() {
        return directory.resolve(CHARTS_DIRECTORY);
    }

    /** The ladder command's default output directory. */
    public Path ladder() {
        return directory.resolve(LADDER_DIRECTORY);
    }

    /**
     * Where the run's closing lines suggest {@code champions export} write the best champion:
     * inside the run, not in the directory the user happens to be in (the repository's root,
     * where {@code git status} would show it). Nothing writes it unasked.
     */
    public Path bestExport() {
        return directory.resolve(BEST_EXPORT_FILE);
    }

    /**
     * The run directory as a tree its user writes as their own ({@link OwnTree}): every file a
     * command writes, moves or deletes in a run goes through it, so that no link in the run is
     * followed, however it was put there.
     */
    public OwnTree tree() {
        return OwnTree.of(directory);
    }

    /**
     * Every entry of the run directory a command writes, moves or deletes, for the check before
     * it does ({@code RunHold}): the files and the directories, whose own entries are checked too.
     */
    public List<Path> written() {
        return List.of(config(), runId(), runRecord(), log(), progress(), workTrace(), lock(), database(), journal(),
                generations(), champions(), charts(), ladder(), bestExport());
    }

    /** The generation a snapshot file's name gives, if it is one ({@link #snapshot}). */
    public static OptionalInt snapshotGeneration(Path file) {
        return generation(SNAPSHOT, file);
    }

    /** The generation a champion file's name gives, if it is one ({@link #champion}). */
    public static OptionalInt championGeneration(Path file) {
        return generation(CHAMPION, file);
    }

    private static OptionalInt generation(Pattern pattern, Path file) {
        Path name = file.getFileName();
        Matcher matcher = pattern.matcher(name == null ? "" : name.toString());
        return matcher.matches() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }
}
