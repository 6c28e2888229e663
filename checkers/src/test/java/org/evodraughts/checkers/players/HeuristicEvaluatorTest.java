package org.evodraughts.checkers.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.search.RandomPositions;
import org.junit.jupiter.api.Test;

class HeuristicEvaluatorTest {
    private final HeuristicEvaluator h = HeuristicEvaluator.INSTANCE;

    @Test
    void staysInsideMinusOneToOneAndIsOppositeForTheOtherSideAndTheSameMirrored() {
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 20_000; i++) {
            Position p = RandomPositions.placement(random, 12, 0.3);
            double black = h.evaluate(p, Side.BLACK);
            assertTrue(black > -1 && black < 1, () -> Fen.format(p));
            assertEquals(-black, h.evaluate(p, Side.WHITE), 0.0);
            assertEquals(black, h.evaluate(p.mirrored(), Side.WHITE), 0.0, () -> Fen.format(p));
        }
        assertEquals(0.0, h.evaluate(Position.initial(), Side.BLACK), 0.0);
    }

    @Test
    void prefersMaterialAndKingsOverMen() {
        double manUp = h.evaluate(Fen.parse("B:W21,22:B9,10,11"), Side.BLACK);
        double kingNotMan = h.evaluate(Fen.parse("B:W21,22:BK14,10"), Side.BLACK);
        double manNotKing = h.evaluate(Fen.parse("B:W21,22:B14,10"), Side.BLACK);
        assertTrue(manUp > 0.2, "one man up: " + manUp);
        assertTrue(kingNotMan > manNotKing, kingNotMan + " vs " + manNotKing);
        double threeUp = h.evaluate(Fen.parse("B:W29:B1,2,3,4"), Side.BLACK);
        assertTrue(threeUp > manUp && threeUp < 1, "more material, higher score: " + threeUp);
    }

    @Test
    void rewardsAdvancementTheBackRowTheCentreAndKeepsKingsOffTheEdge() {
        // Same material each time; only the placement differs.
        assertTrue(h.evaluate(Fen.parse("B:W32:B14"), Side.BLACK) > h.evaluate(Fen.parse("B:W32:B6"), Side.BLACK),
                "a man two rows further on (and central)");
        assertTrue(h.evaluate(Fen.parse("B:W32,31:B1,2"), Side.BLACK) > h.evaluate(Fen.parse("B:W32,31:B5,6"), Side.BLACK),
                "back-row guards outweigh one row of advancement");
        assertTrue(h.evaluate(Fen.parse("B:W32:BK15"), Side.BLACK) > h.evaluate(Fen.parse("B:W32:BK12"), Side.BLACK),
                "a central king beats an edge king");
    }
}
