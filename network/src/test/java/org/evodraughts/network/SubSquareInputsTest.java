package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;
import org.evodraughts.checkers.notation.Fen;
import org.junit.jupiter.api.Test;

class SubSquareInputsTest {
    @Test
    void thereAre91WindowsOrderedBySizeThenRowThenColumn() {
        int[] perSize = new int[9];
        int previous = -1;
        for (int n = 0; n < SubSquareInputs.COUNT; n++) {
            int k = SubSquareInputs.size(n);
            perSize[k]++;
            int key = k * 100 + SubSquareInputs.top(n) * 10 + SubSquareInputs.left(n);
            assertEquals(true, key > previous, "window " + n + " out of order");
            previous = key;
        }
        assertArrayEquals(new int[] {0, 0, 0, 36, 25, 16, 9, 4, 1}, perSize);
        assertEquals(3, SubSquareInputs.size(0));
        assertEquals(1, SubSquareInputs.left(1));
        assertEquals(1, SubSquareInputs.top(6));
        assertEquals(4, SubSquareInputs.size(36));
        assertEquals(8, SubSquareInputs.size(90));
        assertEquals(-1, SubSquareInputs.squares(90), "the whole board holds every dark square");
    }

    @Test
    void windowMasksHoldTheDarkSquaresInside() {
        for (int n = 0; n < SubSquareInputs.COUNT; n++) {
            int k = SubSquareInputs.size(n);
            // A k×k square holds floor(k²/2) or ceil(k²/2) dark squares.
            int count = Integer.bitCount(SubSquareInputs.squares(n));
            assertEquals(true, count == k * k / 2 || count == (k * k + 1) / 2, "window " + n + " has " + count);
        }
        // Window 0 covers rows 0–2, columns 0–2: squares 1, 5, 6 and 9.
        int expected = 1 << Squares.indexOf(1) | 1 << Squares.indexOf(5) | 1 << Squares.indexOf(6) | 1 << Squares.indexOf(9);
        assertEquals(expected, SubSquareInputs.squares(0));
    }

    @Test
    void initialPositionSumsTheOwnMenInAWindow() {
        Position p = Position.initial();
        double[] inputs = SubSquareInputs.encode(p.black(), p.white(), p.kings(), Side.BLACK, 1.5);
        assertEquals(4, inputs[0]); // squares 1, 5, 6, 9: four own men, summed not averaged
        assertEquals(0, inputs[90]); // 12 own men, 12 opponent men
        // Rows 3–4 are empty, so a 3×3 window on rows 3–5 sees only row 5: opponent men.
        int window = 3 * 6 + 0; // k = 3, top 3, left 0
        assertEquals(-2, inputs[window]); // squares 21 and 22 at (5,0) and (5,2)
    }

    @Test
    void kingsCountKingValueTimes() {
        Position p = Fen.parse("B:WK29:BK1,K5");
        double[] inputs = SubSquareInputs.encode(p.black(), p.white(), p.kings(), Side.BLACK, 2.25);
        assertEquals(2 * 2.25, inputs[0]);
        assertEquals(2 * 2.25 - 2.25, inputs[90]);
    }

    @Test
    void whiteSeesTheBoardRotatedWithColoursSwapped() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 500; i++) {
            Position p = PlayoutPositions.scattered(random);
            Position m = p.mirrored();
            assertArrayEquals(SubSquareInputs.encode(m.black(), m.white(), m.kings(), Side.BLACK, 1.5),
                    SubSquareInputs.encode(p.black(), p.white(), p.kings(), Side.WHITE, 1.5));
        }
    }

    @Test
    void agreesWithTheWindowByWindowDefinition() {
        SplittableRandom random = new SplittableRandom(4);
        double[] out = new double[SubSquareInputs.COUNT + 5];
        for (int i = 0; i < 2000; i++) {
            Position p = i % 2 == 0 ? PlayoutPositions.next(random, 100) : PlayoutPositions.scattered(random);
            double k = 1 + random.nextDouble(2);
            for (Side side : Side.values()) {
                SubSquareInputs.encode(p.black(), p.white(), p.kings(), side, k, out, 5);
                double[] expected = ReferenceNetwork.inputs(p.black(), p.white(), p.kings(), side, k);
                for (int n = 0; n < SubSquareInputs.COUNT; n++) {
                    assertEquals(expected[n], out[5 + n], 1e-12, p + " " + side + " input " + n);
                }
            }
        }
    }
}
