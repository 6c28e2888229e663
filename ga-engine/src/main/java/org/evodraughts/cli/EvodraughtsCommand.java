package org.evodraughts.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code evodraughts} command line: one subcommand per job. */
@Command(
        name = "evodraughts",
        mixinStandardHelpOptions = true,
        version = "evodraughts 0.1.0",
        description = "Evolves neural-network players for English draughts.",
        footer = {"", "The launcher ./evodraughts adds two commands of its own:",
                "  test             the project's tests (mvn -B verify on a JDK 25 it finds)",
                "  bench MODULE     a module's JMH benchmarks, e.g. ./evodraughts bench checkers PerftBenchmark"},
        subcommands = {PerftCommand.class, EvalCommand.class, NetworkCommand.class, MatchCommand.class,
                RunsCommand.class, ChampionsCommand.class, ReportCommand.class,
                PlayCommand.class, LadderCommand.class, EvolveCommand.class,
                CommandLine.HelpCommand.class})
public final class EvodraughtsCommand {

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line, shared by {@link #main} and the tests. */
    public static CommandLine commandLine() {
        return new CommandLine(new EvodraughtsCommand())
                .setExecutionExceptionHandler(new UserErrorHandler());
    }
}
