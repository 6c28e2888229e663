package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.players.HeuristicEvaluator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Young Brothers Wait Concept: the parallel search finds what the sequential one finds. */
class ParallelAlphaBetaTest {
    @ParameterizedTest(name = "depth {0}, {1} threads, {2} positions")
    @CsvSource({"3, 2, 300", "5, 2, 200", "5, 4, 200", "7, 2, 100", "7, 3, 60", "9, 2, 40", "11, 2, 8"})
    void returnsTheSameValueAndMoveAsTheSequentialSearch(int depth, int threads, int count) {
        SplittableRandom random = new SplittableRandom(depth * 100L + threads);
        List<Position> positions = RandomPositions.mixed(random, count, 10);
        for (Evaluator evaluator : List.of(HeuristicEvaluator.INSTANCE, RandomPositions.HASH_EVALUATOR)) {
            AlphaBetaSearch sequential = new AlphaBetaSearch(evaluator, AlphaBetaSettings.depth(depth).withTableBits(16));
            AlphaBetaSearch parallel = new AlphaBetaSearch(evaluator,
                    AlphaBetaSettings.depth(depth).withTableBits(16).withThreads(threads));
            for (int i = 0; i < positions.size(); i++) {
                Position p = positions.get(i);
                SearchResult expected = sequential.search(p, new SplittableRandom(i));
                SearchResult actual = parallel.search(p, new SplittableRandom(i));
                assertEquals(expected.value(), actual.value(), 0.0, () -> Fen.format(p));
                assertEquals(expected.bestMove(), actual.bestMove(), () -> Fen.format(p));
                assertEquals(depth, actual.depth());
            }
        }
    }

    @Test
    void aParallelSearchWithATimeLimitStopsAndReturnsALegalMove() {
        AlphaBetaSearch search = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE,
                new AlphaBetaSettings(64, Duration.ofMillis(100), 2, 18));
        SplittableRandom random = new SplittableRandom(12);
        for (int i = 0; i < 5; i++) {
            Position p = RandomPositions.fromRandomGame(random, 30);
            SearchResult result = search.search(p, random);
            assertTrue(p.isLegal(result.bestMove()));
            assertTrue(result.depth() >= 1 && result.depth() < 64, "depth " + result.depth());
            assertTrue(result.time().toMillis() < 5_000, "took " + result.time());
        }
    }

    @Test
    void theIdleHelpersStopWhenTheSearchEnds() {
        AlphaBetaSearch search = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE,
                AlphaBetaSettings.depth(8).withTableBits(16).withThreads(2));
        search.search(Position.initial(), new SplittableRandom(1));
        assertTrue(SearchPools.withThreads(2).awaitQuiescence(5, TimeUnit.SECONDS), "the pool stays busy");
    }

    /** Searches sharing a pool run each other's tasks (and helpers); each still finds its own value. */
    @Test
    void concurrentSearchesOnTheSharedPoolFindTheSequentialValues() throws Exception {
        SplittableRandom random = new SplittableRandom(21);
        List<Position> positions = RandomPositions.mixed(random, 12, 10);
        AlphaBetaSearch sequential = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(7).withTableBits(16));
        try (ExecutorService callers = Executors.newFixedThreadPool(3)) {
            List<Future<Boolean>> agreements = new ArrayList<>();
            for (int c = 0; c < 3; c++) {
                agreements.add(callers.submit(() -> {
                    AlphaBetaSearch parallel = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE,
                            AlphaBetaSettings.depth(7).withTableBits(16).withThreads(2));
                    boolean agree = true;
                    for (int i = 0; i < positions.size(); i++) {
                        double expected;
                        synchronized (sequential) {
                            expected = sequential.search(positions.get(i), new SplittableRandom(i)).value();
                        }
                        agree &= parallel.search(positions.get(i), new SplittableRandom(i)).value() == expected;
                    }
                    return agree;
                }));
            }
            for (Future<Boolean> agreement : agreements) {
                assertTrue(agreement.get(60, TimeUnit.SECONDS));
            }
        }
    }
}
