package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.players.HeuristicEvaluator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AlphaBetaSearchTest {
    @ParameterizedTest(name = "depth {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void equalsPlainMinimaxOnRandomPositions(int depth) {
        SplittableRandom random = new SplittableRandom(40 + depth);
        int positions = depth <= 2 ? 400 : depth == 3 ? 200 : 80;
        for (Evaluator evaluator : List.of(RandomPositions.HASH_EVALUATOR, HeuristicEvaluator.INSTANCE)) {
            AlphaBetaSearch search = new AlphaBetaSearch(evaluator, AlphaBetaSettings.depth(depth).withTableBits(12));
            for (Position p : RandomPositions.mixed(random, positions, 8)) {
                double expected = RandomPositions.minimax(p, evaluator, depth, 0);
                SearchResult result = search.search(p, new SplittableRandom(1));
                assertEquals(expected, result.value(), 0.0, () -> Fen.format(p));
                // The chosen move is one of the moves with that value.
                double moveValue = -RandomPositions.minimax(p.play(result.bestMove()), evaluator, depth - 1, 1);
                assertEquals(expected, moveValue, 0.0, () -> "move " + result.bestMove() + " in " + Fen.format(p));
                assertEquals(depth, result.depth());
            }
        }
    }

    @Test
    void extendsTheSearchWhileTheSideToMoveMustCapture() {
        // Black (9, 18) to move: both moves (18-22, 18-23) leave 9 to White's 13x6. A 1-ply search
        // that stopped there would see equal material; the extension sees the man lost.
        Position p = Fen.parse("B:W13,14:B9,18");
        AlphaBetaSearch search = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(1));
        double value = search.search(p, new SplittableRandom(1)).value();
        double manDown = HeuristicEvaluator.INSTANCE.evaluate(Fen.parse("W:W13,14:B18"), org.evodraughts.checkers.Side.BLACK);
        assertTrue(value < -0.2 && manDown < -0.2, "value " + value);
        assertEquals(RandomPositions.minimax(p, HeuristicEvaluator.INSTANCE, 1, 0), value, 0.0);
    }

    @Test
    void scoresAWinBeyondAnyEvaluationAndPrefersTheFastestWin() {
        // Black king on 19 can jump 23 at once and leave White nothing (White's only piece).
        Position p = Fen.parse("B:W23:BK19,K1");
        SearchResult result = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(4))
                .search(p, new SplittableRandom(1));
        assertTrue(SearchScore.isDecisive(result.value()));
        assertEquals(1, SearchScore.pliesToEnd(result.value()));
        assertEquals(SearchScore.WIN - 1, result.value(), 0.0);
    }

    @Test
    void breaksTiesBetweenEqualRootMovesWithTheGenerator() {
        // The initial position at depth 1 with a material-only evaluator: every move ties.
        Evaluator material = (b, w, k, side) -> 0.0;
        AlphaBetaSearch search = new AlphaBetaSearch(material, AlphaBetaSettings.depth(2));
        Set<Move> chosen = new HashSet<>();
        for (int seed = 0; seed < 50; seed++) {
            Move first = search.search(Position.initial(), new SplittableRandom(seed)).bestMove();
            Move again = search.search(Position.initial(), new SplittableRandom(seed)).bestMove();
            assertEquals(first, again, "same seed, same move");
            chosen.add(first);
        }
        assertEquals(7, chosen.size(), "all seven opening moves tie and each gets chosen by some seed");
    }

    @Test
    void aSequentialSearchIsDeterministicGivenTheSeed() {
        SplittableRandom positions = new SplittableRandom(77);
        for (int i = 0; i < 100; i++) {
            Position p = RandomPositions.fromRandomGame(positions, 50);
            SearchResult a = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(6))
                    .search(p, new SplittableRandom(i));
            SearchResult b = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(6))
                    .search(p, new SplittableRandom(i));
            assertEquals(a.bestMove(), b.bestMove());
            assertEquals(a.value(), b.value(), 0.0);
            assertEquals(a.nodes(), b.nodes(), "the same tree, node for node");
        }
    }

    @Test
    void iterativeDeepeningWithATimeLimitReturnsTheLastCompletedDepth() {
        AlphaBetaSearch search = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE,
                new AlphaBetaSettings(64, java.time.Duration.ofMillis(50), 1, 16));
        SearchResult result = search.search(Position.initial(), new SplittableRandom(3));
        assertTrue(Position.initial().isLegal(result.bestMove()));
        assertTrue(result.depth() >= 1 && result.depth() < 64, "depth " + result.depth());
        assertTrue(result.time().toMillis() < 5_000, "stopped near the limit: " + result.time());
    }

    /** The heuristic, said to cost {@code cost} evaluations of the reference network each. */
    private static Evaluator costing(double cost) {
        return new Evaluator() {
            @Override
            public double evaluate(int black, int white, int kings, org.evodraughts.checkers.Side side) {
                return HeuristicEvaluator.INSTANCE.evaluate(black, white, kings, side);
            }

            @Override
            public double cost() {
                return cost;
            }
        };
    }

    @Test
    void aBudgetStopsTheDeepeningAtTheSameNodeOnEveryRunAndChargesACostlierEvaluator() {
        SplittableRandom random = new SplittableRandom(59);
        AlphaBetaSettings budget = AlphaBetaSettings.depth(30).withBudget(20_000);
        int cheaperDeeper = 0;
        for (Position p : RandomPositions.mixed(random, 40, 16)) {
            SearchResult once = new AlphaBetaSearch(costing(1), budget).search(p, new SplittableRandom(1));
            SearchResult again = new AlphaBetaSearch(costing(1), budget).search(p, new SplittableRandom(1));
            assertEquals(once, new SearchResult(again.bestMove(), again.value(), again.depth(), again.nodes(), once.time()),
                    () -> "the same move, value, depth and nodes: " + Fen.format(p));
            // The search stops at the first check past the budget: every 32 nodes of each of its two workers.
            assertTrue(once.nodes() <= 20_000 + 64 || once.depth() == 1, () -> once.nodes() + " nodes");
            SearchResult costly = new AlphaBetaSearch(costing(4), budget).search(p, new SplittableRandom(1));
            assertTrue(costly.nodes() <= 5_000 + 64 || costly.depth() == 1, () -> costly.nodes() + " nodes at cost 4");
            assertTrue(costly.depth() <= once.depth());
            if (costly.depth() < once.depth()) {
                cheaperDeeper++;
            }
        }
        assertTrue(cheaperDeeper > 20, "the cheaper evaluator searched deeper in " + cheaperDeeper + " of 40 positions");
    }

    @Test
    void aBudgetIsWrittenAndReadAndNeedsOneThread() {
        AlphaBetaSettings settings = (AlphaBetaSettings) SearchSettings.parse("minimax:12,budget=20000");
        assertEquals(20_000, settings.budget());
        assertEquals(12, settings.maxDepth());
        assertEquals("minimax:12,budget=20000", settings.describe());
        IllegalArgumentException parallel = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> SearchSettings.parse("minimax:12,budget=20000,threads=2"));
        assertTrue(parallel.getMessage().startsWith("minimax budget needs threads=1"), parallel.getMessage());
    }
}
