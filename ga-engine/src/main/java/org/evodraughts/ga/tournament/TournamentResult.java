package org.evodraughts.ga.tournament;

import java.time.Duration;
import java.util.List;

/**
 * A finished tournament.
 *
 * @param scores    {@code scores.get(i)} is the score of population index i
 * @param games     games played
 * @param blackWins games Black won
 * @param whiteWins games White won
 * @param draws     games drawn
 * @param elapsed   wall-clock time the games took
 */
public record TournamentResult(List<Score> scores, int games, int blackWins, int whiteWins, int draws, Duration elapsed) {
    public TournamentResult {
        scores = List.copyOf(scores);
        if (blackWins + whiteWins + draws != games) {
            throw new IllegalArgumentException(blackWins + " + " + whiteWins + " + " + draws + " results for " + games + " games");
        }
    }

    /** Games per second of wall-clock time. */
    public double gamesPerSecond() {
        return games / Math.max(1e-9, elapsed.toNanos() / 1e9);
    }
}
