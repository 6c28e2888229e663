package org.evodraughts.cli;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.players.TimeControl;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.play.Agent;
import org.evodraughts.play.Agents;
import org.evodraughts.cli.play.Lines;
import org.evodraughts.cli.play.PlaySession;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts play --champion FILE [--colour black|white] [--search S] [--time SECONDS]
 * [--clock BASE[+INC]] [--fen FEN] [--seed S]}: a game against a network in the terminal (or
 * through a pipe).
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Plays a game against a champion (a network file) in the terminal.",
                "Shows the board with square numbers and the numbered legal moves; type a move as 11-15 or 15x24, "
                        + "or its number; commands: moves, flip, hint, undo, resign, save FILE, quit, help. When standard "
                        + "input is not a terminal the same loop reads its lines, so a game can be scripted."},
        footer = {"", "Example: ./evodraughts champions export --run R --generation best --out runs/R/best.json",
                "         ./evodraughts play --champion runs/R/best.json --search minimax:10 --colour white"})
final class PlayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--champion", required = true, paramLabel = "FILE",
            description = "The agent: a network file (JSON), 'heuristic' for the hand-written evaluation, "
                    + "heuristic:DEPTH, or a baseline that does not search (random, greedy).")
    String champion;

    @Option(names = {"--colour", "--color"}, paramLabel = "black|white", defaultValue = "black",
            description = "The colour you play (default: ${DEFAULT-VALUE}; Black moves first).")
    String colour;

    @Option(names = "--search", paramLabel = "SEARCH",
            description = "The agent's search: minimax:DEPTH or mcts:ITERATIONS, with options as in 'match' "
                    + "(default: " + Agents.DEFAULT_SEARCH + ", or as deep as --time allows).")
    String search;

    @Option(names = "--time", paramLabel = "SECONDS",
            description = "Time the agent may think per move, e.g. 2 or 0.5 (caps the search).")
    Double seconds;

    @Option(names = "--clock", paramLabel = "BASE[+INC]",
            description = "The agent's clock for the whole game, e.g. 5m+2s (units ms, s, m, h): each move is searched "
                    + "for a share of what is left, and the increment is added after it. Without --search the agent "
                    + "searches as deep as that share allows; with --time or a search's time, the shorter counts.")
    String clock;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start position (default: the initial position).")
    String fen;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the agent's tie breaks (default: a random one, printed).")
    Long seed;

    /** Where the person's lines come from; tests may replace it. */
    InputStream input = System.in;

    @Override
    public Integer call() throws IOException {
        Side person = switch (colour.strip().toLowerCase(Locale.ROOT)) {
            case "black", "b" -> Side.BLACK;
            case "white", "w" -> Side.WHITE;
            default -> throw new IllegalArgumentException("--colour must be black or white, got '" + colour + "'");
        };
        if (seconds != null && (!(seconds >= 0.001) || seconds > 1e6)) {
            throw new IllegalArgumentException("--time must be 0.001–1000000 seconds, got " + seconds);
        }
        TimeControl timeControl = clock == null ? null : Clocks.parse(clock);
        SearchSettings settings = Agents.search(search, seconds, timeControl);
        Position start = fen == null ? Position.initial() : Fen.parse(fen);
        PlayerSpecParser.Resolved player = Agents.names().resolve(champion);
        if (search != null) {
            PlayerSpecParser.refuseSearch(champion.strip(), player);
        }
        long agentSeed = seed != null ? seed : new SplittableRandom().nextLong();
        String shown = player instanceof PlayerSpecParser.Resolved.Searching s && !s.name().equals(PlayerSpecParser.HEURISTIC)
                ? String.valueOf(Path.of(s.name()).getFileName()) : champion.strip();
        Agent agent = Agents.of(player, shown, Agents.shown(search, seconds, timeControl), settings, seconds,
                timeControl, new SplittableRandom(agentSeed));
        Game game = new Game(start, DrawRules.STANDARD);
        agent.warmUp(); // while the board is drawn and the person thinks: a cold JVM searched its first replies shallow

        PrintWriter out = spec.commandLine().getOut();
        Console console = System.console();
        boolean terminal = input == System.in && console != null && console.isTerminal();
        if (seed == null) {
            out.println("Agent seed " + agentSeed + " (give --seed " + agentSeed + " to replay its choices).");
        }
        if (terminal) {
            try (Terminal tty = TerminalBuilder.builder().system(true).build()) {
                new PlaySession(Lines.Edited.on(tty), out, game, person, agent).run();
            }
        } else {
            BufferedReader reader = new BufferedReader(new InputStreamReader(input, inputCharset()));
            new PlaySession(new Lines.Plain(reader, out, true), out, game, person, agent).run();
        }
        return 0;
    }

    private static Charset inputCharset() {
        String name = System.getProperty("stdin.encoding");
        try {
            return name == null ? Charset.defaultCharset() : Charset.forName(name);
        } catch (IllegalArgumentException e) {
            return Charset.defaultCharset();
        }
    }
}
