package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.players.HeuristicEvaluator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Alpha-beta given the game's positions scores a repetition as the game's rule would. */
class RepetitionSearchTest {
    /** A game from {@code fen} through {@code moves} (move text, space-separated). */
    private static Game game(String fen, String moves, DrawRules rules) {
        Game game = new Game(Fen.parse(fen), rules);
        for (String text : moves.split(" ")) {
            game.play(MoveText.parse(game.position(), text));
        }
        return game;
    }

    /** With {@link RandomPositions#HASH_EVALUATOR}, under which a draw is often a side's best line. */
    private static AlphaBetaSearch hashSearch(int depth) {
        return new AlphaBetaSearch(RandomPositions.HASH_EVALUATOR, AlphaBetaSettings.depth(depth));
    }

    private static AlphaBetaSearch search(int depth) {
        return new AlphaBetaSearch(HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(depth));
    }

    @Test
    void aWonPositionIsNotRepeatedIntoADraw() {
        // White's two kings against Black's one; both sides have shuffled, so 32-28 would bring
        // back the start, B:WK2,K28:BK3, for the third time, and the game would be drawn there.
        Game game = game("B:WK2,K28:BK3", "3-8 28-32 8-3 32-28 3-8 28-32 8-3", DrawRules.STANDARD);
        Position now = game.position();
        Move repeat = MoveText.parse(now, "32-28");

        SearchResult blind = search(6).search(SearchRequest.of(now), new SplittableRandom(1));
        assertEquals(repeat, blind.bestMove(), "without the game, 32-28 looks as good a way to win as any");

        SearchResult seeing = search(6).search(SearchRequest.inGame(game), new SplittableRandom(1));
        assertNotEquals(repeat, seeing.bestMove());
        assertTrue(SearchScore.isDecisive(seeing.value()) && seeing.value() > 0, "still a win: " + seeing.value());
        assertEquals(blind.value(), seeing.value(), 0.0, "and as fast a one");
        game.play(seeing.bestMove());
        assertNull(game.outcome(), "the game goes on");

        Game repeated = game("B:WK2,K28:BK3", "3-8 28-32 8-3 32-28 3-8 28-32 8-3 32-28", DrawRules.STANDARD);
        assertEquals(Outcome.DRAW_BY_REPETITION, repeated.outcome(), "what the search stayed clear of");
    }

    @Test
    void aLostPositionSeeksTheDraw() {
        // White's lone king against a king and a man: 30-25 brings back the start,
        // B:WK25:BK4,9, for the third time.
        Game game = game("B:WK25:BK4,9", "4-8 25-30 8-4 30-25 4-8 25-30 8-4", DrawRules.STANDARD);
        Position now = game.position();
        Move repeat = MoveText.parse(now, "30-25");

        SearchResult blind = search(6).search(SearchRequest.of(now), new SplittableRandom(1));
        assertTrue(blind.value() < -0.1, "White is losing: " + blind.value());
        assertNotEquals(repeat, blind.bestMove());

        SearchResult seeing = search(6).search(SearchRequest.inGame(game), new SplittableRandom(1));
        assertEquals(repeat, seeing.bestMove());
        assertEquals(SearchScore.DRAW, seeing.value(), 0.0);
        game.play(seeing.bestMove());
        assertEquals(Outcome.DRAW_BY_REPETITION, game.outcome());
    }

    @Test
    void aRepetitionTheRuleDoesNotYetDrawIsNotScored() {
        // One shuffle only: 30-25 would bring the position back a second time, not a third.
        Game game = game("B:WK25:BK4,9", "4-8 25-30 8-4", DrawRules.STANDARD);
        SearchResult seeing = search(4).search(SearchRequest.inGame(game), new SplittableRandom(1));
        SearchResult blind = search(4).search(SearchRequest.of(game.position()), new SplittableRandom(1));
        assertEquals(blind.bestMove(), seeing.bestMove());
        assertEquals(blind.value(), seeing.value(), 0.0);
    }

    @Test
    void theGamesRuleDecidesHowManyOccurrencesDraw() {
        // With twofold repetition, one shuffle is enough for White to draw the lost game.
        Game game = game("B:WK25:BK4,9", "4-8 25-30 8-4", new DrawRules(100, 2, 40));
        SearchResult seeing = search(6).search(SearchRequest.inGame(game), new SplittableRandom(1));
        assertEquals(MoveText.parse(game.position(), "30-25"), seeing.bestMove());
        assertEquals(SearchScore.DRAW, seeing.value(), 0.0);
        // And a rule that is off scores nothing.
        Game noRule = game("B:WK25:BK4,9", "4-8 25-30 8-4 30-25 4-8 25-30 8-4", new DrawRules(100, 0, 40));
        assertTrue(search(6).search(SearchRequest.inGame(noRule), new SplittableRandom(1)).value() < -0.1);
    }

    /**
     * Positions with few pieces, mostly kings, after a random game that often steps back (so
     * repetitions abound on the board and in the search): the value is that of plain minimax
     * that counts every position of the game and of the path, as {@link Game} does, and the
     * move is one that reaches it. One search instance serves every position, and searches it
     * first without the game, so its table must keep the same position on other paths apart.
     */
    @ParameterizedTest(name = "depth {0}, {1}-fold, {2} positions")
    @CsvSource({"1, 3, 300", "2, 3, 300", "3, 3, 200", "4, 3, 120", "5, 3, 60", "6, 3, 30", "4, 2, 120",
            "5, 2, 60", "6, 2, 30", "6, 4, 30"})
    void equalsPlainMinimaxThatCountsTheGamesPositions(int depth, int repetitions, int count) {
        SplittableRandom random = new SplittableRandom(depth * 10L + repetitions);
        DrawRules rules = new DrawRules(0, repetitions, 0);
        int changed = 0;
        for (Evaluator evaluator : List.of(RandomPositions.HASH_EVALUATOR, HeuristicEvaluator.INSTANCE)) {
            AlphaBetaSearch search = new AlphaBetaSearch(evaluator, AlphaBetaSettings.depth(depth).withTableBits(12));
            for (int i = 0; i < count; i++) {
                Game game = shufflingGame(random, rules);
                Position p = game.position();
                Map<Position, Integer> seen = new HashMap<>();
                game.positions().forEach(q -> seen.merge(q, 1, Integer::sum));
                double expected = minimax(p, seen, repetitions, evaluator, depth, 0);
                double blind = search.search(SearchRequest.of(p), new SplittableRandom(i)).value();
                SearchResult result = search.search(SearchRequest.inGame(game), new SplittableRandom(i));
                assertEquals(expected, result.value(), 0.0, () -> describe(game));
                Position after = p.play(result.bestMove());
                seen.merge(after, 1, Integer::sum);
                double moveValue = -minimax(after, seen, repetitions, evaluator, depth - 1, 1);
                assertEquals(expected, moveValue, 0.0, () -> "move " + result.bestMove() + " after " + describe(game));
                changed += expected != blind ? 1 : 0;
            }
        }
        assertTrue(changed > 0, "in some positions the game's repetitions change the value");
    }

    /**
     * Deeper than the reference above can go: a search whose table was first filled by searches
     * of the same position without the game and after another history finds what a fresh search
     * finds. The other history shuffles other kings (or the same ones elsewhere) as often, so the
     * positions one short of the draw are the same in both and the others differ: a table key
     * that left out an earlier position that matters within the remaining depth would hand the
     * other history's values over.
     */
    @ParameterizedTest(name = "depth {0}, {1}-fold")
    @CsvSource({"5, 3", "6, 3", "7, 3", "8, 3", "6, 4", "7, 4"})
    void aTableFilledOnOtherPathsGivesAFreshSearchsValue(int depth, int repetitions) {
        SplittableRandom random = new SplittableRandom(depth * 7L + repetitions);
        DrawRules rules = new DrawRules(0, repetitions, 0);
        int changed = 0;
        for (int i = 0; i < 150; i++) {
            Position start;
            Game game;
            Game other;
            do {
                start = RandomPositions.placement(random, 3, 1.0);
                int rounds = repetitions > 3 ? 1 + random.nextInt(2) : 1;
                game = shuffled(start, rounds, random, rules);
                other = shuffled(start, rounds, random, rules);
            } while (game == null || other == null || game.moves().equals(other.moves()));
            Game played = game;
            SearchResult fresh = hashSearch(depth).search(SearchRequest.inGame(game), new SplittableRandom(i));
            AlphaBetaSearch filled = hashSearch(depth);
            double blind = filled.search(SearchRequest.of(start), new SplittableRandom(i)).value();
            filled.search(SearchRequest.inGame(other), new SplittableRandom(i));
            SearchResult again = filled.search(SearchRequest.inGame(game), new SplittableRandom(i));
            assertEquals(fresh.value(), again.value(), 0.0, () -> describe(played));
            assertEquals(fresh.bestMove(), again.bestMove(), () -> describe(played));
            changed += fresh.value() != blind ? 1 : 0;
        }
        assertTrue(changed > 0, "the game's repetitions change some values");
    }

    /**
     * {@code start} after a king of the side to move went out and back and one of the other
     * side's did the same, {@code rounds} times: every position since has occurred
     * {@code rounds} times, the start {@code rounds + 1}; null when a step back is not legal (a
     * capture is forced), or the game would end or the start has one legal move.
     */
    private static Game shuffled(Position start, int rounds, SplittableRandom random, DrawRules rules) {
        Game game = new Game(start, rules);
        Move out = quietKingMove(start, random);
        Move reply = out == null ? null : quietKingMove(start.play(out), random);
        if (reply == null || start.legalMoves().size() < 2) {
            return null;
        }
        for (int round = 0; round < rounds; round++) {
            for (Move move : List.of(out, reply, reverse(out), reverse(reply))) {
                if (game.isOver() || !game.position().isLegal(move)) {
                    return null;
                }
                game.play(move);
            }
        }
        return game.isOver() ? null : game;
    }

    private static Move quietKingMove(Position position, SplittableRandom random) {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            return null;
        }
        Move move = moves.get(random.nextInt(moves.size()));
        return move.isCapture() || (position.kings() & 1 << move.from() - 1) == 0 ? null : move;
    }

    @ParameterizedTest(name = "depth {0}, {1} threads")
    @CsvSource({"5, 2", "7, 2", "7, 3"})
    void theParallelSearchFindsTheSequentialValueAndMove(int depth, int threads) {
        SplittableRandom random = new SplittableRandom(depth * 100L + threads);
        AlphaBetaSearch sequential = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE,
                AlphaBetaSettings.depth(depth).withTableBits(16));
        AlphaBetaSearch parallel = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE,
                AlphaBetaSettings.depth(depth).withTableBits(16).withThreads(threads));
        for (int i = 0; i < 60; i++) {
            Game game = shufflingGame(random, DrawRules.STANDARD);
            SearchResult expected = sequential.search(SearchRequest.inGame(game), new SplittableRandom(i));
            SearchResult actual = parallel.search(SearchRequest.inGame(game), new SplittableRandom(i));
            assertEquals(expected.value(), actual.value(), 0.0, () -> describe(game));
            assertEquals(expected.bestMove(), actual.bestMove(), () -> describe(game));
        }
    }

    @Test
    void aRequestsTimeLimitStopsAFixedDepthSearch() {
        AlphaBetaSearch search = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(40));
        SearchResult result = search.search(SearchRequest.of(Position.initial()).withTimeLimit(Duration.ofMillis(30)),
                new SplittableRandom(1));
        assertTrue(result.depth() < 40, "stopped by the request's time at depth " + result.depth());
    }

    /**
     * A random game from a placement of few pieces, mostly kings, of up to 24 plies, which
     * often steps a king back where it came from; its last position has a legal move.
     */
    private static Game shufflingGame(SplittableRandom random, DrawRules rules) {
        while (true) {
            Game game = new Game(RandomPositions.placement(random, 4, 0.7), rules);
            int plies = random.nextInt(25);
            List<Move> played = new ArrayList<>();
            for (int i = 0; i < plies && !game.isOver(); i++) {
                List<Move> moves = game.position().legalMoves();
                Move back = played.size() >= 2 ? reverse(played.get(played.size() - 2)) : null;
                Move move = back != null && moves.contains(back) && random.nextInt(3) > 0 ? back
                        : moves.get(random.nextInt(moves.size()));
                game.play(move);
                played.add(move);
            }
            if (!game.isOver()) {
                return game;
            }
        }
    }

    private static String describe(Game game) {
        return Fen.format(game.start()) + " " + MoveText.formatAll(game.start(), game.moves());
    }

    private static Move reverse(Move move) {
        return move.isCapture() ? null : new Move(move.to(), move.from(), 0);
    }

    /** Plain negamax that draws a position once {@code seen} counts it {@code repetitions} times, as Game does. */
    private static double minimax(Position p, Map<Position, Integer> seen, int repetitions, Evaluator evaluator,
                                  int depth, int ply) {
        if (ply > 0 && seen.get(p) >= repetitions) {
            return SearchScore.DRAW;
        }
        if (depth <= 0 && !RandomPositions.hasCapture(p)) {
            return p.hasLegalMove() ? evaluator.evaluate(p, p.sideToMove()) : SearchScore.lossAt(ply);
        }
        List<Move> moves = p.legalMoves();
        if (moves.isEmpty()) {
            return SearchScore.lossAt(ply);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            Position child = p.play(m);
            seen.merge(child, 1, Integer::sum);
            best = Math.max(best, -minimax(child, seen, repetitions, evaluator, Math.max(depth - 1, 0), ply + 1));
            seen.merge(child, -1, Integer::sum);
        }
        return best;
    }
}
