package org.evodraughts.checkers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.evodraughts.checkers.notation.Fen;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft counts as data: (position, depth, published count). */
class PerftTest {
    @ParameterizedTest(name = "perft({1}) of {0} = {2}")
    @CsvSource(delimiter = ';', textBlock = """
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 0; 1
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 1; 7
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 2; 49
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 3; 302
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 4; 1469
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 5; 7361
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 6; 36768
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 7; 179740
            B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12; 8; 845931
            """)
    void countsLeafNodes(String fen, int depth, long expected) {
        assertEquals(expected, new Perft().count(Fen.parse(fen), depth));
    }

    @ParameterizedTest(name = "perft({0}) is colour-symmetric")
    @CsvSource({"1", "3", "5", "7"})
    void mirroredPositionHasTheSameTree(int depth) {
        Position p = Fen.parse("W:W14,K19,22,27,30:B5,K11,12,18");
        Perft perft = new Perft();
        assertEquals(perft.count(p, depth), perft.count(p.mirrored(), depth));
    }
}
