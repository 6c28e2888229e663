package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.evodraughts.checkers.BatchEvaluator;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.players.HeuristicEvaluator;
import org.junit.jupiter.api.Test;

class MctsSearchTest {
    @Test
    void oneTreeIsDeterministicGivenTheSeed() {
        SplittableRandom positions = new SplittableRandom(5);
        MctsSearch search = new MctsSearch(HeuristicEvaluator.INSTANCE, MctsSettings.iterations(500));
        for (int i = 0; i < 30; i++) {
            Position p = RandomPositions.mixed(positions, 1, 10).getFirst();
            SearchResult a = search.search(p, new SplittableRandom(i));
            SearchResult b = search.search(p, new SplittableRandom(i));
            assertEquals(a.bestMove(), b.bestMove());
            assertEquals(a.value(), b.value(), 0.0);
            assertEquals(500, a.nodes());
            assertEquals(a.depth(), b.depth());
            assertTrue(p.isLegal(a.bestMove()));
        }
    }

    @Test
    void rootParallelTreesGiveTheSameResultOnAnyNumberOfThreads() {
        SplittableRandom positions = new SplittableRandom(6);
        MctsSettings base = MctsSettings.iterations(2000);
        MctsSearch oneThread = new MctsSearch(HeuristicEvaluator.INSTANCE, base.withTrees(4, 1));
        MctsSearch threeThreads = new MctsSearch(HeuristicEvaluator.INSTANCE, base.withTrees(4, 3));
        for (int i = 0; i < 20; i++) {
            Position p = RandomPositions.fromRandomGame(positions, 40);
            SearchResult a = oneThread.search(p, new SplittableRandom(i));
            SearchResult b = threeThreads.search(p, new SplittableRandom(i));
            assertEquals(a.bestMove(), b.bestMove(), () -> Fen.format(p));
            assertEquals(a.value(), b.value(), 0.0);
            assertEquals(2000, b.nodes());
        }
    }

    @Test
    void findsTheWinningMoveInWonInTwoPositionsWithAnExactEvaluator() {
        List<Position> positions = wonInTwoPositions(12);
        MctsSearch search = new MctsSearch(new ExactEvaluator(), MctsSettings.iterations(3000));
        for (int i = 0; i < positions.size(); i++) {
            Position p = positions.get(i);
            Move chosen = search.search(p, new SplittableRandom(i)).bestMove();
            assertTrue(winningMoves(p).contains(chosen), () -> "MCTS chose " + chosen + " in " + Fen.format(p));
        }
    }

    @Test
    void scoresLeavesInBatchesOnlyWhenTheBatchReachesTheProfitableSize() {
        CountingBatchEvaluator worthIt = new CountingBatchEvaluator(4);
        CountingBatchEvaluator neverWorthIt = new CountingBatchEvaluator(1000);
        MctsSettings settings = MctsSettings.iterations(800).withBatchSize(16);
        SplittableRandom positions = new SplittableRandom(9);
        for (int i = 0; i < 10; i++) {
            Position p = RandomPositions.fromRandomGame(positions, 30);
            SearchResult batched = new MctsSearch(worthIt, settings).search(p, new SplittableRandom(i));
            SearchResult scalar = new MctsSearch(neverWorthIt, settings).search(p, new SplittableRandom(i));
            // evaluateBatch gives the same scores, so the two trees grow identically.
            assertEquals(scalar.bestMove(), batched.bestMove());
            assertEquals(scalar.value(), batched.value(), 0.0);
        }
        assertTrue(worthIt.batchCalls.get() > 0 && worthIt.batchCalls.get() < 10 * 800 / 16 + 1);
        assertTrue(worthIt.scalarCalls.get() < worthIt.batchedPositions.get(), "mostly batched");
        assertEquals(0, neverWorthIt.batchCalls.get());
        assertTrue(neverWorthIt.scalarCalls.get() > 0);
    }

    @Test
    void aTimeBudgetStopsTheSearch() {
        MctsSettings settings = new MctsSettings(0, Duration.ofMillis(30), 1.0, 6, 1, 1, 1);
        SearchResult result = new MctsSearch(HeuristicEvaluator.INSTANCE, settings)
                .search(Position.initial(), new SplittableRandom(1));
        assertTrue(Position.initial().isLegal(result.bestMove()));
        assertTrue(result.nodes() > 0);
        assertTrue(result.time().toMillis() < 5_000, "took " + result.time());
    }

    @Test
    void aTimeBudgetSpentBeforeTheFirstPlayoutStillGivesALegalMove() {
        MctsSettings settings = new MctsSettings(0, Duration.ofNanos(1), 1.0, 6, 1, 1, 1);
        SearchResult result = new MctsSearch(HeuristicEvaluator.INSTANCE, settings)
                .search(Position.initial(), new SplittableRandom(1));
        assertTrue(Position.initial().isLegal(result.bestMove()));
        assertTrue(result.nodes() > 0);
    }

    /** Small endgames where the side to move wins with its second move, and not every move wins. */
    static List<Position> wonInTwoPositions(int count) {
        SplittableRandom random = new SplittableRandom(2016);
        AlphaBetaSearch depth3 = new AlphaBetaSearch((b, w, k, s) -> 0.0, AlphaBetaSettings.depth(3).withTableBits(12));
        List<Position> found = new ArrayList<>();
        while (found.size() < count) {
            Position p = RandomPositions.placement(random, 4, 0.5);
            if (p.legalMoves().size() < 2 || depth3.search(p, random).value() != SearchScore.WIN - 3) {
                continue;
            }
            if (winningMoves(p).size() < p.legalMoves().size()) {
                found.add(p);
            }
        }
        return found;
    }

    /** The moves after which the side to move still wins within two more plies. */
    static Set<Move> winningMoves(Position p) {
        Evaluator zero = (b, w, k, s) -> 0.0;
        Set<Move> winning = new HashSet<>();
        for (Move m : p.legalMoves()) {
            if (SearchScore.isDecisive(RandomPositions.minimax(p.play(m), zero, 2, 1))
                    && RandomPositions.minimax(p.play(m), zero, 2, 1) < 0) {
                winning.add(m);
            }
        }
        return winning;
    }

    /**
     * The game-theoretic value of small endgames as far as a 5-ply search sees: 1 won, −1 lost,
     * 0 otherwise. Used from one thread only.
     */
    private static final class ExactEvaluator implements Evaluator {
        private final AlphaBetaSearch search = new AlphaBetaSearch((b, w, k, s) -> 0.0,
                AlphaBetaSettings.depth(5).withTableBits(14));

        @Override
        public double evaluate(int black, int white, int kings, Side side) {
            Position p = new Position(black, white, kings, side);
            double v = search.search(p, new SplittableRandom(0)).value();
            return SearchScore.isDecisive(v) ? Math.signum(v) : 0;
        }
    }

    private static final class CountingBatchEvaluator implements BatchEvaluator {
        final AtomicInteger batchCalls = new AtomicInteger();
        final AtomicInteger batchedPositions = new AtomicInteger();
        final AtomicInteger scalarCalls = new AtomicInteger();
        private final int profitable;

        CountingBatchEvaluator(int profitable) {
            this.profitable = profitable;
        }

        @Override
        public double evaluate(int black, int white, int kings, Side side) {
            scalarCalls.incrementAndGet();
            return HeuristicEvaluator.INSTANCE.evaluate(black, white, kings, side);
        }

        @Override
        public void evaluateBatch(int[] black, int[] white, int[] kings, Side[] sides, int count, double[] scores) {
            batchCalls.incrementAndGet();
            batchedPositions.addAndGet(count);
            for (int i = 0; i < count; i++) {
                scores[i] = HeuristicEvaluator.INSTANCE.evaluate(black[i], white[i], kings[i], sides[i]);
            }
        }

        @Override
        public int profitableBatchSize() {
            return profitable;
        }
    }
}
