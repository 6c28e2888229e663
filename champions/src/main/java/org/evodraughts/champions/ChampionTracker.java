package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Consumer;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.match.ChampionSettings;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.random.Seeds;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.search.SearchSettings;

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
    public ChampionEvaluation evaluate(RunId runId, long masterSeed, Champion champion, List<Champion> earlierChampions,
                                       ExecutorService executor) throws InterruptedException {
        return evaluate(runId, masterSeed, champion, earlierChampions, executor, game -> { });
    }

    /**
     * Plays the champion's evaluation games on {@code executor} and waits for them; see
     * {@link #evaluate(String, long, Champion, List, ChampionGames, Consumer)}.
     */
    public ChampionEvaluation evaluate(RunId runId, long masterSeed, Champion champion, List<Champion> earlierChampions,
                                       ExecutorService executor, Consumer<EvaluatedGame> onGameEnd)
            throws InterruptedException {
        return evaluate(runId, masterSeed, champion, earlierChampions, ChampionGames.on(Objects.requireNonNull(executor,
                "executor")), onGameEnd);
    }

    /**
     * Plays the champion's evaluation games with {@code runner} and waits for them.
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
     * @param runner           runs the games (e.g. on a pool of the run's threads, or a cluster);
     *                         must not run them on a pool whose threads are all busy waiting on this call
     * @param onGameEnd        hears of each game as it ends, in any order (e.g. for a progress
     *                         bar); must be thread-safe
     * @throws IllegalArgumentException if an earlier champion's generation is later than the
     *                                  champion's, or two share a generation
     * @throws IllegalStateException    if a game fails (a player bug, e.g. an illegal move)
     * @throws InterruptedException     if interrupted while waiting; unfinished games are cancelled
     */
    public ChampionEvaluation evaluate(RunId runId, long masterSeed, Champion champion, List<Champion> earlierChampions,
                                       ChampionGames runner, Consumer<EvaluatedGame> onGameEnd)
            throws InterruptedException {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(runner, "runner");
        Objects.requireNonNull(onGameEnd, "onGameEnd");
        List<Opponent> opponents = opponents(champion, earlierChampions);
        long generationSeed = Seeds.derive(Seeds.derive(masterSeed, STREAM), champion.generation());
        PlannedGame.Contestant measured = new PlannedGame.Contestant.OfNetwork(champion.name(), champion.network());

        List<GamePlan> plans = new ArrayList<>();
        List<PlannedGame> games = new ArrayList<>();
        for (Opponent opponent : opponents) {
            long opponentSeed = switch (opponent) {
                case Opponent.PreviousChampion previous -> Seeds.derive(Seeds.derive(generationSeed, PREVIOUS_CHAMPION_KIND),
                        previous.champion().generation());
                case Opponent.Baseline baseline -> Seeds.derive(Seeds.derive(generationSeed, BASELINE_KIND), baseline.index());
            };
            PlannedGame.Contestant other = switch (opponent) {
                case Opponent.PreviousChampion previous -> new PlannedGame.Contestant.OfNetwork(previous.champion().name(),
                        previous.champion().network());
                case Opponent.Baseline baseline -> new PlannedGame.Contestant.Baseline(
                        settings.baselines().get(baseline.index()));
            };
            int count = opponent instanceof Opponent.PreviousChampion ? settings.gamesPerChampion() : settings.gamesPerBaseline();
            for (int k = 0; k < count; k++) {
                GamePlan plan = new GamePlan(plans.size(), opponent, k % 2 == 0 ? Side.BLACK : Side.WHITE,
                        Seeds.derive(opponentSeed, k));
                plans.add(plan);
                Opening opening = Opening.random(settings.openingPlies(),
                        new SplittableRandom(Seeds.derive(plan.seed(), OPENING_STREAM)));
                boolean championBlack = plan.championSide() == Side.BLACK;
                games.add(new PlannedGame(championBlack ? measured : other, championBlack ? other : measured, search,
                        settings.rules(), opening, Seeds.derive(plan.seed(), MOVES_STREAM)));
            }
        }

        AtomicReferenceArray<EvaluatedGame> played = new AtomicReferenceArray<>(plans.size());
        try {
            runner.play(games, (i, game) -> {
                EvaluatedGame evaluated = evaluated(runId, champion, plans.get(i), games.get(i), game);
                played.set(i, evaluated);
                onGameEnd.accept(evaluated);
            });
        } catch (CancellationException e) {
            throw e; // stopped from outside: no game failed
        } catch (RuntimeException e) {
            throw new IllegalStateException("a game of the evaluation of " + champion.name() + " failed: " + e.getMessage(), e);
        }
        List<OpponentResult> previous = new ArrayList<>(), baselines = new ArrayList<>();
        int next = 0;
        for (Opponent opponent : opponents) {
            List<EvaluatedGame> results = new ArrayList<>();
            for (; next < plans.size() && plans.get(next).opponent() == opponent; next++) {
                results.add(played.get(next));
            }
            if (!results.isEmpty()) {
                (opponent instanceof Opponent.PreviousChampion ? previous : baselines).add(new OpponentResult(opponent, results));
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

    private static EvaluatedGame evaluated(RunId runId, Champion champion, GamePlan plan, PlannedGame planned,
                                           PlannedGame.Played played) {
        Game game = planned.replay(played);
        boolean championBlack = plan.championSide() == Side.BLACK;
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "evodraughts champion evaluation");
        tags.put("Round", String.valueOf(plan.number() + 1));
        tags.put("Black", championBlack ? champion.name() : plan.opponent().name());
        tags.put("White", championBlack ? plan.opponent().name() : champion.name());
        tags.put("Run", runId.value());
        tags.put("Generation", String.valueOf(champion.generation()));
        return new EvaluatedGame(plan.number(), plan.opponent().name(), plan.championSide(), played.outcome(),
                PdnGame.of(game, tags));
    }

    /** One game to play: its number, opponent, the champion's colour and its seed. */
    private record GamePlan(int number, Opponent opponent, Side championSide, long seed) {
    }
}
