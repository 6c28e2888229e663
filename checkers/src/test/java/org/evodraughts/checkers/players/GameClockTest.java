package org.evodraughts.checkers.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.search.MoveSearch;
import org.evodraughts.checkers.search.SearchResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GameClockTest {
    /**
     * A side that takes its whole allotment for every move and the expected overhead besides,
     * through the longest game the standard draw rules allow (100 moves a side), as pieces come
     * off: its clock never runs out, no allotment is more than is left, and the clock is the
     * base plus the increments less the time used.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"2s", "5m+2s", "3s+1s", "60s", "10s+5s", "1m+10ms", "200ms+2s", "100ms+10ms"})
    void aSideThatUsesEveryAllotmentKeepsTime(String text) {
        TimeControl control = TimeControl.parse(text);
        GameClock clock = new GameClock(control);
        Duration spent = Duration.ZERO;
        for (int move = 0; move < 100; move++) {
            Duration allotted = clock.allot(withPieces(24 - move / 5));
            assertTrue(allotted.compareTo(Duration.ofMillis(1)) >= 0, "move " + move + " gets time");
            Duration used = allotted.plus(GameClock.MOVE_OVERHEAD);
            assertTrue(used.compareTo(clock.remaining()) <= 0, () -> text + ": move " + clock.moves() + " gets more than is left");
            spent = spent.plus(used);
            clock.charge(allotted, used);
            assertFalse(clock.remaining().isNegative(), () -> text + " ran out at move " + clock.moves());
            assertEquals(control.base().plus(control.increment().multipliedBy(clock.moves())).minus(spent),
                    clock.remaining());
        }
    }

    /** On a loaded machine every move overruns its allotment by 30 ms: the clock learns it and does not run out. */
    @Test
    void overrunsComeOutOfTheAllotments() {
        GameClock clock = new GameClock(TimeControl.parse("1s+40ms"));
        for (int move = 0; move < 100; move++) {
            Duration allotted = clock.allot(withPieces(24 - move / 5));
            clock.charge(allotted, allotted.plusMillis(30));
            assertFalse(clock.remaining().isNegative(), "ran out at move " + move);
        }
        assertTrue(clock.overhead().compareTo(Duration.ofMillis(25)) > 0, "learnt " + clock.overhead());
        clock.charge(Duration.ZERO, Duration.ofMillis(1));
        assertTrue(clock.overhead().compareTo(Duration.ofMillis(25)) > 0, "a move without a search teaches nothing");
    }

    @Test
    void spendsMostOfTheBaseOverATypicalGame() {
        GameClock clock = new GameClock(TimeControl.parse("5m"));
        for (int move = 0; move < 50; move++) {
            Duration allotted = clock.allot(withPieces(24 - move / 3));
            clock.charge(allotted, allotted);
        }
        assertTrue(clock.remaining().compareTo(Duration.ofMinutes(2)) < 0, "left " + clock.remaining());
    }

    @Test
    void givesMostOfTheIncrementAndMoreAsPiecesComeOff() {
        GameClock clock = new GameClock(TimeControl.parse("1m+4s"));
        Duration opening = clock.allot(Position.initial());
        Duration ending = clock.allot(withPieces(4));
        assertTrue(opening.compareTo(Duration.ofSeconds(3)) > 0 && opening.compareTo(Duration.ofSeconds(6)) < 0, opening.toString());
        assertTrue(ending.compareTo(opening) > 0);
    }

    @Test
    void aClockThatRanOutStillAllotsTheLeast() {
        GameClock clock = new GameClock(TimeControl.parse("10ms"));
        clock.charge(Duration.ZERO, Duration.ofMillis(30));
        assertTrue(clock.remaining().isNegative());
        assertEquals(Duration.ofMillis(1), clock.allot(Position.initial()));
    }

    /**
     * Two clocked players whose searches take their whole time limit and 3 ms besides (on a
     * clock the test keeps) play a whole game: each search is given its clock's allotment, no
     * more than is left, no clock runs out, and each is its base plus an increment a move less
     * the time used.
     */
    @Test
    void aGameKeepsItsTime() {
        TimeControl control = TimeControl.parse("3s+100ms");
        long[] now = {0};
        SearchPlayer[] players = new SearchPlayer[2];
        int[] searches = {0};
        MoveSearch slow = (request, random) -> {
            Position position = request.position();
            GameClock clock = players[position.sideToMove() == Side.BLACK ? 0 : 1].clock();
            assertEquals(clock.allot(position), request.timeLimit());
            assertTrue(request.timeLimit().compareTo(clock.remaining()) < 0);
            now[0] += request.timeLimit().toNanos() + 3_000_000;
            searches[0]++;
            List<Move> moves = position.legalMoves();
            return new SearchResult(moves.get(random.nextInt(moves.size())), 0, 1, 1, request.timeLimit());
        };
        for (int i = 0; i < 2; i++) {
            players[i] = new SearchPlayer("p" + i, slow, PlayMode.inGame(control), () -> now[0]);
        }
        Game game = new Game(Position.initial(), DrawRules.STANDARD);
        SplittableRandom random = new SplittableRandom(8);
        long[] used = new long[2];
        while (!game.isOver()) {
            long before = now[0];
            int side = game.position().sideToMove() == Side.BLACK ? 0 : 1;
            SearchPlayer player = players[side];
            game.play(player.chooseMove(game, random));
            used[side] += now[0] - before;
            assertFalse(player.clock().remaining().isNegative(), () -> "ran out at ply " + game.moves().size());
        }
        assertTrue(searches[0] > 50, "a long game: " + game.moves().size() + " plies");
        for (int side = 0; side < 2; side++) {
            GameClock clock = players[side].clock();
            assertEquals(control.base().plus(control.increment().multipliedBy(clock.moves())).minusNanos(used[side]),
                    clock.remaining(), "the base plus the increments less the time used");
        }
    }

    /**
     * A real search on a real clock: the opening of a game at {@code 3s+50ms}, where each move
     * stops near its allotment (within half a second: the machine may be busy) and no clock
     * runs out.
     */
    @Test
    void realSearchesKeepToTheirAllotments() {
        TimeControl control = TimeControl.parse("3s+50ms");
        SearchPlayer black = new SearchPlayer("black", PlayerSpecParser.CLOCK_SEARCH.newSearch(HeuristicEvaluator.INSTANCE),
                PlayMode.inGame(control));
        SearchPlayer white = new SearchPlayer("white", PlayerSpecParser.CLOCK_SEARCH.newSearch(HeuristicEvaluator.INSTANCE),
                PlayMode.inGame(control));
        Game game = new Game();
        SplittableRandom random = new SplittableRandom(5);
        while (!game.isOver() && game.moves().size() < 24) {
            SearchPlayer player = game.position().sideToMove() == Side.BLACK ? black : white;
            Duration allotted = player.clock().allot(game.position());
            Duration before = player.clock().remaining();
            Move move = player.chooseMove(game, random);
            Duration took = before.minus(player.clock().remaining()).plus(control.increment());
            assertTrue(took.compareTo(allotted.plusMillis(500)) < 0,
                    () -> "took " + took + " of " + allotted + " in " + Fen.format(game.position()));
            assertFalse(player.clock().remaining().isNegative());
            game.play(move);
        }
    }

    /** A position with {@code pieces} on the board (kings, which the clock does not tell from men). */
    private static Position withPieces(int pieces) {
        int black = 0;
        int white = 0;
        for (int i = 0; i < pieces; i++) {
            if (i % 2 == 0) {
                black |= 1 << i / 2;
            } else {
                white |= 1 << 31 - i / 2;
            }
        }
        return new Position(black, white, black | white, Side.BLACK);
    }
}
