package org.evodraughts.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine;

/**
 * The short workload the launcher runs once per build under {@code -XX:AOTCacheOutput}, so that
 * the JVM writes the ahead-of-time cache every later command starts from (JEP 483, 514 and 515:
 * the classes this loads, already parsed and linked, and the profiles of the methods it runs).
 * Each step is a command as {@link EvodraughtsCommand#main} runs it, from a network it makes in
 * a temporary folder: {@code perft}, {@code network new}, {@code eval}, a short scripted
 * {@code play}, a two-game {@code match}, and {@code --help}, which makes every command's
 * options. Commands it leaves out still start as fast as without a cache.
 *
 * <p>{@code java -XX:AOTCacheOutput=FILE … org.evodraughts.cli.StartupTraining}: exits with 0
 * when every step did, else with the first failing step's status; it prints what the commands
 * print (the launcher keeps it in a log beside the cache). With {@value #WITHOUT_NETWORKS} it runs
 * only {@code perft}, for the cache of the commands the launcher starts without the Vector API
 * ({@code perft}, {@code scaling}): a JVM without it loads every class of its cache as it starts,
 * and a cache trained on more made {@code perft 1} load classes it never uses.
 */
final class StartupTraining {
    /** The person's side of the scripted game: a move, a hint, taking it back, and leaving. */
    static final String PLAY_INPUT = "11-15\nhint\nundo\nquit\n";

    /** The argument that trains the commands that score no network alone. */
    static final String WITHOUT_NETWORKS = "--without-networks";

    private StartupTraining() {}

    public static void main(String[] args) throws IOException {
        Path folder = Files.createTempDirectory("evodraughts-training-");
        int status;
        try {
            boolean networks = !(args.length == 1 && args[0].equals(WITHOUT_NETWORKS));
            status = run(folder, new PrintWriter(System.out, true), networks);
        } finally {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            }
        }
        System.exit(status);
    }

    /**
     * Runs the steps with their files in {@code folder}, telling each step on {@code log}; the
     * status. Without {@code networks}, perft alone.
     */
    static int run(Path folder, PrintWriter log, boolean networks) {
        String network = folder.resolve("network.json").toString();
        List<List<String>> steps = !networks ? List.of(List.of("perft", "6")) : List.of(
                List.of("perft", "6"),
                List.of("network", "new", "--seed", "1", "--out", network),
                List.of("eval", "--network", network),
                List.of("play", "--champion", network, "--search", "minimax:4", "--seed", "1"),
                List.of("match", "heuristic", network, "--games", "2", "--threads", "1",
                        "--a-search", "minimax:2", "--b-search", "minimax:2"),
                List.of("--help"));
        for (List<String> step : steps) {
            log.println("$ evodraughts " + String.join(" ", step));
            int status = execute(step.toArray(String[]::new));
            if (status != 0) {
                log.println("training step failed with status " + status);
                return status;
            }
        }
        return 0;
    }

    /** Runs one command as {@code main} does, with {@link #PLAY_INPUT} as its standard input. */
    private static int execute(String[] args) {
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream(PLAY_INPUT.getBytes(StandardCharsets.UTF_8)));
        try {
            CommandLine line = EvodraughtsCommand.commandLine(args); // play reads System.in as it is made
            return line.execute(args);
        } finally {
            System.setIn(stdin);
        }
    }
}
