package org.evodraughts.champions;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.match.MatchTally;
import org.evodraughts.checkers.match.OpeningMatch;
import org.evodraughts.checkers.match.Openings;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.random.Seeds;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.storage.records.YardstickResult;

/**
 * A champion's yardstick match: a larger match against one fixed player, the same all run long,
 * so its score traces the run's strength. It measures only; nothing of it reaches the
 * tournament, fitness or selection.
 *
 * <p>The games start from the {@linkplain Openings#ballot() ballot openings}, each opening
 * played twice with colours reversed, as {@link OpeningMatch} deals them. The champion searches
 * with the caller's {@link SearchSettings} (the tournament's); the fixed player is the baseline
 * of that name, with its own evaluation and search.
 *
 * <p><b>Seeds.</b> The match seed of generation g is
 * {@code derive(derive(masterSeed, STREAM), g)} ({@link Seeds#derive}), a stream apart from the
 * tournament's and the champion evaluation's; the deal and every game derive from it as in
 * {@link OpeningMatch}, so the result does not depend on the executor's thread count.
 *
 * <p>Immutable and thread-safe.
 */
public final class Yardstick {
    /** Seed stream of yardstick matches ("YARDS"). */
    static final long STREAM = 0x5941524453L;

    private final YardstickSettings settings;
    private final SearchSettings search;

    /**
     * @param settings the fixed player, how often and how many games
     * @param search   how champions choose their moves (the tournament's search)
     */
    public Yardstick(YardstickSettings settings, SearchSettings search) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.search = Objects.requireNonNull(search, "search");
    }

    public YardstickSettings settings() {
        return settings;
    }

    /** The seed of generation {@code generation}'s match in a run seeded {@code masterSeed}. */
    public static long seed(long masterSeed, int generation) {
        return Seeds.derive(Seeds.derive(masterSeed, STREAM), generation);
    }

    /**
     * Plays the champion's match on {@code executor} and returns its result.
     *
     * @throws IllegalStateException if there is no yardstick player, or a game fails
     * @throws InterruptedException  if interrupted during the games
     */
    public YardstickResult measure(long masterSeed, Champion champion, ExecutorService executor) throws InterruptedException {
        return measure(masterSeed, champion, ChampionGames.on(executor));
    }

    /**
     * Plays the champion's match with {@code runner} and returns its result: the games
     * {@link OpeningMatch} would play, as {@link PlannedGame}s.
     *
     * @throws IllegalStateException if there is no yardstick player, or a game fails
     * @throws InterruptedException  if interrupted during the games
     */
    public YardstickResult measure(long masterSeed, Champion champion, ChampionGames runner) throws InterruptedException {
        PlayerSpec fixed = settings.spec();
        PlannedGame.Contestant measured = new PlannedGame.Contestant.OfNetwork(champion.name(), champion.network());
        PlannedGame.Contestant baseline = new PlannedGame.Contestant.Baseline(settings.player());
        long seed = seed(masterSeed, champion.generation());
        Openings openings = Openings.ballot();
        List<PlannedGame> games = new ArrayList<>(settings.games());
        for (int i = 0; i < settings.games(); i++) {
            boolean measuredBlack = i % 2 == 0;
            games.add(new PlannedGame(measuredBlack ? measured : baseline, measuredBlack ? baseline : measured, search,
                    settings.rules(), openings.forPair(seed, i / 2), OpeningMatch.gameSeed(seed, i)));
        }
        List<PlannedGame.Played> played = runner.play(games, (i, game) -> { });
        MatchTally tally = MatchTally.EMPTY;
        for (int i = 0; i < played.size(); i++) {
            tally = tally.plus(played.get(i).outcome(), i % 2 == 0 ? Side.BLACK : Side.WHITE);
        }
        return YardstickResult.of(fixed.name(), tally);
    }
}
