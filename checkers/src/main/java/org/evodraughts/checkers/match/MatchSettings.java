package org.evodraughts.checkers.match;

import org.evodraughts.checkers.DrawRules;

/**
 * How a match is played.
 *
 * @param games        games in all; game i uses opening i / 2 and A plays Black in even games,
 *                     so each opening is played twice with colours reversed
 * @param openingPlies random plies of each opening (0: every game from the initial position)
 * @param rules        when games are drawn
 * @param seed         the match seed; openings and games derive theirs from it
 * @param threads      games played at once (each game runs on one thread)
 */
public record MatchSettings(int games, int openingPlies, DrawRules rules, long seed, int threads) {
    public static final int DEFAULT_OPENING_PLIES = 4;

    public MatchSettings {
        if (games < 1 || games > 10_000_000) {
            throw new IllegalArgumentException("games must be 1–10000000, got " + games);
        }
        Opening.checkRandomPlies("opening plies", openingPlies);
        if (rules == null) {
            throw new IllegalArgumentException("draw rules are missing");
        }
        if (threads < 1 || threads > 1024) {
            throw new IllegalArgumentException("threads must be 1–1024, got " + threads);
        }
    }
}
