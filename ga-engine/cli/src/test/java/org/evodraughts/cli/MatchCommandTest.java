package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.match.BallotOpenings;
import org.evodraughts.checkers.match.EloEstimate;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.match.MatchTally;
import org.evodraughts.checkers.match.OpeningMatch;
import org.evodraughts.checkers.match.Openings;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.players.PlayMode;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.play.Agents;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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

    /**
     * Every figure measured with {@code match} before the searches could see the game must come
     * out again: by default they see the position alone, as before; {@code --history} lets them see
     * the game. heuristic:6 against heuristic:4 repeats positions often enough to tell the two apart.
     */
    @Test
    void theSearchesSeeThePositionAloneUnlessHistoryIsAsked() throws IOException {
        String[] match = {"match", "heuristic:6", "heuristic:4", "--games", "40", "--openings", "ballot", "--threads", "2"};
        assertEquals(0, run(match), err.toString());
        MatchTally alone = tallyPrinted();
        out.getBuffer().setLength(0);
        assertEquals(0, run(concat(match, "--history")), err.toString());
        MatchTally seeing = tallyPrinted();
        assertTrue(out.toString().contains("searches seeing the game"), out.toString());

        PlayerSpecParser parser = Agents.names();
        MatchSettings settings = new MatchSettings(40, MatchSettings.DEFAULT_OPENING_PLIES, DrawRules.STANDARD, 1, 2);
        assertEquals(OpeningMatch.play(parser.parse("heuristic:6", null, PlayMode.POSITION_ONLY),
                parser.parse("heuristic:4", null, PlayMode.POSITION_ONLY), settings, new Openings.Ballot(), g -> { })
                .tally(), alone);
        assertEquals(OpeningMatch.play(parser.parse("heuristic:6", null, PlayMode.inGame(null)),
                parser.parse("heuristic:4", null, PlayMode.inGame(null)), settings, new Openings.Ballot(), g -> { })
                .tally(), seeing);
        assertNotEquals(alone, seeing, "the two modes play other games here");
    }

    private static String[] concat(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }

    private MatchTally tallyPrinted() {
        Matcher m = Pattern.compile(": won (\\d+), drew (\\d+), lost (\\d+);").matcher(out.toString());
        assertTrue(m.find(), out.toString());
        return new MatchTally(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }

    @Test
    void theResultDoesNotDependOnTheThreadCount() {
        run("match", "heuristic", "greedy", "--a-search", "mcts:50", "--games", "8", "--threads", "1", "--seed", "9");
        String one = resultLine();
        out.getBuffer().setLength(0);
        run("match", "heuristic", "greedy", "--a-search", "mcts:50", "--games", "8", "--threads", "3", "--seed", "9");
        assertEquals(one, resultLine());
        assertTrue(one.startsWith("heuristic (mcts:50): "), one);
    }

    private String resultLine() {
        String[] lines = out.toString().split("\\R");
        return lines[1].replaceAll(" in [\\d.]+ s$", "");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "match rnadom random --games 2| error: unknown player 'rnadom'; expected random, greedy, heuristic or heuristic:DEPTH, or a network file (*.json)",
            "match random random --games 2 --openings deck| error: openings must be ballot, random or random:K, got 'deck'",
            "match random random --games 2 --openings ballot --opening-plies 3| error: --opening-plies goes with --openings random only, not ballot",
            "match random random --games 2 --pdn /no/such/dir/games.pdn| error: --pdn: directory /no/such/dir does not exist",
            "match missing.json random --games 2| error: network file missing.json does not exist",
            "match random random --games 0| error: --games must be an even number of at least 2 (each opening is played twice, colours reversed), got 0",
            "match random random --games 3| error: --games must be an even number of at least 2 (each opening is played twice, colours reversed), got 3",
            "match random random --games 2 --threads 0| error: --threads must be at least 1, got 0",
            "match heuristic random --games 2 --a-search minimax:99| error: minimax depth must be 1–64, got 99",
            "match random heuristic --games 2 --a-search minimax:2| error: player 'random' does not search; leave out its search settings",
            "match random random --games 2 --opening-plies 50| error: --opening-plies must be 0–40, got 50",
            "match heuristic random --games 2 --clock 5| error: --clock '5': '5' needs a unit (ms, s, m or h); expected BASE[+INCREMENT], e.g. 5m+2s",
            "match heuristic random --games 2 --clock 1m+2h| error: --clock '1m+2h': a clock's increment must be 0–1h, got 2h"})
    void badInputGetsOneClearLineAndExitCodeTwo(String args, String message) {
        assertEquals(2, run(args.split(" ")));
        assertEquals(message, err.toString().strip());
    }

    @Test
    void aClockGivesEachPlayerItsTimeForEachGame() {
        assertEquals(0, run("match", "heuristic", "heuristic:2", "--clock", "500ms+20ms", "--games", "2", "--threads", "2",
                "--opening-plies", "8"), err.toString());
        String text = out.toString();
        assertTrue(text.startsWith("heuristic (minimax:64) vs heuristic:2: 2 games (1 openings of 8 random plies, each "
                + "with both colours), seed 1, 2 threads, clock 500ms+20ms each\n"), text);
        assertEquals(2, tally(text).games());
    }

    @Test
    void missingGamesIsAUsageError() {
        assertEquals(2, run("match", "random", "random"));
        assertTrue(err.toString().contains("Missing required option: '--games=N'"), err.toString());
    }

    /** The issue's check: heuristic:4 scores at least 95% against random over 100 games, with either kind of opening. */
    @ParameterizedTest(name = "{0} openings")
    @CsvSource({"random", "ballot"})
    void heuristicFourBeatsRandom(String openings) {
        assertEquals(0, run("match", "heuristic:4", "random", "--games", "100", "--threads", "2", "--openings", openings),
                err.toString());
        MatchTally tally = tally(out.toString());
        assertEquals(100, tally.games());
        assertTrue(tally.score() >= 0.95, out.toString());
        assertTrue(out.toString().contains("heuristic:4 against random: " + new EloEstimate(tally).describe() + "\n"),
                out.toString());
    }

    @Test
    void networkFilesWithTheirOwnSearchesAndEveryGameInPdn(@TempDir Path directory) throws IOException {
        Path a = directory.resolve("a.json"), b = directory.resolve("b.json"), file = directory.resolve("games.pdn");
        NetworkFile.write(a, new NetworkDocument(Network.random(new SplittableRandom(1))));
        NetworkFile.write(b, new NetworkDocument(Network.random(new SplittableRandom(2))));
        assertEquals(0, run("match", a.toString(), b.toString(), "--a-search", "minimax:2", "--b-search", "mcts:40",
                "--games", "6", "--openings", "ballot", "--pdn", file.toString(), "--threads", "2"), err.toString());
        String nameA = a + " (minimax:2)", nameB = b + " (mcts:40)";
        assertTrue(out.toString().startsWith(nameA + " vs " + nameB + ": 6 games (3 ballot openings, each with both colours)"),
                out.toString());

        List<PdnGame> games = Pdn.read(file);
        assertEquals(6, games.size());
        int wins = 0, draws = 0, losses = 0;
        for (int i = 0; i < games.size(); i++) {
            PdnGame game = games.get(i);
            String aColour = i % 2 == 0 ? "Black" : "White";
            assertEquals(nameA, game.tags().get(aColour), "A is Black in even games");
            assertEquals(String.valueOf(i + 1), game.tags().get("Round"));
            assertEquals(Position.initial(), game.start());
            assertTrue(BallotOpenings.all().stream().anyMatch(o -> o.moves().equals(game.moves().subList(0, 3))));
            switch (game.result()) {
                case "1/2-1/2" -> draws++;
                case "1-0" -> { if (i % 2 == 0) wins++; else losses++; }
                case "0-1" -> { if (i % 2 == 0) losses++; else wins++; }
                default -> throw new AssertionError("unfinished game " + game);
            }
        }
        assertEquals(new MatchTally(wins, draws, losses), tally(out.toString()), "the PDN agrees with the printed tally");
        assertEquals(games.get(0).moves().subList(0, 3), games.get(1).moves().subList(0, 3), "a pair shares its opening");
        assertTrue(out.toString().contains("wrote 6 games to " + file), out.toString());
    }

    private static MatchTally tally(String text) {
        Matcher m = Pattern.compile(": won (\\d+), drew (\\d+), lost (\\d+); score").matcher(text);
        assertTrue(m.find(), text);
        return new MatchTally(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }
}
