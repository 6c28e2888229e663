package org.evodraughts.runs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import org.evodraughts.files.Printable;
import org.evodraughts.files.TextFiles;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.StoredRecord;

/**
 * A run's id, the one type that both checks a run id and resolves the id of the run in a
 * directory; every front end ({@code evolve}, {@code runs list}, {@code runs repair},
 * {@code runs prune}, {@code serve}) goes through it.
 *
 * <p><b>Checking.</b> Any id is checked by the rule every stored record keeps
 * ({@code StoredRecord.checkRunId}: not blank, at most 256 characters, no control character, a
 * plain name that is no path). The id of a <em>new</em> run, and so the name of its directory,
 * which the web's URLs use, follows the stricter {@link #NEW}: runs from before that rule keep
 * the ids they have.
 *
 * <p><b>Resolving.</b> A run keeps its id in its directory's {@code run-id} file from its start,
 * so a directory renamed or copied keeps it, and its records (in its embedded database, or a
 * shared one) are still its own. A run from before that file has the id its latest population
 * snapshot names (its directory may have been renamed since), else its directory's name
 * ({@link #of(Path)}); {@code evolve --resume} then writes it into the file.
 *
 * <pre>{@code
 * RunId id = RunId.of(Path.of("runs/r1"));   // from runs/r1/run-id, a snapshot, or the name
 * store.run(id.value());
 * }</pre>
 *
 * @param value the id as stored and shown
 */
public record RunId(String value) {

    /**
     * The one rule for the id of a new run, and so for the name of its directory: letters,
     * digits, '.', '_' and '-', starting with a letter or a digit, no "..", at most 128
     * characters. So no id hides a file ({@code .hidden}), reads as an option ({@code -rf}),
     * breaks a line or turns a line round (U+202E).
     */
    public static final Pattern NEW = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}");

    /** @throws IllegalArgumentException saying why if {@code value} cannot be a run's id */
    public RunId {
        StoredRecord.checkRunId(value);
    }

    /** The id {@code text} names, checked. */
    public static RunId of(String text) {
        return new RunId(text);
    }

    /**
     * The id of the run in {@code runDirectory}: its {@code run-id} file's; for a run from before
     * that file, the one its latest readable snapshot names, else the directory's name.
     *
     * @throws IllegalArgumentException naming the file if it does not hold a plain run id, or
     *                                  saying why the directory's name cannot be one
     * @throws UncheckedIOException     naming the file if it cannot be read
     */
    public static RunId of(Path runDirectory) {
        Path file = RunLayout.of(runDirectory).runId();
        if (Files.exists(file)) {
            return read(file);
        }
        return fromLatestSnapshot(runDirectory).orElseGet(() -> new RunId(nameOf(runDirectory)));
    }

    /**
     * The id a list shows for the run directory {@code runDirectory}: {@link #of(Path)}, or, where
     * its {@code run-id} file cannot give one ({@link #problem}), the directory's name, under
     * which the list marks the run as damaged rather than hiding the others.
     *
     * @throws IllegalArgumentException if the directory's name cannot be a run id either
     */
    public static RunId listed(Path runDirectory) {
        return problem(runDirectory).isPresent() ? new RunId(nameOf(runDirectory)) : of(runDirectory);
    }

    /**
     * Why the directory's {@code run-id} file cannot give its id (one of {@code ../../etc}, say,
     * or unreadable), with the repair; empty where it can, or where there is no such file.
     */
    public static Optional<String> problem(Path runDirectory) {
        Path file = RunLayout.of(runDirectory).runId();
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            read(file);
            return Optional.empty();
        } catch (IllegalArgumentException | UncheckedIOException e) {
            String why = e instanceof UncheckedIOException u ? u.getCause().getMessage() : e.getMessage();
            return Optional.of(why + "; write the run's id in it (the name it was started under), or delete it to use the"
                    + " directory's name");
        }
    }

    /** Whether {@code name} follows {@link #NEW}, the rule for a new run's id. */
    public static boolean isValidNew(String name) {
        return name != null && NEW.matcher(name).matches() && !name.contains("..");
    }

    /** The id of a run started {@code now} with {@code seed}: {@code yyyyMMdd-HHmmss-seedS}. */
    public static RunId newId(long seed, LocalDateTime now) {
        return new RunId(now.format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-seed" + seed);
    }

    /**
     * The directory of a new run, its name (the run's id to be) checked by {@link #NEW} before
     * anything is written: {@code given}, or, where that is null, a new one under {@code parent}
     * named by {@link #newId} ({@code -2}, {@code -3}, … added while the name is taken).
     *
     * @throws IllegalArgumentException naming the directory and the rule if its name breaks {@link #NEW}
     */
    public static Path newRunDirectory(Path given, Path parent, long seed, LocalDateTime now) {
        Path path = given;
        if (path == null) {
            String id = newId(seed, now).value();
            path = parent.resolve(id);
            for (int n = 2; Files.exists(path); n++) {
                path = parent.resolve(id + "-" + n);
            }
        }
        String name = nameOf(path);
        if (!isValidNew(name)) {
            throw new IllegalArgumentException("'" + Printable.excerpt(name, 60) + "' cannot name a run: a run's directory "
                    + "is named with letters, digits, '.', '_' and '-', starting with a letter or a digit, without '..', at "
                    + "most 128 characters");
        }
        return path;
    }

    /** The directory's own name: a new run's id, and the id of a run from before the {@code run-id} file. */
    public static String nameOf(Path runDirectory) {
        Path name = runDirectory.toAbsolutePath().normalize().getFileName();
        return name == null ? "" : name.toString();
    }

    /** Whether {@code runDirectory} has its {@code run-id} file. */
    static boolean recorded(Path runDirectory) {
        return Files.exists(RunLayout.of(runDirectory).runId());
    }

    /** Writes this id into the run's {@code run-id} file (atomically). */
    void writeTo(Path runDirectory) throws IOException {
        RunLayout layout = RunLayout.of(runDirectory);
        layout.tree().writeString(layout.runId(), value + "\n");
    }

    @Override
    public String toString() {
        return value;
    }

    private static RunId read(Path file) {
        try {
            String id = TextFiles.read(file, "run id file").strip();
            try {
                return new RunId(id);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("run id file " + file + ": " + e.getMessage(), e);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The id the latest snapshot that can be read names, for a run from before its {@code run-id} file. */
    private static Optional<RunId> fromLatestSnapshot(Path runDirectory) {
        try {
            List<Integer> generations = RunDirectory.snapshotGenerations(RunLayout.of(runDirectory));
            if (!generations.isEmpty()) {
                String id = SnapshotFiles.read(RunLayout.of(runDirectory).snapshot(generations.getLast())).runId();
                return Optional.of(new RunId(id));
            }
        } catch (IOException | IllegalArgumentException e) {
            // No readable snapshot naming a plain id: the directory's name is all there is.
        }
        return Optional.empty();
    }
}
