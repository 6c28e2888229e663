package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

class MatchCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cli = EvodraughtsCommand.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return cli.execute(args);
    }

    @Test
    void printsWinsDrawsLossesAndTheScore() {
        assertEquals(0, run("match", "heuristic:2", "random", "--games", "6", "--threads", "2", "--seed", "5"), err.toString());
        String text = out.toString();
        assertTrue(text.startsWith("heuristic:2 vs random: 6 games (3 openings of 4 random plies, each with both colours), "
                + "seed 5, 2 threads"), text);
        assertTrue(text.matches("(?s).*\\nheuristic:2: won \\d+, drew \\d+, lost \\d+; score \\d+\\.\\d% \\([\\d.]+ of 6 points\\) in .*"), text);
    }

    @Test
    void theResultDoesNotDependOnTheThreadCount() {
        run("match", "heuristic", "greedy", "--a-search", "mcts:50", "--games", "8", "--threads", "1", "--seed", "9");
        String one = resultLine();
        out.getBuffer().setLength(0);
        run("match", "heuristic", "greedy", "--a-search", "mcts:50", "--games", "8", "--threads", "3", "--seed", "9");
        assertEquals(one, resultLine());
        assertTrue(one.startsWith("heuristic/mcts:50: "), one);
    }

    private String resultLine() {
        String[] lines = out.toString().split("\\R");
        return lines[1].replaceAll(" in [\\d.]+ s$", "");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "match rnadom random --games 2| error: unknown player 'rnadom'; expected random, greedy, heuristic or heuristic:DEPTH",
            "match random random --games 0| error: --games must be at least 1, got 0",
            "match random random --games 2 --threads 0| error: --threads must be at least 1, got 0",
            "match heuristic random --games 2 --a-search minimax:99| error: minimax depth must be 1–64, got 99",
            "match random heuristic --games 2 --a-search minimax:2| error: player 'random' does not search; leave out its search settings",
            "match random random --games 2 --opening-plies 50| error: --opening-plies must be 0–40, got 50"})
    void badInputGetsOneClearLineAndExitCodeTwo(String args, String message) {
        assertEquals(2, run(args.split(" ")));
        assertEquals(message, err.toString().strip());
    }

    @Test
    void missingGamesIsAUsageError() {
        assertEquals(2, run("match", "random", "random"));
        assertTrue(err.toString().contains("Missing required option: '--games=N'"), err.toString());
    }
}
