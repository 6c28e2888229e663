package org.evodraughts.checkers.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoveTextTest {
    /** Three captures by the man on 10; two of them end on 26. */
    private static final Position BRANCHING = Fen.parse("B:W14,15,22,23,24:B10");

    @Test
    void stepsAreWrittenWithADash() {
        Position start = Position.initial();
        assertEquals(Set.of("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"),
                start.legalMoves().stream().map(m -> MoveText.format(start, m)).collect(Collectors.toSet()));
        assertEquals(new Move(11, 15, 0), MoveText.parse(start, "11-15"));
        assertEquals(new Move(11, 15, 0), MoveText.parse(start, " 11 - 15 "));
    }

    @Test
    void capturesAreWrittenWithEveryLandingSquare() {
        Move viaSeventeen = new Move(10, 26, bit(14) | bit(22));
        assertEquals("10x17x26", MoveText.format(BRANCHING, viaSeventeen));
        assertEquals(viaSeventeen, MoveText.parse(BRANCHING, "10x17x26"));
        assertEquals(viaSeventeen, MoveText.parse(BRANCHING, "10X17X26"));
        assertEquals(new Move(10, 26, bit(15) | bit(23)), MoveText.parse(BRANCHING, "10x19x26"));
    }

    @Test
    void everyLegalMoveRoundTrips() {
        for (String fen : List.of(Fen.INITIAL, "B:W14,15,22,23,24:B10", "B:W9,10,17,18:BK6",
                "W:WK15:B10,11,18,19", "B:W19,26,27:BK15")) {
            Position position = Fen.parse(fen);
            for (Move move : position.legalMoves()) {
                assertEquals(move, MoveText.parse(position, MoveText.format(position, move)), fen);
            }
        }
    }

    @Test
    void aCaptureMayBeWrittenWithJustItsEndsWhenOnlyOneMoveFits() {
        assertEquals(new Move(10, 28, bit(15) | bit(24)), MoveText.parse(BRANCHING, "10x28"));
        Position kingCapture = Fen.parse("B:W19,26,27:BK15");
        assertEquals(MoveText.parse(kingCapture, "15x24x31x22"), MoveText.parse(kingCapture, "15x22"));
    }

    @Test
    void routesOfTheSameMoveAreTheSameMove() {
        Position circuit = Fen.parse("B:W9,10,17,18:BK6");
        Move move = MoveText.parse(circuit, "6x13x22x15x6");
        assertEquals(move, MoveText.parse(circuit, "6x15x22x13x6"));
        assertEquals(move, MoveText.parse(circuit, "6x6"));
    }

    @Test
    void anAmbiguousShortCaptureListsTheFullRoutes() {
        NotationException e = assertThrows(NotationException.class, () -> MoveText.parse(BRANCHING, "10x26"));
        assertTrue(e.getMessage().contains("'10x26' is ambiguous"), e.getMessage());
        assertTrue(e.getMessage().contains("10x17x26"), e.getMessage());
        assertTrue(e.getMessage().contains("10x19x26"), e.getMessage());
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', textBlock = """
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12 | 11-18
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12 | 22-18
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12 | 11x18
            B:W18:B1,14                                                        | 1-6
            B:W18:B1,14                                                        | 14-17
            B:W14,15,22,23,24:B10                                              | 10x18x26
            B:W14,15,22,23,24:B10                                              | 10x19
            B:W14,15,22,23,24:B10                                              | 10-17
            """)
    void anIllegalMoveListsTheLegalMoves(String fen, String text) {
        Position position = Fen.parse(fen);
        NotationException e = assertThrows(NotationException.class, () -> MoveText.parse(position, text));
        assertTrue(e.getMessage().contains("move '" + text + "' is not legal"), e.getMessage());
        for (Move legal : position.legalMoves()) {
            assertTrue(e.getMessage().contains(MoveText.format(position, legal)), e.getMessage());
        }
    }

    @Test
    void aMoveWhenNoneIsPossibleSaysSo() {
        NotationException e = assertThrows(NotationException.class,
                () -> MoveText.parse(Fen.parse("B:W32:B28"), "28-32"));
        assertTrue(e.getMessage().contains("the side to move has no legal moves"), e.getMessage());
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ""         | move text is empty
            11         | move '11' is malformed
            11-15-19   | move '11-15-19' is malformed
            11x15-19   | move '11x15-19' is malformed
            11_15      | move '11_15' is malformed
            a-b        | move 'a-b': 'a' is not a square number
            11-        | move '11-': '' is not a square number
            11x        | move '11x': '' is not a square number
            x11        | move 'x11': '' is not a square number
            11-33      | move '11-33': square 33 is not in 1–32
            0x9        | move '0x9': square 0 is not in 1–32
            11-150     | move '11-150': '150' is not a square number
            """)
    void malformedTextIsRejectedNamingTheToken(String text, String expected) {
        NotationException e = assertThrows(NotationException.class,
                () -> MoveText.parse(Position.initial(), text));
        assertEquals(expected, e.getMessage().substring(0, Math.min(expected.length(), e.getMessage().length())),
                e.getMessage());
    }

    @Test
    void formatAllSeparatesWithSpaces() {
        Position start = Position.initial();
        assertEquals("11-15 12-16", MoveText.formatAll(start,
                List.of(MoveText.parse(start, "11-15"), MoveText.parse(start, "12-16"))));
    }

    private static int bit(int square) {
        return 1 << (square - 1);
    }

    @Test
    void aStepWhenACaptureIsForcedSaysSoInWords() {
        Position position = Fen.parse("W:W22:B18,1");
        NotationException e = assertThrows(NotationException.class, () -> MoveText.parse(position, "22-17"));
        assertEquals("move '22-17' is not legal: you must capture: 22x15", e.getMessage());
    }

    @Test
    void theOnlyCaptureBetweenTwoSquaresMayBeWrittenAsAStep() {
        Position position = Fen.parse("W:W22:B18,1");
        assertEquals(MoveText.parse(position, "22x15"), MoveText.parse(position, "22-15"));
        assertTrue(MoveText.parse(position, "22-15").isCapture());
    }
}
