package org.evodraughts.champions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.match.GameRunner;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.match.PoolGames;
import org.evodraughts.checkers.match.Seeds;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.SearchPlayer;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.NetworkEvaluator;

/**
 * Evaluates a generation's champion: it plays each of the most recent earlier champions (up to
 * {@link ChampionSettings#previousChampions()}) and each baseline player, half the games with
 * each colour, every game from its own seeded random opening, and the results give the
 * {@linkplain ChampionEvaluation#meanOfMeans() mean of means} and the baseline scores.
 *
 * <p><b>Seeds.</b> Game {@code k} against an opponent gets the seed
 * {@code derive(derive(derive(derive(derive(masterSeed, STREAM), generation), kind), opponent), k)}
 * ({@link Seeds#derive}), where {@code kind} is 0 for earlier champions (then {@code opponent}
 * is that champion's generation) and 1 for baselines ({@code opponent} is the baseline's index
 * in the settings). The game's opening draws from {@code derive(seed, 0)}, its moves from
 * {@code derive(seed, 1)}. Each game runs on one thread with fresh players, so the results do
 * not depend on the executor's thread count or on the order games finish in (as long as the
 * search has no time limit).
 *
 * <p>Networks search with the caller's {@link SearchSettings} (the tournament's); a baseline
 * {@code heuristic:DEPTH} searches to its own depth. The champion has Black in even-numbered
 * games against each opponent.
 *
 * <p>Immutable and thread-safe.
 */
public final class ChampionTracker {
    /** Seed stream of champion evaluations, apart from the tournament's ("CHAMP"). */
    static final long STREAM = 0x4348414D50L;
    private static final long PREVIOUS_CHAMPION_KIND = 0, BASELINE_KIND = 1;
    private static final long OPENING_STREAM = 0, MOVES_STREAM = 1;

    private final ChampionSettings settings;
    private final SearchSettings search;

    /**
     * @param settings who is played and how many games
     * @param search   how networks choose their moves (the tournament's search)
     */
    public ChampionTracker(ChampionSettings settings, SearchSettings search) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.search = Objects.requireNonNull(search, "search");
    }

    public ChampionSettings settings() {
        return settings;
    }

    public SearchSettings search() {
        return search;
    }

    /** Evaluates without reporting games as they end; see {@link #evaluate(String, long, Champion, List, ExecutorService, Consumer)}. */
    public ChampionEvaluation evaluate(String runId, long masterSeed, Champion champion, List<Champion> earlierChampions,
                                       ExecutorService executor) throws InterruptedException {
        return evaluate(runId, masterSeed, champion, earlierChampions, executor, game -> { });
    }

    /**
     * Plays the champion's evaluation games on {@code executor} and waits for them.
     *
     * <p>The opponents are the most recent of {@code earlierChampions}, newest first: a champion
     * of {@code champion}'s own generation is left out (a champion never plays itself), so the
     * caller may pass every champion so far.
     *
     * @param runId            the run, named in each game's PDN tags
     * @param masterSeed       the run's seed; every game's seed derives from it
     * @param champion         the champion to evaluate
     * @param earlierChampions champions of earlier generations (and possibly this one's), one per
     *                         generation, in any order
     * @param executor         runs the games (e.g. the tournament's pool); must not be a pool
     *                         whose threads are all busy waiting on this call
     * @param onGameEnd        hears of each game as it ends, from the game's thread, in any
     *                         order (e.g. for a progress bar); must be thread-safe
     * @throws IllegalArgumentException if an earlier champion's generation is later than the
     *                                  champion's, or two share a generation
     * @throws IllegalStateException    if a game fails (a player bug, e.g. an illegal move)
     * @throws InterruptedException     if interrupted while waiting; unfinished games are cancelled
     */
    public ChampionEvaluation evaluate(String runId, long masterSeed, Champion champion, List<Champion> earlierChampions,
                                       ExecutorService executor, Consumer<EvaluatedGame> onGameEnd)
            throws InterruptedException {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(executor, "executor");
        Objects.requireNonNull(onGameEnd, "onGameEnd");
        List<Opponent> opponents = opponents(champion, earlierChampions);
        long generationSeed = Seeds.derive(Seeds.derive(masterSeed, STREAM), champion.generation());
        Map<Integer, Evaluator> evaluators = new HashMap<>();
        evaluators.put(champion.generation(), new NetworkEvaluator(champion.network()));
        for (Opponent opponent : opponents) {
            if (opponent instanceof Opponent.PreviousChampion previous) {
                evaluators.put(previous.champion().generation(), new NetworkEvaluator(previous.champion().network()));
            }
        }

        List<GamePlan> plans = new ArrayList<>();
        for (Opponent opponent : opponents) {
            long opponentSeed = switch (opponent) {
                case Opponent.PreviousChampion previous -> Seeds.derive(Seeds.derive(generationSeed, PREVIOUS_CHAMPION_KIND),
                        previous.champion().generation());
                case Opponent.Baseline baseline -> Seeds.derive(Seeds.derive(generationSeed, BASELINE_KIND), baseline.index());
            };
            int games = opponent instanceof Opponent.PreviousChampion ? settings.gamesPerChampion() : settings.gamesPerBaseline();
            for (int k = 0; k < games; k++) {
                plans.add(new GamePlan(plans.size(), opponent, k % 2 == 0 ? Side.BLACK : Side.WHITE, Seeds.derive(opponentSeed, k)));
            }
        }

        List<EvaluatedGame> played;
        try {
            played = PoolGames.play(executor, plans.size(), i -> {
                EvaluatedGame game = play(runId, champion, plans.get(i), evaluators);
                onGameEnd.accept(game);
                return game;
            });
        } catch (CancellationException e) {
            throw e; // stopped from outside: no game failed
        } catch (RuntimeException e) {
            throw new IllegalStateException("a game of the evaluation of " + champion.name() + " failed: " + e.getMessage(), e);
        }
        List<OpponentResult> previous = new ArrayList<>(), baselines = new ArrayList<>();
        int next = 0;
        for (Opponent opponent : opponents) {
            List<EvaluatedGame> games = new ArrayList<>();
            for (; next < plans.size() && plans.get(next).opponent() == opponent; next++) {
                games.add(played.get(next));
            }
            if (!games.isEmpty()) {
                (opponent instanceof Opponent.PreviousChampion ? previous : baselines).add(new OpponentResult(opponent, games));
            }
        }
        return new ChampionEvaluation(champion, previous, baselines);
    }

    /** The opponents in game order: earlier champions newest first, then the baselines. */
    private List<Opponent> opponents(Champion champion, List<Champion> earlierChampions) {
        Objects.requireNonNull(champion, "champion");
        Set<Integer> generations = new HashSet<>();
        List<Champion> earlier = new ArrayList<>();
        for (Champion other : earlierChampions) {
            if (!generations.add(other.generation())) {
                throw new IllegalArgumentException("two earlier champions of generation " + other.generation());
            }
            if (other.generation() > champion.generation()) {
                throw new IllegalArgumentException("the champion of generation " + champion.generation()
                        + " cannot play the later champion of generation " + other.generation());
            }
            if (other.generation() < champion.generation()) {
                earlier.add(other);
            }
        }
        earlier.sort(Comparator.comparingInt(Champion::generation).reversed());
        List<Opponent> opponents = new ArrayList<>();
        earlier.stream().limit(settings.previousChampions()).forEach(c -> opponents.add(new Opponent.PreviousChampion(c)));
        List<PlayerSpec> baselines = settings.baselineSpecs();
        for (int i = 0; i < baselines.size(); i++) {
            opponents.add(new Opponent.Baseline(baselines.get(i), i));
        }
        return opponents;
    }

    private EvaluatedGame play(String runId, Champion champion, GamePlan plan, Map<Integer, Evaluator> evaluators) {
        Player championPlayer = networkPlayer(champion, evaluators);
        Player opponentPlayer = switch (plan.opponent()) {
            case Opponent.PreviousChampion previous -> networkPlayer(previous.champion(), evaluators);
            case Opponent.Baseline baseline -> baseline.spec().newPlayer();
        };
        Opening opening = Opening.random(settings.openingPlies(), new SplittableRandom(Seeds.derive(plan.seed(), OPENING_STREAM)));
        Game game = opening.start(settings.rules());
        SplittableRandom random = new SplittableRandom(Seeds.derive(plan.seed(), MOVES_STREAM));
        boolean championBlack = plan.championSide() == Side.BLACK;
        Outcome outcome = championBlack
                ? GameRunner.play(game, championPlayer, opponentPlayer, random)
                : GameRunner.play(game, opponentPlayer, championPlayer, random);
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "evodraughts champion evaluation");
        tags.put("Round", String.valueOf(plan.number() + 1));
        tags.put("Black", championBlack ? champion.name() : plan.opponent().name());
        tags.put("White", championBlack ? plan.opponent().name() : champion.name());
        tags.put("Run", runId);
        tags.put("Generation", String.valueOf(champion.generation()));
        return new EvaluatedGame(plan.number(), plan.opponent().name(), plan.championSide(), outcome, PdnGame.of(game, tags));
    }

    private Player networkPlayer(Champion champion, Map<Integer, Evaluator> evaluators) {
        return new SearchPlayer(champion.name(), search.newSearch(evaluators.get(champion.generation())));
    }

    /** One game to play: its number, opponent, the champion's colour and its seed. */
    private record GamePlan(int number, Opponent opponent, Side championSide, long seed) {
    }
}
