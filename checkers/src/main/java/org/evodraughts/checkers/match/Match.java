package org.evodraughts.checkers.match;

import java.util.function.Consumer;
import org.evodraughts.checkers.players.PlayerSpec;

/**
 * Plays a match between two players on a pool of threads, one game per thread at a time, from
 * openings of {@link MatchSettings#openingPlies()} uniformly random plies: an
 * {@link OpeningMatch} with {@link Openings#random(int)}. Game i starts from opening i / 2
 * (seeded by (seed, i / 2)) with A as Black when i is even, uses a generator seeded by
 * (seed, i), and gets fresh players from the specs, so its moves do not depend on the thread
 * count or on other games. Stateless.
 */
public final class Match {
    private Match() {}

    public static MatchResult play(PlayerSpec a, PlayerSpec b, MatchSettings settings) {
        return play(a, b, settings, game -> { });
    }

    /**
     * Plays the match; {@code onGameEnd} hears of each game as it ends (from the game's
     * thread, in any order), e.g. to show progress.
     *
     * @throws IllegalStateException if a player fails or makes an illegal move
     */
    public static MatchResult play(PlayerSpec a, PlayerSpec b, MatchSettings settings, Consumer<PlayedGame> onGameEnd) {
        return OpeningMatch.play(a, b, settings, Openings.random(settings.openingPlies()), onGameEnd);
    }

    /** Plays game {@code index} of the match alone (what each thread does). */
    public static PlayedGame playGame(PlayerSpec a, PlayerSpec b, MatchSettings settings, int index) {
        return OpeningMatch.playGame(a, b, settings, Openings.random(settings.openingPlies()), index);
    }
}
