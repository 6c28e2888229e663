package org.evodraughts.checkers.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class PdnTest {
    private static final String SETUP_FEN = "W:W18,22,25,K30:B6,10,K15";

    /** Plays moves given as text on a game; returns the game. */
    private static Game play(Game game, String moves) {
        for (String move : moves.trim().split("\\s+")) {
            game.play(MoveText.parse(game.position(), move));
        }
        return game;
    }

    /** The moves of a space-separated move list, from {@code start}. */
    private static List<Move> moves(Position start, String moves) {
        return play(new Game(start, new DrawRules(0, 0, 0)), moves).moves();
    }

    @Test
    void writesTheRosterTheResultAndNumberedMoves() {
        Game game = play(new Game(), "10-14 22-17 14-18 23x14 9x18 24-20 18-23 27x18 6-10 26-23 10-15 30-26"
                + " 15x22 25x18 7-10 18-14");
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "Roe, Rich");
        tags.put("Event", "Club \"open\" C:\\games");
        tags.put("Annotator", "nobody");
        String expected = """
                [Event "Club \\"open\\" C:\\\\games"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [Black "?"]
                [White "Roe, Rich"]
                [Result "*"]
                [GameType "21"]
                [Annotator "nobody"]

                1. 10-14 22-17 2. 14-18 23x14 3. 9x18 24-20 4. 18-23 27x18 5. 6-10 26-23
                6. 10-15 30-26 7. 15x22 25x18 8. 7-10 18-14 *
                """;
        PdnGame written = PdnGame.of(game, tags);
        assertEquals(expected, Pdn.format(written));
        assertEquals(List.of(written), Pdn.parse(expected));
    }

    @Test
    void aGameFromASetUpPositionWhereWhiteBeginsIsNumberedFromOneDots() {
        Game game = play(new Game(Fen.parse(SETUP_FEN), DrawRules.STANDARD), "18x11 10-15 11-8 6-10 22-17");
        String text = Pdn.format(PdnGame.of(game, Map.of()));
        assertTrue(text.contains("[SetUp \"1\"]\n[FEN \"" + SETUP_FEN + "\"]\n"), text);
        assertTrue(text.contains("\n1... 18x11 2. 10-15 11-8 3. 6-10 22-17 *\n"), text);
        PdnGame read = Pdn.parse(text).getFirst();
        assertEquals(Fen.parse(SETUP_FEN), read.start());
        assertEquals(game.moves(), read.moves());
        assertEquals(game.position(), read.end());
    }

    @Test
    void theInitialPositionIsNotWrittenAsAFen() {
        String text = Pdn.format(PdnGame.of(new Game(), Map.of()));
        assertFalse(text.contains("FEN"), text);
        assertFalse(text.contains("SetUp"), text);
    }

    @Test
    void finishedGamesCarryTheirResult() {
        Game won = play(new Game(Fen.parse("B:W22:B14"), DrawRules.STANDARD), "14-17 22x13");
        PdnGame game = PdnGame.of(won, Map.of());
        assertEquals("0-1", game.result());
        assertTrue(Pdn.format(game).endsWith("1. 14-17 22x13 0-1\n"), Pdn.format(game));
        Game drawn = play(new Game(Position.initial(), new DrawRules(1, 0, 0)), "11-15 23-19");
        assertEquals("1/2-1/2", PdnGame.of(drawn, Map.of()).result());
        assertEquals(List.of(PdnGame.of(won, Map.of()), PdnGame.of(drawn, Map.of())),
                Pdn.parse(Pdn.format(List.of(PdnGame.of(won, Map.of()), PdnGame.of(drawn, Map.of())))));
    }

    @Test
    void longGamesAreWrappedAtEightyCharactersAndReadBack() {
        SplittableRandom random = new SplittableRandom(3);
        List<PdnGame> games = new ArrayList<>();
        for (int g = 0; g < 20; g++) {
            Game game = new Game();
            while (!game.isOver()) {
                List<Move> legal = game.position().legalMoves();
                game.play(legal.get(random.nextInt(legal.size())));
            }
            games.add(PdnGame.of(game, Map.of("Round", Integer.toString(g + 1))));
        }
        String text = Pdn.format(games);
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= Pdn.LINE_WIDTH, line);
            assertFalse(line.matches(".*\\d+\\.+$"), "a move number is parted from its move: " + line);
        }
        assertEquals(games, Pdn.parse(text));
    }

    @Test
    void readsSeveralAnnotatedGames() {
        String text = """
                ; a file of annotated games
                % an escape line for another program
                [Event "Annotated"]
                [Black "A"]
                [White "B"]
                [Result "1-0"]

                1. 12-16 23-19 {the usual (really)} 2. 16x23 27x18 (2... 32-27 {not played}
                (3. 10-15)) 3. 10-15! 32-27?! $1
                4.15-19 24x15 5. 9-13 18-14 ; a comment 6. that-is-no-move
                6. 11x18 22x15 7. 6-10 15x6 8. 2x18 $14 28-24 1-0

                9-13 22-18 *
                [Event "No terminator"]
                [Result "0-1"]
                1. 11-15
                [Event "Last"] 1. 11-15 23-19 1/2-1/2
                """;
        List<PdnGame> games = Pdn.parse(text);
        assertEquals(4, games.size());

        PdnGame first = games.get(0);
        assertEquals(List.of("Event", "Site", "Date", "Round", "Black", "White"), List.copyOf(first.tags().keySet()));
        assertEquals("Annotated", first.tags().get("Event"));
        assertEquals("A", first.tags().get("Black"));
        assertEquals("1-0", first.result());
        assertEquals(moves(Position.initial(), "12-16 23-19 16x23 27x18 10-15 32-27 15-19 24x15 9-13 18-14"
                + " 11x18 22x15 6-10 15x6 2x9x18 28-24"), first.moves());

        assertEquals(new PdnGame(Map.of(), Position.initial(), moves(Position.initial(), "9-13 22-18"), "*"),
                games.get(1));
        assertEquals(new PdnGame(Map.of("Event", "No terminator"), Position.initial(),
                moves(Position.initial(), "11-15"), "0-1"), games.get(2));
        assertEquals(new PdnGame(Map.of("Event", "Last"), Position.initial(),
                moves(Position.initial(), "11-15 23-19"), "1/2-1/2"), games.get(3));
        assertEquals(games, Pdn.parse(Pdn.format(games)));
    }

    @Test
    void readsSetUpGamesAndGamesWithoutMoves() {
        String text = "\uFEFF[GameType \"21,B,8,8,N1,0\"]\n[SetUp \"1\"]\n[FEN \"" + SETUP_FEN + ".\"]\n"
                + "1... 18x11 2. 10-15 *\n\n"
                + "[Event \"empty\"]\n[Result \"1/2-1/2\"]\n";
        List<PdnGame> games = Pdn.parse(text);
        assertEquals(2, games.size());
        assertEquals(Fen.parse(SETUP_FEN), games.get(0).start());
        assertEquals(moves(Fen.parse(SETUP_FEN), "18x11 10-15"), games.get(0).moves());
        assertFalse(games.get(0).tags().containsKey("GameType"));
        assertEquals(new PdnGame(Map.of("Event", "empty"), Position.initial(), List.of(), "1/2-1/2"), games.get(1));
    }

    @Test
    void textWithoutGamesHasNone() {
        assertEquals(List.of(), Pdn.parse(""));
        assertEquals(List.of(), Pdn.parse("  ; nothing here\n{ nor here }\n"));
    }

    static Stream<Arguments> badPdn() {
        return Stream.of(
                Arguments.of("1. 11-15 23-19 2. 11-16 *",
                        List.of("game 1, move 2 (Black) at line 1", "move '11-16' is not legal", "legal moves: ")),
                Arguments.of("[Event \"a\"]\n1. 11-15 *\n\n[Event \"b\"]\n1. 11-15 23-19\n2. 15-19 *",
                        List.of("game 2, move 2 (Black) at line 6", "'15-19'")),
                Arguments.of("[SetUp \"1\"]\n[FEN \"" + SETUP_FEN + "\"]\n1... 22-17 *",
                        List.of("game 1, move 1 (White) at line 3", "'22-17' is not legal", "you must capture: 18x11")),
                Arguments.of("[FEN \"B:W22:B14\"]\n1. 14-17 22x13 2. 1-5 *",
                        List.of("game 1, move 2 (Black)", "'1-5'", "the side to move has no legal moves")),
                Arguments.of("1. 11-15 23-19 2. foo *", List.of("game 1, move 2 (Black)", "move 'foo' is malformed")),
                Arguments.of("1. 11-15 23-19 2. 9x18 *", List.of("game 1, move 2 (Black)", "'9x18' is not legal")),
                Arguments.of("1. 11-15\n{ never\nclosed", List.of("game 1, line 2", "comment '{' is never closed")),
                Arguments.of("1. 11-15 (23-19\n2. 8-11 *", List.of("game 1, line 1", "variation '(' is never closed")),
                Arguments.of("1. 11-15 ) *", List.of("game 1, line 1", "unexpected ')'")),
                Arguments.of("1. 11-15 ] *", List.of("unexpected ']'")),
                Arguments.of("*\n}", List.of("line 2", "unexpected '}'")),
                Arguments.of("[Event \"x]\n1. 11-15 *", List.of("line 1", "the value of tag Event is not closed")),
                Arguments.of("[Event x]", List.of("tag Event must have a value in double quotes")),
                Arguments.of("[Event \"x\"\n*", List.of("tag Event is not closed by ']'")),
                Arguments.of("[\"x\"]", List.of("a tag must start with its name")),
                Arguments.of("[1Event \"x\"]", List.of("a tag must start with its name")),
                Arguments.of("[Event \"a\"]\n[Event \"b\"]\n*", List.of("game 1, line 2", "tag Event appears twice")),
                Arguments.of("[FEN \"B:W21:B30\"]\n*", List.of("game 1 (from line 1)", "FEN tag: ",
                        "the Black man on 30")),
                Arguments.of("[SetUp \"1\"]\n1. 11-15 *", List.of("game 1", "SetUp is 1 but there is no FEN tag")),
                Arguments.of("[GameType \"20\"]\n1. 32-28 *", List.of("GameType '20' is not English draughts (21)")),
                Arguments.of("[Result \"1-0\"]\n1. 11-15 0-1",
                        List.of("the Result tag says 1-0 but the moves end with 0-1")),
                Arguments.of("*\n[Result \"2-0\"]\n*", List.of("game 2", "Result tag '2-0' is not one of")),
                Arguments.of("1. 11-15 $ *", List.of("'$' must be followed by a number")));
    }

    @ParameterizedTest
    @MethodSource("badPdn")
    void badPdnIsRejectedSayingWhereAndWhy(String text, List<String> expected) {
        NotationException e = assertThrows(NotationException.class, () -> Pdn.parse(text));
        for (String part : expected) {
            assertTrue(e.getMessage().contains(part), "'" + part + "' missing from: " + e.getMessage());
        }
    }

    @Test
    void pdnGameFillsTheRosterAndKeepsOtherTagsInOrder() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Zeta", "1");
        tags.put("Black", "B");
        tags.put("Alpha", "2");
        PdnGame game = new PdnGame(tags, Position.initial(), List.of(), "*");
        assertEquals(List.of("Event", "Site", "Date", "Round", "Black", "White", "Zeta", "Alpha"),
                List.copyOf(game.tags().keySet()));
        assertEquals("????.??.??", game.tags().get("Date"));
        assertEquals("?", game.tags().get("White"));
        assertThrows(UnsupportedOperationException.class, () -> game.tags().put("X", "y"));
    }

    @Test
    void pdnGameRefusesWhatCannotBeWritten() {
        Position start = Position.initial();
        for (String derived : List.of("Result", "FEN", "SetUp", "GameType")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new PdnGame(Map.of(derived, "1"), start, List.of(), "*"));
            assertTrue(e.getMessage().contains("tag " + derived), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> new PdnGame(Map.of("Bad name", "x"), start, List.of(), "*"));
        assertThrows(IllegalArgumentException.class, () -> new PdnGame(Map.of("Event", "a\nb"), start, List.of(), "*"));
        IllegalArgumentException result = assertThrows(IllegalArgumentException.class,
                () -> new PdnGame(Map.of(), start, List.of(), "2-0"));
        assertTrue(result.getMessage().contains("'2-0'"), result.getMessage());
        IllegalArgumentException illegal = assertThrows(IllegalArgumentException.class,
                () -> new PdnGame(Map.of(), start, List.of(new Move(11, 15, 0), new Move(15, 19, 0)), "*"));
        assertTrue(illegal.getMessage().contains("move 2"), illegal.getMessage());
    }

    @Test
    void filesAreWrittenAtomicallyAndReadBack(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.pdn");
        Files.writeString(file, "old contents");
        List<PdnGame> games = List.of(
                PdnGame.of(play(new Game(), "11-15 23-19 8-11"), Map.of("Event", "Café")),
                PdnGame.of(play(new Game(Fen.parse(SETUP_FEN), DrawRules.STANDARD), "18x11"), Map.of()));
        Pdn.write(file, games);
        assertEquals(games, Pdn.read(file));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void writtenFilesGetTheUsualPermissionsNotOwnerOnly(@TempDir Path dir) throws IOException {
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x"); // what the umask gives any new file
        Path file = dir.resolve("game.pdn");
        Pdn.write(file, List.of(PdnGame.of(play(new Game(), "11-15"), Map.of())));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(file));
    }

    @Test
    void latin1FilesAreRead(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("old.pdn");
        Files.write(file, "[Event \"Café\"]\n1. 11-15 *\n".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals("Café", Pdn.read(file).getFirst().tags().get("Event"));
    }

    @Test
    void fileErrorsNameTheFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.pdn");
        Files.writeString(file, "1. 11-18 *\n");
        NotationException e = assertThrows(NotationException.class, () -> Pdn.read(file));
        assertTrue(e.getMessage().startsWith(file + ": game 1, move 1 (Black)"), e.getMessage());
        assertEquals("PDN file " + dir + " is a directory, not a file", assertThrows(IOException.class, () -> Pdn.read(dir)).getMessage());
        Path missing = dir.resolve("missing.pdn");
        assertEquals("PDN file " + missing + " does not exist", assertThrows(IOException.class, () -> Pdn.read(missing)).getMessage());
    }
}
