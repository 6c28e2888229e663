package org.evodraughts.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.evodraughts.runs.RunLocation;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.runs.RunView;
import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.StoreOptions;
import picocli.CommandLine.Option;

/** The options every command that reads runs shares: where runs are, and an optional MongoDB server. */
final class RunOptions {
    /**
     * The help of a command's {@code --run}, which {@link #open} reads: every command that reads
     * one run takes the newest without it, as {@code champions list} always did.
     */
    static final String RUN_HELP = "Run id (a directory under --runs-dir) or run directory. Default: the run started last.";

    @Option(names = "--runs-dir", paramLabel = "DIR", defaultValue = "runs",
            description = "Directory of run directories (default: ${DEFAULT-VALUE}).")
    Path runsDirectory;

    @Option(names = "--mongo-uri", paramLabel = "URI",
            description = "Read runs from this MongoDB server (mongodb://...) instead of the runs' embedded databases.")
    String mongoUri;

    @Option(names = "--mongo-uri-file", paramLabel = "FILE", description = "Read the MongoDB URI from FILE's first line, "
            + "so its password never shows in the process list (as does the variable " + MongoUriSource.ENVIRONMENT + ").")
    Path mongoUriFile;

    /** The locator for these options; IllegalArgumentException naming a malformed URI. */
    RunLocator locator() throws IOException {
        Map.Entry<String, String> uri = MongoUriSource.resolve(mongoUri, mongoUriFile, System.getenv());
        return new RunLocator(runsDirectory, StoreOptions.defaults().withMongoUri(uri == null ? null : uri.getKey()));
    }

    /**
     * Opens the run {@code run} names, or the newest run when it is null.
     *
     * @throws IllegalArgumentException if there is no such run, or no run at all
     */
    RunView open(String run) throws IOException {
        RunLocator locator = locator();
        if (run != null) {
            return locator.open(run);
        }
        RunLocation newest = locator.newest().orElseThrow(() -> new IllegalArgumentException("no runs in " + locator.describe()));
        return locator.open(newest);
    }

    /** A command's work, which may read a store. */
    interface Work {
        int run() throws IOException;
    }

    /**
     * Runs {@code work}, turning a store failure (e.g. the database went away) into an
     * IOException, which the command line reports as one line with exit code 2.
     */
    static int reading(Work work) throws IOException {
        try {
            return work.run();
        } catch (StorageException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** Whether the runs directory was left at its default. */
    boolean defaultRunsDirectory() {
        return runsDirectory.equals(RunLocator.DEFAULT_RUNS_DIRECTORY);
    }
}
