package org.evodraughts.checkers.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FenTest {
    @Test
    void theInitialPositionRoundTrips() {
        assertEquals(Position.initial(), Fen.parse(Fen.INITIAL));
        assertEquals(Fen.INITIAL, Fen.format(Position.initial()));
        assertEquals(Position.initial(), Fen.parse("B:W21-32:B1-12"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "W:W14,K19,22,27,30:B5,K11,12,18",
            "B:WK1,K2,K3:BK29,K30",
            "W:W:BK6",
            "B:W22:B",
            "B:W:B",
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:BK1,K2,3,4,5,6,7,8,9,10,11,12"})
    void formatThenParseIsTheIdentity(String fen) {
        Position position = Fen.parse(fen);
        assertEquals(fen, Fen.format(position));
        assertEquals(position, Fen.parse(Fen.format(position)));
    }

    @Test
    void inputMayBeUnorderedSpacedLowerCaseWithRangesAndAFullStop() {
        Position expected = new Position(bit(12) | bit(16) | bit(22) | bit(23) | bit(24),
                bit(10) | bit(18), bit(10) | bit(22), Side.WHITE);
        assertEquals(expected, Fen.parse(" w : b12 , k22,16,23-24 : WK10,18. "));
        assertEquals("W:WK10,18:B12,16,K22,23,24", Fen.format(expected));
    }

    @ParameterizedTest(name = "[{index}] ''{0}''")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ""                     | FEN is empty
            "   "                  | FEN is empty
            B:W21                  | found 2
            B:W21:B1:W5            | found 4
            B;W21;B1               | found 1
            X:W21:B1               | side to move 'X' must be W or B
            :W21:B1                | side to move '' must be W or B
            BW:W21:B1              | side to move 'BW' must be W or B
            B:X21:B1               | piece field colour 'X' must be W or B
            B::B1                  | field 2 is empty
            B:W21:                 | field 3 is empty
            B:W21:W22              | the White pieces are listed twice
            B:W21,x5:B1            | 'x5' is not a square number
            B:W21,,22:B1           | '' is not a square number
            B:W21:B1,              | '' is not a square number
            B:WK:B1                | 'K' is not a square number
            B:W-5:B1               | '-5' is not a square number
            B:W21-:B1              | '21-' is not a square number
            B:W100:B1              | '100' is not a square number
            B:W٢١:B1               | '٢١' is not a square number
            B:W33:B1               | square 33 in '33' is not in 1–32
            B:W0:B1                | square 0 in '0' is not in 1–32
            B:W21-33:B1            | square 33 in '21-33' is not in 1–32
            B:W25-21:B1            | range '25-21' runs backwards
            B:W21,21:B1            | square 21 is occupied twice
            B:W21:B21              | square 21 is occupied twice
            B:W20-24:BK22          | square 22 is occupied twice
            B:W14-26:B1            | White has 13 pieces
            B:W21:B1-13            | Black has 13 pieces
            B:W2:B12               | the White man on 2 stands on its crowning row
            B:W21:B30              | the Black man on 30 stands on its crowning row
            """)
    void badFenIsRejectedNamingTheProblem(String fen, String expected) {
        NotationException e = assertThrows(NotationException.class, () -> Fen.parse(fen));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        if (!fen.isBlank()) {
            assertTrue(e.getMessage().contains(fen), "the message quotes the FEN: " + e.getMessage());
        }
    }

    @Test
    void nullIsEmpty() {
        assertThrows(NotationException.class, () -> Fen.parse(null));
    }

    private static int bit(int square) {
        return 1 << (square - 1);
    }
}
