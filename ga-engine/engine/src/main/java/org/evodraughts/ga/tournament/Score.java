package org.evodraughts.ga.tournament;

/**
 * One individual's result in a tournament, its fitness. Ordered by points only; ties are
 * broken by the ranking ({@code org.evodraughts.ga.tournament.Ranking}), not here, so {@code compareTo}
 * is not consistent with {@code equals}.
 *
 * @param points the sum of the points of its games (win, draw and loss points from the configuration)
 * @param wins   games won, as either colour
 * @param draws  games drawn
 * @param losses games lost
 */
public record Score(int points, int wins, int draws, int losses) implements Comparable<Score> {
    public Score {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("game counts must not be negative: " + wins + "/" + draws + "/" + losses);
        }
    }

    public int games() {
        return wins + draws + losses;
    }

    /** This score and {@code other} added up: points and game counts. */
    public Score plus(Score other) {
        return new Score(points + other.points, wins + other.wins, draws + other.draws, losses + other.losses);
    }

    @Override
    public int compareTo(Score other) {
        return Integer.compare(points, other.points);
    }
}
