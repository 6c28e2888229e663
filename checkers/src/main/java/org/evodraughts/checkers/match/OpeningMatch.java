package org.evodraughts.checkers.match;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.random.Seeds;

/**
 * Plays a match between two players on a pool of threads, one game per thread at a time, from
 * the openings {@link Openings} deals (random plies, as {@link Match} uses, or the ballot deck;
 * {@link MatchSettings#openingPlies()} is not read here). Game i starts from the opening of
 * pair i / 2 with A as Black when i is even, uses a generator seeded by (seed, i), and gets
 * fresh players from the specs, so its moves do not depend on the thread count or on other
 * games. It runs on a pool of its own or on the caller's executor. Stateless.
 */
public final class OpeningMatch {
    /** The stream of the per-game generators' seeds. */
    private static final long GAME_STREAM = 0x47414D45L;

    private OpeningMatch() {}

    /**
     * Plays the match on {@code settings.threads()} threads; {@code onGameEnd} hears of each
     * game as it ends (from the game's thread, in any order).
     *
     * @throws IllegalStateException if a player fails or makes an illegal move
     */
    public static MatchResult play(PlayerSpec a, PlayerSpec b, MatchSettings settings, Openings openings,
                                   Consumer<PlayedGame> onGameEnd) {
        try (ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), Thread.ofPlatform().daemon()
                .name("match-", 0).factory())) {
            return play(a, b, settings, openings, pool, onGameEnd);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the match was interrupted", e);
        }
    }

    /**
     * Plays the match on the caller's {@code executor} ({@code settings.threads()} is not read),
     * e.g. a pool that also serves other work; the games are the same as on a pool of its own.
     * After an interrupt or a failed game the games not yet finished are cancelled.
     *
     * @throws IllegalStateException if a player fails or makes an illegal move
     * @throws InterruptedException  if interrupted while waiting for the games
     */
    public static MatchResult play(PlayerSpec a, PlayerSpec b, MatchSettings settings, Openings openings,
                                   ExecutorService executor, Consumer<PlayedGame> onGameEnd) throws InterruptedException {
        List<PlayedGame> games = PoolGames.play(executor, settings.games(), index -> {
            PlayedGame game = playGame(a, b, settings, openings, index);
            onGameEnd.accept(game);
            return game;
        });
        MatchTally tally = MatchTally.EMPTY;
        for (PlayedGame game : games) {
            tally = tally.plus(game.outcome(), game.aSide());
        }
        return new MatchResult(a.name(), b.name(), games, tally);
    }

    /** The seed of game {@code index}'s generator in a match seeded {@code matchSeed} (for those who play its games elsewhere). */
    public static long gameSeed(long matchSeed, int index) {
        return Seeds.derive(Seeds.derive(matchSeed, GAME_STREAM), index);
    }

    /** Plays game {@code index} of the match alone (what each thread does; also for schedulers of many matches). */
    public static PlayedGame playGame(PlayerSpec a, PlayerSpec b, MatchSettings settings, Openings openings, int index) {
        Opening opening = openings.forPair(settings.seed(), index / 2);
        Side aSide = index % 2 == 0 ? Side.BLACK : Side.WHITE;
        Player playerA = a.newPlayer();
        Player playerB = b.newPlayer();
        Game game = opening.start(settings.rules());
        SplittableRandom random = new SplittableRandom(gameSeed(settings.seed(), index));
        Outcome outcome = aSide == Side.BLACK
                ? GameRunner.play(game, playerA, playerB, random)
                : GameRunner.play(game, playerB, playerA, random);
        return new PlayedGame(index, aSide, opening, game.moves(), outcome);
    }
}
