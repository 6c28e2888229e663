package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.cli.EvodraughtsCommand;
import picocli.CommandLine;

/**
 * Real runs for the web tests that serve them, made by the real {@code evolve} and {@code ladder}
 * of the command line: the reason those tests live in this module rather than with the web
 * application's ({@code ga-engine/web}, whose {@link WebFixture} they share).
 */
final class EvolvedRuns {
    private EvolvedRuns() {}

    /** The arguments of a tiny evolve: 4 networks, depth-1 search, games capped short; a few seconds a generation. */
    static List<String> tinyEvolve(Path runDirectory, int generations) {
        return List.of("evolve", "--run-dir", runDirectory.toString(), "--population", "4", "--elites", "2",
                "--search", "minimax:1", "--generations", String.valueOf(generations), "--threads", "2", "--seed", "7");
    }

    /** Runs a tiny evolve in this JVM into {@code runs/<name>}, with any further options, and returns its directory. */
    static Path evolve(Path runs, String name, int generations, String... options) {
        Path directory = runs.resolve(name);
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = EvodraughtsCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        List<String> args = new ArrayList<>(tinyEvolve(directory, generations));
        args.addAll(List.of(options));
        int code = cli.execute(args.toArray(String[]::new));
        assertEquals(0, code, "evolve failed: " + out + err);
        return directory;
    }

    /** The command that runs the command line with {@code args} in a child JVM, with this JVM's flags and class path. */
    static List<String> childCommand(List<String> args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), EvodraughtsCommand.class.getName()));
        command.addAll(args);
        return command;
    }

    /** The games each pair plays in {@link #ladder}. */
    static final int LADDER_GAMES = 4;

    /** Computes the run's ladder with the real {@code ladder} command: its champions and random, a few games a pair. */
    static void ladder(Path runDirectory) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = EvodraughtsCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute("ladder", "--run", runDirectory.toString(), "--baselines", "random", "--games",
                String.valueOf(LADDER_GAMES), "--search", "minimax:1", "--threads", "2");
        assertEquals(0, code, "ladder failed: " + out + err);
    }
}
