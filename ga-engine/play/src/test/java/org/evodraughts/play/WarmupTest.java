package org.evodraughts.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.players.HeuristicEvaluator;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.evodraughts.checkers.search.SearchRequest;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.junit.jupiter.api.Test;

/** The warm-up changes no move, gives way to the agent's search, and is done once per evaluator class. */
class WarmupTest {
    /** Positions where the agent has a choice, so that it searches. */
    private static final List<Position> POSITIONS = Warmup.positions().stream()
            .filter(position -> position.legalMoves().size() > 1).limit(12).toList();

    @Test
    void aDepthLimitedAgentPlaysTheSameMovesWithOrWithoutAWarmUp() {
        NetworkEvaluator evaluator = new NetworkEvaluator(Network.random(new SplittableRandom(5)));
        SearchSettings settings = SearchSettings.parse("minimax:4");
        Agent cold = Agent.searching("cold", settings, evaluator, null, new SplittableRandom(9));
        Agent warmed = Agent.searching("warmed", settings, evaluator, null, new SplittableRandom(9));
        for (Position position : POSITIONS) {
            warmed.warmUp(); // running, or finished, while the agent thinks
            AgentMove expected = cold.move(SearchRequest.of(position)), actual = warmed.move(SearchRequest.of(position));
            assertEquals(expected.move(), actual.move());
            assertEquals(expected.search().value(), actual.search().value());
            assertEquals(expected.search().depth(), actual.search().depth());
            assertEquals(expected.search().nodes(), actual.search().nodes());
        }
    }

    @Test
    void theAgentsSearchStopsTheWarmUpFirst() {
        AtomicBoolean searching = new AtomicBoolean();
        AtomicBoolean overlapped = new AtomicBoolean();
        Evaluator evaluator = slowEvaluator(searching, overlapped);
        Agent agent = Agent.searching("agent", SearchSettings.parse("minimax:2"), evaluator, null, new SplittableRandom(1));
        agent.warmUp();
        agent.move(SearchRequest.of(POSITIONS.get(3)));
        assertTrue(searching.get(), "the agent's search evaluated nothing");
        assertFalse(overlapped.get(), "the warm-up evaluated a position while the agent searched");
    }

    @Test
    void aWarmUpDoneToTheEndIsNotRunAgainForTheSameEvaluatorClass() throws InterruptedException {
        Evaluator evaluator = (black, white, kings, side) -> HeuristicEvaluator.INSTANCE.evaluate(black, white, kings, side);
        long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        Warmup first = Warmup.start(evaluator, SearchSettings.parse("minimax:time=100ms"));
        while (first == Warmup.NONE && System.nanoTime() < deadline) { // another test's warm-up is running
            Thread.sleep(20);
            first = Warmup.start(evaluator, SearchSettings.parse("minimax:time=100ms"));
        }
        assertTrue(first != Warmup.NONE, "no warm-up started");
        while (!first.finished() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(first.finished(), "the warm-up did not end by itself");
        assertSame(Warmup.NONE, Warmup.start(evaluator, SearchSettings.parse("minimax:4")));
    }

    @Test
    void itsSearchesAreTheAgentsKindOnOneThreadForAShortTime() {
        Duration time = Duration.ofMillis(Warmup.SEARCH_MILLIS);
        AlphaBetaSettings alphaBeta = (AlphaBetaSettings) Warmup.shortSearch(SearchSettings.parse("minimax:20,threads=4,tt=24"));
        assertEquals(1, alphaBeta.threads());
        assertEquals(time, alphaBeta.timeLimit());
        MctsSettings mcts = (MctsSettings) Warmup.shortSearch(SearchSettings.parse("mcts:2000,trees=4,threads=2"));
        assertEquals(1, mcts.trees());
        assertEquals(1, mcts.threads());
        assertEquals(time, mcts.timeLimit());
    }

    /**
     * The heuristic evaluation, a millisecond a call as a cold network's was; {@code searching} is
     * set at this thread's first call, and {@code overlapped} by any other thread's call after it.
     */
    private static Evaluator slowEvaluator(AtomicBoolean searching, AtomicBoolean overlapped) {
        Thread test = Thread.currentThread();
        return (black, white, kings, side) -> {
            if (Thread.currentThread() == test) {
                searching.set(true);
            } else if (searching.get()) {
                overlapped.set(true);
            }
            long end = System.nanoTime() + 1_000_000;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            return HeuristicEvaluator.INSTANCE.evaluate(black, white, kings, side);
        };
    }
}
