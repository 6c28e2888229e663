package org.evodraughts.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.SplittableRandom;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.players.TimeControl;
import org.evodraughts.checkers.search.SearchRequest;
import org.evodraughts.checkers.search.SearchResult;
import org.junit.jupiter.api.Test;

/** The game both front ends keep (terminal and browser): undo, resignation, record, ending, summary. */
class PersonGameTest {
    private static Move move(Position position, String text) {
        return MoveText.parse(position, text);
    }

    @Test
    void undoTakesBackTheProgramsReplyAndThePersonsMove() {
        PersonGame game = new PersonGame(new Game(), Side.WHITE);
        assertFalse(game.canUndo(), "the program moves first: nothing of the person's to take back");
        game.play(move(game.position(), "11-15"));
        assertTrue(game.personToMove());
        assertFalse(game.canUndo());
        game.play(move(game.position(), "22-18"));
        game.play(move(game.position(), "15x22"));
        assertEquals(2, game.undo());
        assertEquals(1, game.game().moves().size());
        assertFalse(game.canUndo());
        assertThrows(IllegalStateException.class, game::undo);
    }

    @Test
    void aGameEndedOnThePersonsMoveTakesBackThatMoveAlone() {
        PersonGame game = new PersonGame(new Game(Fen.parse("W:W22,30:B18"), DrawRules.STANDARD), Side.WHITE);
        game.play(move(game.position(), "22x15"));
        assertTrue(game.isOver());
        assertEquals("White wins: Black has no legal move. You won.", game.ending());
        assertEquals("0-1", game.result());
        assertEquals(1, game.undo());
        assertFalse(game.isOver());
    }

    @Test
    void aResignationEndsTheGameForTheProgramAndCannotBeUndone() {
        PersonGame game = new PersonGame(new Game(), Side.BLACK);
        assertNull(game.ending());
        assertEquals("*", game.result());
        game.play(move(game.position(), "11-15"));
        game.resign();
        assertTrue(game.isOver());
        assertFalse(game.canUndo(), "a resigned game stays resigned");
        assertEquals("You resigned; white wins.", game.ending());
        PdnGame record = game.record("evodraughts test", LocalDate.of(2026, 11, 26), "heuristic:4");
        assertEquals("0-1", record.result());
        assertEquals("you", record.tags().get("Black"));
        assertEquals("heuristic:4", record.tags().get("White"));
        assertEquals("2026.11.26", record.tags().get("Date"));
        assertEquals(1, record.moves().size());
        assertThrows(IllegalStateException.class, game::resign);
    }

    @Test
    void theSummaryShowsSecondsToThreeDecimalsAndNodesWithSeparators() {
        Position initial = Position.initial();
        Move move = initial.legalMoves().getFirst();
        assertEquals("evaluation +0.125 for black; depth 8, 12,345 nodes, 0.031 s", PersonGame.summary(initial,
                AgentMove.searched(new SearchResult(move, 0.125, 8, 12345, Duration.ofNanos(31_400_000)))));
        assertEquals("the only legal move", PersonGame.summary(initial, new AgentMove(move, null, true, null)));
        assertEquals("evaluation +0.000 for black; depth 6, 99 nodes, 0.002 s; clock 4:58.2", PersonGame.summary(initial,
                AgentMove.searched(new SearchResult(move, -0.0, 6, 99, Duration.ofMillis(2))).withClock(Duration.ofMillis(298_250))),
                "a drawn value shows without a sign's minus, and the clock after the move follows");
        assertEquals("the only legal move; clock 0:00.0", PersonGame.summary(initial,
                new AgentMove(move, null, true, Duration.ofMillis(-3))), "a clock that ran out reads 0");
    }

    @Test
    void agentsTakeEveryPlayerNameWithOneDefaultSearch() throws IOException {
        PlayerSpecParser names = Agents.names();
        SplittableRandom random = new SplittableRandom(1);
        Agent heuristic = Agents.of(names.resolve("heuristic"), "heuristic", Agents.search(null, null, null), null, null,
                random);
        assertEquals("heuristic (" + Agents.DEFAULT_SEARCH + ")", heuristic.name());
        Agent fixed = Agents.of(names.resolve("heuristic:3"), "heuristic:3", Agents.search(null, 2.0, null), 2.0, null,
                random);
        assertEquals("minimax:3,time=2s", fixed.search());
        assertEquals("minimax:time=2s", Agents.search(" ", 2.0, null).describe(), "with a time and no search: as deep as it allows");
        TimeControl clock = TimeControl.parse("5m+2s");
        assertEquals("minimax:64", Agents.search(null, null, clock).describe(), "with a clock alone: as deep as each move's share allows");
        assertEquals("minimax:8", Agents.search("minimax:8", null, clock).describe(), "a search of its own stays");
        Agent clocked = Agents.of(names.resolve("heuristic"), "heuristic", Agents.search(null, null, clock), null, clock,
                random);
        assertEquals("heuristic (minimax:64, clock 5m+2s)", clocked.name());
        assertEquals(Duration.ofMinutes(5), clocked.clock().remaining());
        Agent baseline = Agents.of(names.resolve("random"), "random", Agents.search(null, null, null), null, null, random);
        assertEquals("random", baseline.name());
        assertEquals("-", baseline.search());
        AgentMove choice = baseline.move(SearchRequest.of(Position.initial()));
        assertTrue(Position.initial().legalMoves().contains(choice.move()));
        assertFalse(choice.forced());
        IllegalArgumentException fixedTwice = assertThrows(IllegalArgumentException.class,
                () -> PlayerSpecParser.refuseSearch("heuristic:3", names.resolve("heuristic:3")));
        assertTrue(fixedTwice.getMessage().contains("already fixes its search to minimax:3"), fixedTwice.getMessage());
    }
}
