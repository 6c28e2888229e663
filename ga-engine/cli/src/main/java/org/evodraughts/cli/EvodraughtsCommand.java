package org.evodraughts.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The {@code evodraughts} command line: one subcommand per job. */
@Command(
        name = "evodraughts",
        mixinStandardHelpOptions = true,
        version = "evodraughts 0.1.0",
        description = "Evolves neural-network players for English draughts.",
        footer = {"", "The launcher ./evodraughts adds two commands of its own:",
                "  test             the project's tests (mvn -B verify on a JDK 25 it finds)",
                "  bench MODULE     a module's JMH benchmarks, e.g. ./evodraughts bench checkers PerftBenchmark"})
public final class EvodraughtsCommand {
    @Option(names = "--verbose", scope = ScopeType.INHERIT,
            description = "More detail: on a failure, the stack trace after the one-line error; in evolve, each generation's "
                    + "whole line.")
    boolean verbose;

    /** The subcommands by name, in the order --help lists them. */
    private static final Map<String, Class<?>> COMMANDS = commands();

    static {
        // Picocli looks once for Groovy's Closure class, for closures in annotations, which this
        // program has none of; the lookup failed only after opening every jar of the class path.
        System.setProperty("picocli.disable.closures", "true");
    }

    public static void main(String[] args) {
        exit(commandLine(args).execute(args));
    }

    /**
     * Ends the JVM with {@code status}. Where the command succeeded and left no thread running
     * but daemons, main returns and the JVM ends as {@code System.exit(0)} would (shutdown hooks
     * included), without {@code Runtime.exit}'s debug logging: since JDK 21 it looks up the
     * JDK's {@code System.Logger}, whose first use searches every jar of the class path (about
     * a hundred here) for a logging service, which was a third of a short command's start-up.
     */
    static void exit(int status) {
        Thread self = Thread.currentThread();
        boolean othersRunning = false;
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            othersRunning |= thread != self && !thread.isDaemon() && thread.isAlive();
        }
        if (status != 0 || othersRunning) {
            System.exit(status);
        }
    }

    /** The configured command line with every subcommand, shared by {@link #main} and the tests. */
    public static CommandLine commandLine() {
        return commandLine(COMMANDS.keySet());
    }

    /**
     * The command line for {@code args}: when they start with a subcommand's name, only that
     * subcommand is made. Picocli makes every command it is given, with all their options, at
     * startup; making one instead of ten is most of a short command's start-up time.
     */
    static CommandLine commandLine(String[] args) {
        return args.length > 0 && COMMANDS.containsKey(args[0]) && !args[0].equals("help")
                ? commandLine(Set.of(args[0])) : commandLine();
    }

    private static CommandLine commandLine(Set<String> names) {
        CommandLine line = new CommandLine(EvodraughtsCommand.class).setExecutionExceptionHandler(new UserErrorHandler());
        for (Map.Entry<String, Class<?>> command : COMMANDS.entrySet()) {
            if (names.contains(command.getKey())) {
                line.addSubcommand(command.getKey(), new CommandLine(command.getValue()));
            }
        }
        line.setParameterExceptionHandler(new UsageErrorHandler());
        return HelpWrapping.install(line);
    }

    private static Map<String, Class<?>> commands() {
        Map<String, Class<?>> commands = new LinkedHashMap<>();
        commands.put("perft", PerftCommand.class);
        commands.put("eval", EvalCommand.class);
        commands.put("network", NetworkCommand.class);
        commands.put("match", MatchCommand.class);
        commands.put("runs", RunsCommand.class);
        commands.put("champions", ChampionsCommand.class);
        commands.put("report", ReportCommand.class);
        commands.put("play", PlayCommand.class);
        commands.put("ladder", LadderCommand.class);
        commands.put("evolve", EvolveCommand.class);
        commands.put("worker", WorkerCommand.class);
        commands.put("serve", ServeCommand.class);
        commands.put("scaling", ScalingCommand.class);
        commands.put("help", CommandLine.HelpCommand.class);
        return commands;
    }
}
