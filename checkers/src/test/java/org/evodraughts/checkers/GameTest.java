package org.evodraughts.checkers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;
import org.junit.jupiter.api.Test;

/** How games end and how undo restores them, on hand-made positions. */
class GameTest {
    private static final DrawRules NO_DRAWS = new DrawRules(0, 0, 0);

    private static Game game(String fen, DrawRules rules) {
        return new Game(Fen.parse(fen), rules);
    }

    /** Plays moves given as text; after each one the game must still be going on. */
    private static void playOn(Game game, String... moves) {
        for (String move : moves) {
            assertNull(game.outcome(), "over before " + move);
            game.play(MoveText.parse(game.position(), move));
        }
    }

    private static void play(Game game, String move) {
        game.play(MoveText.parse(game.position(), move));
    }

    @Test
    void aBlockedSideLoses() {
        Game game = game("W:WK27:B28", NO_DRAWS);
        playOn(game, "27-32"); // Black's only man on 28 can neither step nor jump
        assertEquals(Outcome.WHITE_WINS, game.outcome());
        assertTrue(game.isOver());
    }

    @Test
    void aSideWithNoPiecesLoses() {
        Game game = game("W:W22:B18", NO_DRAWS);
        playOn(game, "22x15");
        assertEquals(Outcome.WHITE_WINS, game.outcome());
        assertEquals(Outcome.BLACK_WINS, game("W:W:BK5", NO_DRAWS).outcome());
    }

    @Test
    void threefoldRepetitionDraws() {
        Game game = game("B:WK29:BK4", DrawRules.STANDARD);
        Position start = game.position();
        playOn(game, "4-8", "29-25", "8-4", "25-29", "4-8", "29-25", "8-4");
        assertEquals(2, game.occurrences(start));
        play(game, "25-29");
        assertEquals(3, game.occurrences(start));
        assertEquals(Outcome.DRAW_BY_REPETITION, game.outcome());
    }

    @Test
    void repetitionsAreNotCountedWhenTheRuleIsOff() {
        Game game = game("B:WK29:BK4", NO_DRAWS);
        for (int i = 0; i < 5; i++) {
            playOn(game, "4-8", "29-25", "8-4", "25-29");
        }
        assertNull(game.outcome());
        assertEquals(6, game.occurrences(game.start()));
    }

    @Test
    void theMoveCapDrawsOnceEachSideHasMovedThatOften() {
        Game game = new Game(Position.initial(), new DrawRules(2, 0, 0));
        playOn(game, "11-15", "23-19", "8-11");
        play(game, "22-17");
        assertEquals(Outcome.DRAW_BY_MOVE_LIMIT, game.outcome());
    }

    @Test
    void aWinOnTheLastMoveBeforeTheCapIsAWin() {
        Game game = game("B:W22:B14", new DrawRules(1, 0, 0));
        playOn(game, "14-17");
        play(game, "22x13");
        assertEquals(Outcome.WHITE_WINS, game.outcome());
    }

    @Test
    void kingMovesWithoutCaptureMakeNoProgress() {
        Game game = game("B:WK29:BK4", new DrawRules(0, 0, 2));
        playOn(game, "4-8", "29-25", "8-4");
        play(game, "25-29");
        assertEquals(Outcome.DRAW_BY_NO_PROGRESS, game.outcome());
    }

    @Test
    void aManMoveResetsTheNoProgressCount() {
        Game game = game("B:WK29:BK4,12", new DrawRules(0, 0, 2));
        playOn(game, "4-8", "29-25", "12-16", "25-29", "8-4", "29-25");
        play(game, "4-8");
        assertEquals(Outcome.DRAW_BY_NO_PROGRESS, game.outcome());
    }

    @Test
    void aKingCaptureResetsTheNoProgressCount() {
        Game game = game("B:WK18,K29:BK6", new DrawRules(0, 0, 2));
        // 6-10 and 18-15 are quiet; 10x19 captures, so four more quiet plies are needed.
        playOn(game, "6-10", "18-15", "10x19", "29-25", "19-15", "25-29");
        play(game, "15-10");
        assertEquals(Outcome.DRAW_BY_NO_PROGRESS, game.outcome());
    }

    @Test
    void undoRestoresTheNoProgressCount() {
        Game game = game("B:WK29:BK4,12", new DrawRules(0, 0, 2));
        playOn(game, "4-8", "29-25", "12-16");
        assertTrue(game.undo()); // back to two quiet plies
        playOn(game, "8-4");
        play(game, "25-29");
        assertEquals(Outcome.DRAW_BY_NO_PROGRESS, game.outcome());
        assertTrue(game.undo());
        assertNull(game.outcome());
        play(game, "25-21");
        assertEquals(Outcome.DRAW_BY_NO_PROGRESS, game.outcome());
    }

    @Test
    void undoRestoresTheRepetitionCountAndTheMoveCap() {
        Game game = game("B:WK29:BK4", new DrawRules(4, 3, 0));
        Position start = game.position();
        playOn(game, "4-8", "29-25", "8-4", "25-29", "4-8", "29-25", "8-4");
        play(game, "25-29");
        assertEquals(Outcome.DRAW_BY_REPETITION, game.outcome()); // repetition is judged before the cap
        assertTrue(game.undo());
        assertNull(game.outcome());
        assertEquals(2, game.occurrences(start));
        assertEquals(7, game.moves().size());
        play(game, "25-21");
        assertEquals(Outcome.DRAW_BY_MOVE_LIMIT, game.outcome());
        assertEquals(1, game.occurrences(game.position()));
    }

    @Test
    void undoAtTheStartDoesNothing() {
        Game game = new Game();
        assertFalse(game.undo());
        assertEquals(List.of(Position.initial()), game.positions());
    }

    @Test
    void anIllegalMoveIsRefusedAndChangesNothing() {
        Game game = new Game();
        play(game, "11-15");
        List<Position> positions = game.positions();
        List<Move> moves = game.moves();
        assertThrows(IllegalArgumentException.class, () -> game.play(new Move(15, 19, 0))); // White's turn
        assertThrows(IllegalArgumentException.class, () -> game.play(new Move(22, 13, 0)));
        assertEquals(positions, game.positions());
        assertEquals(moves, game.moves());
        assertNull(game.outcome());
        assertEquals(1, game.occurrences(game.position()));
    }

    @Test
    void noMoveIsAcceptedAfterTheEnd() {
        Game game = game("W:W22:B18", NO_DRAWS);
        play(game, "22x15");
        List<Position> positions = game.positions();
        Move any = new Move(15, 10, 0);
        assertThrows(IllegalStateException.class, () -> game.play(any));
        assertEquals(positions, game.positions());
        assertEquals(Outcome.WHITE_WINS, game.outcome());
    }
}
