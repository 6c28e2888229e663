package org.evodraughts.ga.tournament;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.random.Seeds;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.ga.config.TournamentConfig;
import org.evodraughts.ga.task.GameTask;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;

/**
 * Plays a generation's tournament: the games of the {@link Schedule} on a pool of threads, each
 * game on one thread with fresh players, and adds up every individual's {@link Score}.
 *
 * <p>Reproducible: from the tournament seed, game i's generator derives from (seed, i), and the
 * random-opponent draw and the openings ({@link DistinctOpenings}, drawn before the games start) from
 * the seed alone, so the result does not depend on the thread count or on which thread plays
 * which game.
 *
 * <p>Thread-safe: several threads may each play a tournament at once (the islands of a run, side
 * by side, share one), as every call keeps its own state; {@link #cancel()} may be called from
 * any thread and stops them all. {@link #close()} stops the threads.
 */
public final class Tournament implements AutoCloseable {
    private static final long OPENING_STREAM = 0x4F50454EL, GAME_STREAM = 0x47414D45L, OPPONENT_STREAM = 0x4F50504FL;

    private final TournamentConfig config;
    private final SearchSettings search;
    private final DrawRules rules;
    private final ExecutorService pool;
    private final TaskRunner runner;
    private final boolean ownsPool;
    private volatile boolean cancelled;
    /** The pool threads playing a game now, which {@link #cancel()} interrupts. */
    private final Set<Thread> playing = ConcurrentHashMap.newKeySet();

    /** A tournament player for {@code config} playing {@code threads} games at once, on a pool of its own. */
    public Tournament(TournamentConfig config, int threads) {
        this(config, pool(threads), null, true);
    }

    /**
     * A tournament player for {@code config} playing its games on {@code pool}, which it shares
     * (e.g. with self-play training) and does not shut down.
     */
    public Tournament(TournamentConfig config, ExecutorService pool) {
        this(config, pool, null, false);
    }

    /**
     * A tournament player for {@code config} handing its games to {@code runner}, whose share
     * played here runs on {@code pool} (shared, not shut down).
     */
    public Tournament(TournamentConfig config, ExecutorService pool, TaskRunner runner) {
        this(config, pool, runner, false);
    }

    private Tournament(TournamentConfig config, ExecutorService pool, TaskRunner runner, boolean ownsPool) {
        this.config = config;
        this.search = config.search().settings();
        this.rules = config.drawRules();
        this.pool = pool;
        this.runner = runner != null ? runner : TaskRunner.local(pool);
        this.ownsPool = ownsPool;
    }

    /** A pool of {@code threads} daemon threads for a generation's games and training. */
    public static ExecutorService pool(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        return Executors.newFixedThreadPool(threads, Thread.ofPlatform().daemon().name("tournament-", 0).factory());
    }

    /**
     * Plays the tournament among {@code players} (population order) and returns their scores.
     *
     * @param generation only passed on to {@code progress}
     * @param seed       the tournament seed; every game's randomness derives from it
     * @throws CancellationException if {@link #cancel()} was called or this thread was interrupted
     */
    public TournamentResult play(List<? extends Evaluator> players, int generation, long seed, TournamentProgress progress) {
        return play(players, List.of(), generation, seed, progress);
    }

    /**
     * Plays the tournament among {@code players} (population order), and each player's two games
     * (one with each colour, from one opening) against each member of {@code hallOfFame}; returns
     * the players' scores, which count both. Without members it is {@link #play(List, int, long,
     * TournamentProgress)}: the hall's games and openings come after the tournament's.
     *
     * @param generation only passed on to {@code progress}
     * @param seed       the tournament seed; every game's randomness derives from it
     * @throws CancellationException if {@link #cancel()} was called or this thread was interrupted
     */
    public TournamentResult play(List<? extends Evaluator> players, List<? extends Evaluator> hallOfFame, int generation,
                                 long seed, TournamentProgress progress) {
        long start = System.nanoTime();
        List<ScheduledGame> games = Schedule.withHallOfFame(Schedule.of(config.scheme(), players.size(),
                config.rounds(), config.gamesAsBlack(), new SplittableRandom(Seeds.derive(seed, OPPONENT_STREAM))), players.size(), hallOfFame.size());
        List<Evaluator> everyone = new ArrayList<>(players);
        everyone.addAll(hallOfFame);
        int openingCount = games.stream().mapToInt(ScheduledGame::opening).max().orElse(-1) + 1;
        List<Opening> openings = DistinctOpenings.distinct(openingCount, config.openingPlies(),
                new SplittableRandom(Seeds.derive(seed, OPENING_STREAM)));
        List<GameTask> tasks = new ArrayList<>(games.size());
        long gameSeed = Seeds.derive(seed, GAME_STREAM);
        for (ScheduledGame game : games) {
            tasks.add(new GameTask(network(everyone.get(game.black())), network(everyone.get(game.white())), search, rules,
                    openings.get(game.opening()), Seeds.derive(gameSeed, game.index())));
        }
        List<GameTask.Result> results;
        progress.started(generation, games.size());
        try {
            checkCancelled();
            results = runner.run(tasks, i -> {
                ScheduledGame game = games.get(i);
                playing.add(Thread.currentThread());
                try {
                    checkCancelled(); // a cancel that came before this thread was in the set
                    return tasks.get(i).play(everyone.get(game.black()), everyone.get(game.white()), CancellablePlayer::new);
                } finally {
                    playing.remove(Thread.currentThread());
                }
            }, _ -> progress.gameEnded(), this::isCancelled, () -> cancelled = true);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the tournament was stopped");
        } catch (CancellationException e) {
            throw new CancellationException("the tournament was stopped");
        } catch (RuntimeException e) {
            throw new IllegalStateException("a tournament game failed: " + e, e);
        } finally {
            progress.ended();
        }
        TournamentGame[] played = new TournamentGame[games.size()];
        for (int i = 0; i < games.size(); i++) {
            ScheduledGame game = games.get(i);
            played[game.index()] = new TournamentGame(game, openings.get(game.opening()), results.get(i).outcome(),
                    results.get(i).plies(), results.get(i).moves());
        }
        return tally(List.of(played), players.size(), everyone.size(), Duration.ofNanos(System.nanoTime() - start));
    }

    /** The network behind {@code evaluator}, or null if it is not a network's (its games then run here only). */
    private static Network network(Evaluator evaluator) {
        return evaluator instanceof NetworkEvaluator n ? n.network() : null;
    }

    /**
     * Stops the current and every later tournament: the searches under way are interrupted,
     * which ends them early (a move of {@code mcts:1000000000} or {@code minimax:40} would
     * otherwise hold the stop for its whole length), and each game ends at its next move.
     */
    public void cancel() {
        cancelled = true;
        playing.forEach(Thread::interrupt);
    }

    public boolean isCancelled() {
        return cancelled;
    }

    private void checkCancelled() {
        if (cancelled) {
            throw new CancellationException("the tournament was stopped");
        }
    }

    /** The scores of the first {@code size} of {@code players} players (the hall of fame's are not kept). */
    private TournamentResult tally(List<TournamentGame> games, int size, int players, Duration elapsed) {
        int[] points = new int[players], wins = new int[players], draws = new int[players], losses = new int[players];
        for (TournamentGame game : games) {
            int black = game.scheduled().black(), white = game.scheduled().white();
            switch (game.outcome().winner()) {
                case null -> {
                    draws[black]++;
                    draws[white]++;
                    points[black] += config.drawPoints();
                    points[white] += config.drawPoints();
                }
                case BLACK -> {
                    wins[black]++;
                    points[black] += config.winPoints();
                    losses[white]++;
                    points[white] += config.lossPoints();
                }
                case WHITE -> {
                    wins[white]++;
                    points[white] += config.winPoints();
                    losses[black]++;
                    points[black] += config.lossPoints();
                }
            }
        }
        List<Score> scores = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            scores.add(new Score(points[i], wins[i], draws[i], losses[i]));
        }
        return new TournamentResult(scores, games, elapsed);
    }

    /** The pool its games run on. */
    public ExecutorService pool() {
        return pool;
    }

    /** Where its games run (and the run's other tasks, such as self-play training). */
    public TaskRunner runner() {
        return runner;
    }

    /** Stops the pool's threads if the pool is its own. */
    @Override
    public void close() {
        if (ownsPool) {
            pool.shutdownNow();
        }
    }

    /** Ends its game with a CancellationException at the next move once the tournament is cancelled. */
    private final class CancellablePlayer implements Player {
        private final Player player;

        CancellablePlayer(Player player) {
            this.player = player;
        }

        @Override
        public Move chooseMove(Game game, RandomGenerator random) {
            checkCancelled();
            return player.chooseMove(game, random);
        }

        @Override
        public String name() {
            return player.name();
        }
    }
}
