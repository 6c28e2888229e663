package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.PackedMove;
import org.evodraughts.checkers.Position;
import org.junit.jupiter.api.Test;

class ZobristTest {
    @Test
    void incrementalUpdateEqualsHashingFromScratch() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2000; i++) {
            Position p = i % 2 == 0 ? RandomPositions.fromRandomGame(random, 80) : RandomPositions.placement(random, 12, 0.4);
            long hash = Zobrist.hash(p.black(), p.white(), p.kings(), p.blackToMove());
            for (Move m : p.legalMoves()) {
                Position q = p.play(m);
                long updated = Zobrist.afterMove(hash, p.black(), p.white(), p.kings(), q.black(), q.white(), q.kings());
                assertEquals(Zobrist.hash(q.black(), q.white(), q.kings(), q.blackToMove()), updated,
                        () -> "after " + m + (PackedMove.isCapture(m.packed()) ? " (capture)" : ""));
            }
        }
    }

    @Test
    void distinctPositionsGetDistinctHashes() {
        SplittableRandom random = new SplittableRandom(8);
        Map<Long, Position> seen = new HashMap<>();
        for (int i = 0; i < 50_000; i++) {
            Position p = RandomPositions.placement(random, 12, 0.3);
            Position earlier = seen.putIfAbsent(Zobrist.hash(p.black(), p.white(), p.kings(), p.blackToMove()), p);
            if (earlier != null) {
                assertEquals(earlier, p, "a 64-bit collision among 50 000 positions");
            }
        }
        Position start = Position.initial();
        assertNotEquals(Zobrist.hash(start.black(), start.white(), start.kings(), true),
                Zobrist.hash(start.black(), start.white(), start.kings(), false), "the side to move is hashed");
    }
}
