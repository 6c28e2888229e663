package org.evodraughts.cli;

import picocli.CommandLine.Option;

/** The options of a command that reads one champion: which run (the newest without --run) and which generation. */
final class ChampionChoice {
    @Option(names = "--run", paramLabel = "R", description = RunOptions.RUN_HELP)
    String run;

    @Option(names = "--generation", required = true, paramLabel = "N|best|latest",
            description = "A generation number, best (highest mean of means, then points) or latest.")
    String generation;
}
