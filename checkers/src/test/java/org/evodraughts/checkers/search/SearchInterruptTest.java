package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.players.HeuristicEvaluator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Interrupting the thread that searches stops a search that would otherwise think for a minute:
 * it returns a legal move at once and leaves the interrupt set (MoveSearch's contract).
 */
class SearchInterruptTest {
    /** Far less than the searches' minute, far more than stopping takes on a loaded machine. */
    private static final long BOUND_SECONDS = 20;

    @ParameterizedTest
    @ValueSource(strings = {"minimax:time=60s", "minimax:time=60s,threads=2", "minimax:30,time=60s",
            "mcts:time=60s", "mcts:time=60s,trees=2,threads=2", "mcts:1000000000", "mcts:1000000000,trees=2,threads=2"})
    void anInterruptedSearchReturnsALegalMoveLongBeforeItsTimeLimit(String settings) throws Exception {
        MoveSearch search = SearchSettings.parse(settings).newSearch(HeuristicEvaluator.INSTANCE);
        Position position = Position.initial();
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<SearchResult> result = new CompletableFuture<>();
        CompletableFuture<Boolean> stillInterrupted = new CompletableFuture<>();
        Thread searching = Thread.ofPlatform().name("searching").start(() -> {
            started.countDown();
            try {
                result.complete(search.search(position, new SplittableRandom(1)));
                stillInterrupted.complete(Thread.currentThread().isInterrupted());
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            }
        });
        started.await();
        searching.interrupt();

        SearchResult found = result.get(BOUND_SECONDS, TimeUnit.SECONDS);
        assertTrue(position.legalMoves().contains(found.bestMove()), found.bestMove() + " is legal");
        assertTrue(found.time().toSeconds() < BOUND_SECONDS, "stopped after " + found.time());
        assertTrue(stillInterrupted.get(BOUND_SECONDS, TimeUnit.SECONDS), "the interrupt status stays set");
        searching.join();
    }
}
