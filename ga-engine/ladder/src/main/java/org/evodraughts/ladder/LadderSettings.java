package org.evodraughts.ladder;

import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.Openings;

/**
 * How a ladder is played and fitted.
 *
 * @param gamesPerPair games each pair of players plays, an even number (each opening with both colours)
 * @param openings     where openings come from; every pair plays the same ones
 * @param rules        when games are drawn
 * @param seed         the seed of openings and games
 * @param threads      games played at once (each game on one thread)
 * @param virtualDraws drawn games added to each pair in the fit, so a player that won or lost
 *                     everything still gets a finite rating (see {@link EloFit})
 */
public record LadderSettings(int gamesPerPair, Openings openings, DrawRules rules, long seed, int threads,
                             double virtualDraws) {
    /** One virtual draw per pair: enough to keep ratings finite, little against 20 real games. */
    public static final double DEFAULT_VIRTUAL_DRAWS = 1;

    public LadderSettings {
        if (gamesPerPair < 2 || gamesPerPair % 2 != 0 || gamesPerPair > 100_000) {
            throw new IllegalArgumentException("games per pair must be even and 2–100000, got " + gamesPerPair);
        }
        if (openings == null || rules == null) {
            throw new IllegalArgumentException("openings and draw rules are missing");
        }
        if (threads < 1 || threads > 1024) {
            throw new IllegalArgumentException("threads must be 1–1024, got " + threads);
        }
        if (!(virtualDraws >= 0) || virtualDraws > 1000) {
            throw new IllegalArgumentException("virtual draws must be 0–1000, got " + virtualDraws);
        }
    }
}
