package org.evodraughts.champions;

import java.util.Objects;
import java.util.concurrent.ExecutorService;
import org.evodraughts.checkers.match.MatchResult;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.match.OpeningMatch;
import org.evodraughts.checkers.match.Openings;
import org.evodraughts.checkers.match.Seeds;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.SearchPlayer;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.NetworkEvaluator;
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
        PlayerSpec fixed = settings.spec();
        NetworkEvaluator evaluator = new NetworkEvaluator(champion.network());
        PlayerSpec measured = new PlayerSpec(champion.name(), () -> new SearchPlayer(champion.name(), search.newSearch(evaluator)));
        MatchSettings match = new MatchSettings(settings.games(), 0, settings.rules(), seed(masterSeed, champion.generation()), 1);
        MatchResult result = OpeningMatch.play(measured, fixed, match, Openings.ballot(), executor, game -> { });
        return YardstickResult.of(fixed.name(), result.tally());
    }
}
