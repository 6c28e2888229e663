package org.evodraughts.runs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.evodraughts.files.TextFiles;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.run.RunId;

/**
 * Where a run directory's id comes from ({@link RunId} is the id itself): every front end
 * ({@code evolve}, {@code runs list}, {@code runs repair}, {@code runs prune}, {@code serve})
 * resolves the id of the run in a directory here.
 *
 * <p>A run keeps its id in its directory's {@code run-id} file from its start, so a directory
 * renamed or copied keeps it, and its records (in its embedded database, or a shared one) are
 * still its own. A run from before that file has the id its latest population snapshot names
 * (its directory may have been renamed since), else its directory's name ({@link #idOf});
 * {@code evolve --resume} then writes it into the file. A new run's id is its directory's name,
 * which follows {@link RunId#NEW} ({@code OpenRun.start} checks it).
 *
 * <pre>{@code
 * RunId id = RunIdFile.idOf(Path.of("runs/r1"));   // from runs/r1/run-id, a snapshot, or the name
 * store.run(id);
 * }</pre>
 */
public final class RunIdFile {
    private RunIdFile() {
    }

    /**
     * The id of the run in {@code runDirectory}: its {@code run-id} file's; for a run from before
     * that file, the one its latest readable snapshot names, else the directory's name.
     *
     * @throws IllegalArgumentException naming the file if it does not hold a plain run id, or
     *                                  saying why the directory's name cannot be one
     * @throws UncheckedIOException     naming the file if it cannot be read
     */
    public static RunId idOf(Path runDirectory) {
        Path file = RunLayout.of(runDirectory).runId();
        if (Files.exists(file)) {
            return read(file);
        }
        return fromLatestSnapshot(runDirectory).orElseGet(() -> RunId.of(nameOf(runDirectory)));
    }

    /**
     * The id a list shows for the run directory {@code runDirectory}: {@link #idOf}, or, where
     * its {@code run-id} file cannot give one ({@link #problem}), the directory's name, under
     * which the list marks the run as damaged rather than hiding the others.
     *
     * @throws IllegalArgumentException if the directory's name cannot be a run id either
     */
    public static RunId listedIdOf(Path runDirectory) {
        return problem(runDirectory).isPresent() ? RunId.of(nameOf(runDirectory)) : idOf(runDirectory);
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

    /** The directory's own name: a new run's id, and the id of a run from before the {@code run-id} file. */
    public static String nameOf(Path runDirectory) {
        Path name = runDirectory.toAbsolutePath().normalize().getFileName();
        return name == null ? "" : name.toString();
    }

    /** Whether {@code runDirectory} has its {@code run-id} file. */
    static boolean recorded(Path runDirectory) {
        return Files.exists(RunLayout.of(runDirectory).runId());
    }

    /** Writes {@code id} into the {@code run-id} file of the run in {@code runDirectory} (atomically). */
    static void write(RunId id, Path runDirectory) throws IOException {
        RunLayout layout = RunLayout.of(runDirectory);
        layout.tree().writeString(layout.runId(), id.value() + "\n");
    }

    private static RunId read(Path file) {
        try {
            String id = TextFiles.read(file, "run id file").strip();
            try {
                return RunId.of(id);
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
                return Optional.of(SnapshotFiles.read(RunLayout.of(runDirectory).snapshot(generations.getLast())).runId());
            }
        } catch (IOException | IllegalArgumentException e) {
            // No readable snapshot naming a plain id: the directory's name is all there is.
        }
        return Optional.empty();
    }
}
