package org.evodraughts.checkers.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.SplittableRandom;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MoveSearch;
import org.junit.jupiter.api.Test;

class SearchPlayerTest {
    @Test
    void playsASingleLegalMoveAtOnceWithoutSearchingOrDrawingRandomNumbers() {
        // Black must take 18x27 (its only legal move).
        Position forced = Fen.parse("B:W23,32:B18");
        assertEquals(1, forced.legalMoves().size());
        MoveSearch refuses = (request, random) -> {
            throw new AssertionError("searched a forced move");
        };
        SplittableRandom random = new SplittableRandom(4);
        long next = new SplittableRandom(4).nextLong();
        SearchPlayer player = new SearchPlayer("p", refuses);
        Move move = player.chooseMove(new Game(forced, DrawRules.STANDARD), random);
        assertEquals(forced.legalMoves().getFirst(), move);
        assertNull(player.lastResult());
        assertEquals(next, random.nextLong(), "the generator was not used");
    }

    @Test
    void exposesWhatTheLastSearchFound() {
        SearchPlayer player = new SearchPlayer("h", AlphaBetaSettings.depth(3).newSearch(HeuristicEvaluator.INSTANCE));
        Move move = player.chooseMove(new Game(), new SplittableRandom(1));
        assertNotNull(player.lastResult());
        assertEquals(move, player.lastResult().bestMove());
        assertEquals(3, player.lastResult().depth());
    }
}
