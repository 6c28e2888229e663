package org.evodraughts.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import org.evodraughts.champions.ChampionGames;
import org.evodraughts.champions.PlannedGame;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.network.Network;

/**
 * A champion's measurement games (its evaluation and yardstick match) on the cluster: each
 * {@link PlannedGame} travels as plain data ({@link TaskSerializers}) to a worker, or runs on
 * this process's pool, through a {@link ClusterRunner}, with the same re-queueing, fallback and
 * stop as the generation's tasks. The games come back by index, the same as
 * {@link ChampionGames#on a local run}'s.
 *
 * <p>One batch at a time (the run's loop thread).
 */
public final class ClusterChampionGames implements ChampionGames {
    private final ClusterRunner runner;
    private final BooleanSupplier stopped;

    /**
     * @param runner  runs the games (its pool is where this process's share runs; a stop of that
     *                pool cancels them there)
     * @param stopped asked while waiting: once true the batch ends with a
     *                {@link java.util.concurrent.CancellationException} and the workers' games are cancelled
     */
    public ClusterChampionGames(ClusterRunner runner, BooleanSupplier stopped) {
        this.runner = runner;
        this.stopped = stopped;
    }

    @Override
    public List<PlannedGame.Played> play(List<PlannedGame> games, GameEnd ended) throws InterruptedException {
        Map<Network, Evaluator> evaluators = ChampionGames.evaluators(games);
        List<Callable<?>> calls = new ArrayList<>(games.size());
        games.forEach(game -> calls.add(new TaskSerializers.ChampionGameCall(game)));
        return runner.runCalls(calls, i -> games.get(i).play(evaluators::get, () -> false),
                (game, i) -> ended.ended(i, game), stopped, () -> { });
    }

    /** How many games ran where, e.g. for the end of a run. */
    public String summary() {
        return runner.summary();
    }
}
