package org.evodraughts.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Whether a run directory keeps to itself: serve reads a run's files (champion files, ladder,
 * progress file, log, database, journal) by their places in the directory, and a link among
 * them could point anywhere the server's user may read, such as another user's mode-700 run
 * or a key file. A run directory that is itself a link out of the runs directory, or holds a
 * link whose real path lies outside it, is refused as a whole (a dangling link reads nothing
 * and is let be). Checked on every request that opens a run, so a link added later is found.
 * Stateless.
 */
final class ContainedRun {
    /** Deeper than any folder of a run directory (ladder/, pending-writes/rejected/). */
    private static final int DEPTH = 8;

    private ContainedRun() {}

    /** 403 naming the field {@code run} when the run directory reaches outside itself. */
    static void check(Path runsDirectory, Path runDirectory) throws IOException {
        Optional<String> problem = problem(runsDirectory, runDirectory);
        if (problem.isPresent()) {
            throw new ApiException(403, "run", problem.get());
        }
    }

    /** Why the run directory cannot be served, or empty when it keeps to itself. */
    static Optional<String> problem(Path runsDirectory, Path runDirectory) throws IOException {
        String name = runDirectory.getFileName().toString();
        Path root = runDirectory.toRealPath();
        if (!root.startsWith(runsDirectory.toRealPath())) {
            return Optional.of("run " + name + " is a link to " + root + ", outside the runs directory; serve does not follow it");
        }
        try (Stream<Path> paths = Files.walk(runDirectory, DEPTH)) {
            for (Path path : (Iterable<Path>) paths::iterator) {
                if (Files.isSymbolicLink(path) && Files.exists(path) && !path.toRealPath().startsWith(root)) {
                    return Optional.of("run " + name + ": " + runDirectory.relativize(path) + " is a link to outside the run "
                            + "directory; serve does not follow it");
                }
            }
        }
        return Optional.empty();
    }
}
