package org.evodraughts.cli;

import java.io.IOException;
import org.evodraughts.runs.RunView;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options of a command that reads one run: where runs are ({@link RunOptions}: {@code --runs-dir},
 * {@code --mongo-uri}, {@code --mongo-uri-file}) and which run ({@code --run}, the newest without).
 */
final class RunChoice {
    @Mixin
    RunOptions store;

    @Option(names = "--run", paramLabel = "R", description = RunOptions.RUN_HELP)
    String run;

    /**
     * Opens the chosen run.
     *
     * @throws IllegalArgumentException if there is no such run, or no run at all
     */
    RunView open() throws IOException {
        return store.open(run);
    }
}
