package org.evodraughts.checkers.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.SplittableRandom;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;
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
    void aPlayerThatSeesTheGameDrawsALostGameByRepetitionWhereOneThatDoesNotPlaysOn() {
        // White's lone king against a king and a man, after both have shuffled twice: 30-25
        // brings back the start for the third time.
        Game game = new Game(Fen.parse("B:WK25:BK4,9"), DrawRules.STANDARD);
        for (String text : "4-8 25-30 8-4 30-25 4-8 25-30 8-4".split(" ")) {
            game.play(MoveText.parse(game.position(), text));
        }
        Move draw = MoveText.parse(game.position(), "30-25");
        MoveSearch search = AlphaBetaSettings.depth(6).newSearch(HeuristicEvaluator.INSTANCE);
        assertNotEquals(draw, new SearchPlayer("blind", search).chooseMove(game, new SplittableRandom(1)));
        SearchPlayer seeing = new SearchPlayer("seeing", AlphaBetaSettings.depth(6).newSearch(HeuristicEvaluator.INSTANCE),
                PlayMode.inGame(null));
        assertEquals(draw, seeing.chooseMove(game, new SplittableRandom(1)));
        assertNull(seeing.clock());
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
