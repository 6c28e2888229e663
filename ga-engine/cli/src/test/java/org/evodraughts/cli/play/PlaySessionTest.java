package org.evodraughts.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.SearchRequest;
import org.evodraughts.checkers.search.SearchResult;
import org.evodraughts.checkers.search.SearchScore;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.evodraughts.play.Agent;
import org.evodraughts.play.AgentMove;

class PlaySessionTest {
    private static final long SEED = 21;
    private static final NetworkEvaluator CHAMPION = new NetworkEvaluator(Network.random(new SplittableRandom(8)));

    @TempDir
    Path directory;

    private final StringWriter transcript = new StringWriter();

    private static Agent agent() {
        return Agent.searching("champion", AlphaBetaSettings.depth(3), CHAMPION, null, new SplittableRandom(SEED));
    }

    private PlaySession session(String input, Game game, Side person) {
        PrintWriter out = new PrintWriter(transcript);
        return new PlaySession(new Lines.Plain(new BufferedReader(new StringReader(input)), out, true), out, game, person,
                agent());
    }

    private String out() {
        return transcript.toString();
    }

    @Test
    void aWholeGameAgainstAChampionThroughAPipe() throws Exception {
        PipedWriter toSession = new PipedWriter();
        BufferedReader lines = new BufferedReader(new PipedReader(toSession, 1 << 16));
        // The person always types 1, the first listed move; more lines than any game needs.
        Thread person = Thread.ofPlatform().start(() -> {
            try (PrintWriter typing = new PrintWriter(toSession)) {
                for (int i = 0; i < 150; i++) {
                    typing.println("1");
                }
            }
        });
        Game game = new Game();
        PrintWriter out = new PrintWriter(transcript);
        PlaySession session = new PlaySession(new Lines.Plain(lines, out, true), out, game, Side.BLACK, agent());
        session.run();
        person.join();

        assertTrue(game.isOver(), out());
        PdnGame record = session.record();
        assertEquals(game.outcome().pdnResult(), record.result());
        assertTrue(out().contains("Game over: "), out());
        assertTrue(out().strip().endsWith("End of input."), out());

        // Replay: the person's moves are the first listed ones, the agent's what its search picks.
        Agent replayAgent = agent();
        Game replay = new Game();
        for (Move move : record.moves()) {
            Position position = replay.position();
            Move expected = position.sideToMove() == Side.BLACK
                    ? PlaySession.numberedMoves(position).getFirst()
                    : replayAgent.move(SearchRequest.inGame(replay)).move();
            assertEquals(expected, move, "in " + Fen.format(position));
            replay.play(move);
        }
        assertEquals(game.position(), replay.position());
    }

    @Test
    void malformedAndIllegalInputGetsAMessageAndThePromptAgain() throws IOException {
        String input = String.join("\n", "foo", "0", "99", "11-17", "12x19", "11-", "save", "hint please", "", "1", "quit");
        Game game = new Game();
        session(input, game, Side.BLACK).run();

        String text = out();
        assertTrue(text.contains("'foo' is neither a move nor a command"), text);
        assertTrue(text.contains("there is no move 0; choose a number in 1–7"), text);
        assertTrue(text.contains("there is no move 99; choose a number in 1–7"), text);
        assertTrue(text.contains("move '11-17' is not legal; legal moves: "), text);
        assertTrue(text.contains("move '12x19' is not legal; legal moves: "), text);
        assertTrue(text.contains("move '11-': '' is not a square number"), text);
        assertTrue(text.contains("save needs a file name"), text);
        assertTrue(text.contains("'hint' takes nothing after it"), text);
        // Every line got a prompt before it, and none of the mistakes moved.
        assertEquals(11, count(text, "move> "), text);
        assertEquals(2, game.moves().size(), "only '1' and the agent's reply were played");
        assertEquals(PlaySession.numberedMoves(Position.initial()).getFirst(), game.moves().getFirst());
        assertTrue(text.strip().endsWith("Bye; the game was not finished."), text);
    }

    @Test
    void theSavedPdnReadsBackAsTheSameGame() throws IOException {
        Path file = directory.resolve("game.pdn");
        String input = String.join("\n", "11-15", "1", "1", "1", "save " + file, "resign", "save " + file + ".resigned");
        Game game = new Game();
        PlaySession session = session(input, game, Side.WHITE);
        session.run();

        assertTrue(out().contains("Saved the game to " + file + "."), out());
        PdnGame saved = Pdn.read(file).getFirst();
        assertEquals(7, saved.moves().size(), "the agent's 4 moves and the person's 3");
        assertEquals("*", saved.result());
        assertEquals("you", saved.tags().get("White"));
        assertEquals("champion (minimax:3)", saved.tags().get("Black"));
        assertEquals(Position.initial(), saved.start());
        assertEquals(game.moves().subList(0, 7), saved.moves());

        PdnGame resigned = Pdn.read(Path.of(file + ".resigned")).getFirst();
        assertEquals(session.record(), resigned);
        assertEquals("1-0", resigned.result(), "White resigned, so Black won");
    }

    @Test
    void aGameFromAFenIsSavedWithItsStart() throws IOException {
        Path file = directory.resolve("fen.pdn");
        Position start = Fen.parse("W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
        Game game = new Game(start, DrawRules.STANDARD);
        PlaySession session = session("1\nsave " + file + "\n", game, Side.WHITE);
        session.run();
        PdnGame saved = Pdn.read(file).getFirst();
        assertEquals(start, saved.start());
        assertEquals(game.moves(), saved.moves());
        assertEquals(session.record(), saved);
    }

    @Test
    void saveToAMissingDirectorySaysSoAndGoesOn() throws IOException {
        Path file = directory.resolve("no-such-dir/game.pdn");
        session("save " + file + "\nquit\n", new Game(), Side.BLACK).run();
        assertTrue(out().contains("Could not save to " + file + ": directory " + file.getParent() + " does not exist."),
                out());
        assertEquals(2, count(out(), "move> "));
    }

    @Test
    void undoTakesBackThePersonsMoveAndTheAgentsReply() throws IOException {
        Game game = new Game();
        session("undo\n10-15\nundo\n", game, Side.BLACK).run();
        assertTrue(out().contains("There is no move of yours to take back."), out());
        assertTrue(out().contains("Took back your last move and the agent's reply."), out());
        assertEquals(List.of(), game.moves());
        assertEquals(Position.initial(), game.position());
    }

    @Test
    void undoAsWhiteStopsAfterTheAgentsOpeningMove() throws IOException {
        Game game = new Game();
        session("1\n1\nundo\nundo\nundo\n", game, Side.WHITE).run();
        assertEquals(1, game.moves().size(), "back to the agent's first move, which is not the person's to undo");
        assertEquals(2, count(out(), "Took back your last move and the agent's reply."), out());
        assertTrue(out().contains("There is no move of yours to take back."), out());
    }

    @Test
    void theGameEndsWhenThePersonWinsAndUndoReopensIt() throws IOException {
        Game game = new Game(Fen.parse("B:W22:B18"), DrawRules.STANDARD);
        session("18x25\n1\nundo\n", game, Side.BLACK).run();
        String text = out();
        assertTrue(text.contains("Game over: Black wins: White has no legal move. You won."), text);
        assertTrue(text.contains("game over> 1\nThe game is over; you can undo, save FILE or quit."), text);
        assertTrue(text.contains("Took back your last move."), text);
        assertFalse(game.isOver());
        assertEquals(List.of(), game.moves());
    }

    @Test
    void theAgentsWinningMoveIsShownAndThePersonLoses() throws IOException {
        Game game = new Game(Fen.parse("W:W22,30:B18"), DrawRules.STANDARD);
        session("", game, Side.BLACK).run();
        String text = out();
        assertTrue(text.contains("champion (minimax:3) plays 22x15 (the only legal move)."), text);
        assertTrue(text.contains("Game over: White wins: Black has no legal move. You lost."), text);
        assertTrue(text.strip().endsWith("End of input."), text);
    }

    @Test
    void searchFiguresShowTheValueOrTheDistanceToTheEnd() {
        Position initial = Position.initial();
        Position whiteToMove = initial.play(initial.legalMoves().getFirst());
        Move move = initial.legalMoves().getFirst();
        Move reply = whiteToMove.legalMoves().getFirst();
        assertEquals(" (evaluation -0.250 for white; depth 7, 1,234 nodes, 0.015 s)", PlaySession.figures(whiteToMove,
                AgentMove.searched(new SearchResult(reply, -0.25, 7, 1234, Duration.ofMillis(15)))));
        assertEquals(" (wins in 3 plies for black; depth 4, 10 nodes, 0.000 s)", PlaySession.figures(initial,
                AgentMove.searched(new SearchResult(move, SearchScore.WIN - 3, 4, 10, Duration.ZERO))));
        assertEquals(" (loses in 1 ply for black; depth 4, 10 nodes, 0.000 s)", PlaySession.figures(initial,
                AgentMove.searched(new SearchResult(move, SearchScore.lossAt(1), 4, 10, Duration.ZERO))));
        assertEquals(" (the only legal move)", PlaySession.figures(initial, new AgentMove(move, null, true, null)));
        assertEquals("", PlaySession.figures(initial, new AgentMove(move, null, false, null)), "a baseline's move has no figures");
    }

    @Test
    void hintNamesTheAgentsMoveAndItsNumber() throws IOException {
        Game game = new Game();
        session("hint\n", game, Side.BLACK).run();
        Matcher hint = Pattern.compile("Hint: (\\S+) \\(move (\\d+)\\) \\(evaluation [-+]\\d\\.\\d{3} for black; depth 3, \\d+ nodes")
                .matcher(out());
        assertTrue(hint.find(), out());
        Move expected = agent().hint(SearchRequest.of(Position.initial())).move();
        assertEquals(MoveText.format(Position.initial(), expected), hint.group(1));
        assertEquals(expected, PlaySession.numberedMoves(Position.initial()).get(Integer.parseInt(hint.group(2)) - 1));
        assertEquals(List.of(), game.moves(), "a hint does not move");
    }

    @Test
    void theBoardShowsPiecesAndSquareNumbers() {
        String board = BoardDiagram.draw(Fen.parse("B:WK1,32:B5,K28"));
        List<String> rows = board.lines().toList();
        assertEquals(10, rows.size());
        assertEquals("|     W     .     .     . |      |     1     2     3     4 |", rows.get(1));
        assertEquals("|  b     .     .     .    |      |  5     6     7     8    |", rows.get(2));
        assertEquals("|     .     .     .     B |      |    25    26    27    28 |", rows.get(7));
        assertEquals("|  .     .     .     w    |      | 29    30    31    32    |", rows.get(8));
    }

    @Test
    void flipTurnsTheBoardHalfATurnUntilFlippedBack() throws IOException {
        String board = BoardDiagram.draw(Fen.parse("B:WK1,32:B5,K28"), true);
        List<String> rows = board.lines().toList();
        assertEquals("|     w     .     .     . |      |    32    31    30    29 |", rows.get(1));
        assertEquals("|  B     .     .     .    |      | 28    27    26    25    |", rows.get(2));
        assertEquals("|     .     .     .     b |      |     8     7     6     5 |", rows.get(7));
        assertEquals("|  .     .     .     W    |      |  4     3     2     1    |", rows.get(8));

        session(String.join("\n", "flip", "flip", "quit"), new Game(), Side.BLACK).run();
        List<String> lines = out().lines().toList();
        List<String> topRows = lines.stream().filter(l -> l.startsWith("|") && l.contains("|      |")).toList();
        assertEquals(3 * 8, topRows.size(), out());
        assertTrue(topRows.get(0).endsWith("|     1     2     3     4 |"), topRows.get(0));
        assertTrue(topRows.get(8).endsWith("|    32    31    30    29 |"), topRows.get(8));
        assertTrue(topRows.get(16).endsWith("|     1     2     3     4 |"), topRows.get(16));
    }

    @Test
    void movesAreListedInSquareOrderWithCapturesByRoute() {
        Position position = Position.initial();
        assertEquals("9-13 9-14 10-14 10-15 11-15 11-16 12-16",
                MoveText.formatAll(position, PlaySession.numberedMoves(position)));
        assertNotEquals(position.legalMoves(), List.of());
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
