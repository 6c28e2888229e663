package org.evodraughts.cli;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options of a command that reads one champion: which run ({@link RunChoice}) and which generation. */
final class ChampionChoice {
    @Mixin
    RunChoice run;

    @Option(names = "--generation", required = true, paramLabel = "N|best|latest",
            description = "A generation number, best (highest mean of means, then points) or latest.")
    String generation;
}
