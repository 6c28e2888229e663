package org.evodraughts.checkers.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Perft;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.MoveText;
import org.junit.jupiter.api.Test;

class BallotOpeningsTest {
    @Test
    void everyPositionThreePliesDeepOnceEach() {
        Set<Position> reachable = new HashSet<>();
        int sequences = 0;
        for (Move a : Position.initial().legalMoves()) {
            Position p1 = Position.initial().play(a);
            for (Move b : p1.legalMoves()) {
                Position p2 = p1.play(b);
                for (Move c : p2.legalMoves()) {
                    reachable.add(p2.play(c));
                    sequences++;
                }
            }
        }
        assertEquals(new Perft().count(Position.initial(), 3), sequences, "302 sequences, as perft(3) counts");
        assertEquals(302, sequences);

        List<Opening> deck = BallotOpenings.all();
        assertEquals(BallotOpenings.COUNT, deck.size());
        assertEquals(216, deck.size());
        Set<Position> ends = new HashSet<>();
        for (Opening opening : deck) {
            assertEquals(3, opening.moves().size());
            ends.add(opening.start(DrawRules.STANDARD).position());
        }
        assertEquals(reachable, ends, "every reachable position, none twice");
    }

    @Test
    void theDeckIsOrderedByItsMoves() {
        List<Opening> deck = BallotOpenings.all();
        assertEquals("9-13 21-17 5-9", text(deck.getFirst()));
        assertEquals("9-13 21-17 6-9", text(deck.get(1)));
        assertEquals("12-16 24-20 16-19", text(deck.getLast()));
    }

    @Test
    void shufflingIsAPermutationFixedByTheSeed() {
        List<Opening> a = BallotOpenings.shuffled(1);
        assertEquals(a, BallotOpenings.shuffled(1));
        assertNotEquals(a, BallotOpenings.shuffled(2));
        assertNotEquals(BallotOpenings.all(), a);
        assertEquals(new HashSet<>(BallotOpenings.all()), new HashSet<>(a));
    }

    private static String text(Opening opening) {
        Position p = Position.initial();
        StringBuilder text = new StringBuilder();
        for (Move m : opening.moves()) {
            text.append(text.isEmpty() ? "" : " ").append(MoveText.format(p, m));
            p = p.play(m);
        }
        return text.toString();
    }
}
