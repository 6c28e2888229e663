package org.evodraughts.ga.tournament;

import java.time.Duration;
import java.util.List;

/**
 * A finished tournament.
 *
 * @param scores  {@code scores.get(i)} is the score of population index i
 * @param games   the games in index order
 * @param elapsed wall-clock time the games took
 */
public record TournamentResult(List<Score> scores, List<TournamentGame> games, Duration elapsed) {
    public TournamentResult {
        scores = List.copyOf(scores);
        games = List.copyOf(games);
    }

    public int gameCount() {
        return games.size();
    }

    /** Games per second of wall-clock time. */
    public double gamesPerSecond() {
        return games.size() / Math.max(1e-9, elapsed.toNanos() / 1e9);
    }

    /** Games that ended in a draw. */
    public int draws() {
        return (int) games.stream().filter(g -> g.outcome().isDraw()).count();
    }

    /** The mean number of plies per game (0 without games). */
    public double meanPlies() {
        return games.stream().mapToInt(TournamentGame::plies).average().orElse(0);
    }
}
