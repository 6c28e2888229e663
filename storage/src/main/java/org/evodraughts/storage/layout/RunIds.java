package org.evodraughts.storage.layout;

import org.evodraughts.storage.records.StoredRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.Printable;
import org.evodraughts.files.TextFiles;

/**
 * A run's id, kept in its directory's {@code run-id} file ({@link RunLayout#runId()}) from the
 * run's start: a run directory that is renamed or copied keeps its id, so its records (in its
 * embedded database, or a shared one) are still its own rather than taken for missing and
 * stored a second time. A run from before the file has its directory's name. Stateless.
 */
public final class RunIds {
    private RunIds() {}

    /**
     * The id of the run in {@code runDirectory}: its {@code run-id} file's, else the directory's name.
     *
     * @throws IllegalArgumentException naming the file if it does not hold a plain run id
     * @throws UncheckedIOException     naming the file if it cannot be read
     */
    public static String of(Path runDirectory) {
        Path file = RunLayout.of(runDirectory).runId();
        if (!Files.exists(file)) {
            return nameOf(runDirectory);
        }
        try {
            String id = TextFiles.read(file, "run id file").strip();
            try {
                return StoredRecord.checkRunId(id);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("run id file " + file + ": " + e.getMessage(), e);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The one rule for the id of a new run, and so for the name of its directory, which the web
     * pages and URLs use: letters, digits, '.', '_' and '-', starting with a letter or a digit,
     * no "..", at most 128 characters. So no id hides a file ({@code .hidden}), reads as an option
     * ({@code -rf}), breaks a line or turns a line round (U+202E).
     */
    public static final Pattern NEW_RUN_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}");

    /** Whether {@code runId} follows {@link #NEW_RUN_ID}. */
    public static boolean isValidNew(String runId) {
        return runId != null && NEW_RUN_ID.matcher(runId).matches() && !runId.contains("..");
    }

    /**
     * Checks the name of a new run's directory before anything is written.
     *
     * @throws IllegalArgumentException naming the directory and the rule if its name breaks {@link #NEW_RUN_ID}
     */
    public static void checkNew(Path runDirectory) {
        String name = nameOf(runDirectory);
        if (!isValidNew(name)) {
            throw new IllegalArgumentException("'" + Printable.excerpt(name, 60) + "' cannot name a run: a run's directory "
                    + "is named with letters, digits, '.', '_' and '-', starting with a letter or a digit, without '..', at "
                    + "most 128 characters");
        }
    }

    /** Whether {@code runDirectory} has its {@code run-id} file. */
    public static boolean recorded(Path runDirectory) {
        return Files.exists(RunLayout.of(runDirectory).runId());
    }

    /** Writes {@code runId} as the run's id (atomically). */
    public static void write(Path runDirectory, String runId) throws IOException {
        AtomicFiles.writeString(RunLayout.of(runDirectory).runId(), StoredRecord.checkRunId(runId) + "\n");
    }

    /** The directory's own name, the id of a run from before the {@code run-id} file. */
    public static String nameOf(Path runDirectory) {
        Path name = runDirectory.toAbsolutePath().normalize().getFileName();
        return name == null ? "" : name.toString();
    }
}
