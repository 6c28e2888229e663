package org.evodraughts.ga.config;

import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.Opening;

/**
 * The {@code tournament} section: how a generation's individuals are scored.
 *
 * @param scheme                 {@code round-robin} or {@code random-opponents}
 * @param rounds                 round-robin only: how often the round robin is played, each time from new
 *                               openings, so every pair meets 2·rounds times (1–100); seed 001: 1. A
 *                               less noisy fitness for networks of about equal strength (10 rounds did
 *                               not make trained populations stronger:
 *                               docs/research/tournament-rounds.md)
 * @param gamesAsBlack           random-opponents only: games each individual plays as Black (1–1000); seed 001: 5
 * @param openingPlies           random plies from the initial position before the players take over
 *                               (0–{@value Opening#MAX_RANDOM_PLIES})
 * @param search                 how players choose moves, from the search text form
 *                               {@code minimax:DEPTH} (alpha-beta) or {@code mcts:PLAYOUTS[,c=..][,playout=..]};
 *                               time limits are refused (they would make a run depend on the machine)
 * @param maxMovesPerSide        a game is drawn once each side made this many moves (0–100000, 0: off)
 * @param repetitions            drawn when a position recurs this often (0: off, or 2–100)
 * @param noProgressMovesPerSide drawn after this many moves a side without a capture or a man moving (0–100000, 0: off)
 * @param winPoints              points for a win (−1000–1000); seed 001: 2
 * @param drawPoints             points for a draw, at most winPoints and at least lossPoints; seed 001: 0
 * @param lossPoints             points for a loss, below winPoints; seed 001: −1
 * @param hallOfFame             besides the tournament, each individual plays this many earlier champions
 *                               (drawn anew each generation from all of them), once with each colour,
 *                               and those games count in its fitness (Rosin and Belew's hall of fame);
 *                               0–100, 0: none (seed 001)
 */
public record TournamentConfig(TournamentScheme scheme, int rounds, int gamesAsBlack, int openingPlies, TournamentSearch search,
                               int maxMovesPerSide, int repetitions, int noProgressMovesPerSide,
                               int winPoints, int drawPoints, int lossPoints, int hallOfFame) {
    public TournamentConfig {
        ConfigChecks.present("tournament.scheme", scheme);
        ConfigChecks.range("tournament.rounds", rounds, 1, 100);
        ConfigChecks.range("tournament.gamesAsBlack", gamesAsBlack, 1, 1000);
        ConfigChecks.range("tournament.openingPlies", openingPlies, 0, Opening.MAX_RANDOM_PLIES);
        ConfigChecks.present("tournament.search", search);
        ConfigChecks.range("tournament.maxMovesPerSide", maxMovesPerSide, 0, 100_000);
        if (repetitions != 0) {
            ConfigChecks.range("tournament.repetitions", repetitions, 2, 100);
        }
        ConfigChecks.range("tournament.noProgressMovesPerSide", noProgressMovesPerSide, 0, 100_000);
        ConfigChecks.range("tournament.winPoints", winPoints, -1000, 1000);
        ConfigChecks.range("tournament.lossPoints", lossPoints, -1000, winPoints - 1);
        ConfigChecks.range("tournament.drawPoints", drawPoints, lossPoints, winPoints);
        ConfigChecks.range("tournament.hallOfFame", hallOfFame, 0, 100);
    }

    /**
     * The games of one tournament among {@code size} individuals, its games against the hall of
     * fame included: rounds·size·(size − 1) for a round robin, size·gamesAsBlack with random
     * opponents, and 2·size·hallOfFame; counted, not listed (a list of 10,000 individuals' round
     * robin took minutes and gigabytes).
     */
    public long games(int size) {
        long tournament = switch (scheme) {
            case ROUND_ROBIN -> (long) rounds * size * (size - 1);
            case RANDOM_OPPONENTS -> (long) size * gamesAsBlack;
        };
        return tournament + 2L * size * hallOfFame;
    }

    /** The keys besides {@code population.size} that {@link #games} grows with, as a message names them. */
    String gamesKeys() {
        return (scheme == TournamentScheme.ROUND_ROBIN ? "tournament.rounds" : "tournament.gamesAsBlack")
                + (hallOfFame > 0 ? ", tournament.hallOfFame" : "");
    }

    public DrawRules drawRules() {
        return new DrawRules(maxMovesPerSide, repetitions, noProgressMovesPerSide);
    }

    /**
     * The play-offs' tournament (the island champions', the elites'): these games, search, rules
     * and points, as one round robin without a hall of fame.
     */
    public TournamentConfig playoff() {
        return new TournamentConfig(TournamentScheme.ROUND_ROBIN, 1, gamesAsBlack, openingPlies, search, maxMovesPerSide,
                repetitions, noProgressMovesPerSide, winPoints, drawPoints, lossPoints, 0);
    }
}
