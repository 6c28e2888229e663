package org.evodraughts.champions;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.match.PoolGames;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;

/**
 * Where a champion's measurement games run: this process's pool ({@link #on}), or also other
 * machines (the application's cluster). The games are {@link PlannedGame}s, plain data, and
 * come back by index, so the results are the same wherever each game ran.
 *
 * <p>Thread-safe for one batch at a time.
 */
public interface ChampionGames {
    /** Hears of each game as it ends. */
    @FunctionalInterface
    interface GameEnd {
        /** Game {@code index} ended as {@code game} (any thread, any order). */
        void ended(int index, PlannedGame.Played game);
    }

    /**
     * Plays {@code games} and returns them by index.
     *
     * @throws java.util.concurrent.CancellationException if the games were stopped from outside
     * @throws RuntimeException     a game's failure (e.g. an illegal move)
     * @throws InterruptedException if interrupted while waiting; the games are stopped first
     */
    List<PlannedGame.Played> play(List<PlannedGame> games, GameEnd ended) throws InterruptedException;

    /**
     * The games on {@code executor}, through {@link PoolGames}: a stop is the executor's (its
     * futures cancelled, its threads interrupted). Each network gets one evaluator for the batch.
     */
    static ChampionGames on(ExecutorService executor) {
        return (games, ended) -> {
            Map<Network, Evaluator> evaluators = evaluators(games);
            return PoolGames.play(executor, games.size(), i -> {
                PlannedGame.Played played = games.get(i).play(evaluators::get, () -> false);
                ended.ended(i, played);
                return played;
            });
        };
    }

    /** One evaluator for each network of {@code games} (by identity), made before the games start, read only after. */
    static Map<Network, Evaluator> evaluators(List<PlannedGame> games) {
        Map<Network, Evaluator> evaluators = new IdentityHashMap<>();
        for (PlannedGame game : games) {
            for (PlannedGame.Contestant c : List.of(game.black(), game.white())) {
                if (c instanceof PlannedGame.Contestant.OfNetwork n) {
                    evaluators.computeIfAbsent(n.network(), NetworkEvaluator::new);
                }
            }
        }
        return evaluators;
    }
}
