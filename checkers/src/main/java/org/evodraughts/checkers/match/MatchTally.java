package org.evodraughts.checkers.match;

import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Side;

/**
 * Wins, draws and losses of one player (A) against another.
 */
public record MatchTally(int wins, int draws, int losses) {
    public static final MatchTally EMPTY = new MatchTally(0, 0, 0);

    public MatchTally {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("tallies must not be negative: " + wins + "/" + draws + "/" + losses);
        }
    }

    public int games() {
        return wins + draws + losses;
    }

    /** Points: a win 1, a draw ½. */
    public double points() {
        return wins + 0.5 * draws;
    }

    /** Points per game in [0, 1]; 0.5 for no games. */
    public double score() {
        return games() == 0 ? 0.5 : points() / games();
    }

    /** This tally plus one game that ended in {@code outcome} with A playing {@code aSide}. */
    public MatchTally plus(Outcome outcome, Side aSide) {
        Side winner = outcome.winner();
        if (winner == null) {
            return new MatchTally(wins, draws + 1, losses);
        }
        return winner == aSide ? new MatchTally(wins + 1, draws, losses) : new MatchTally(wins, draws, losses + 1);
    }

    /** The same games seen from B. */
    public MatchTally reversed() {
        return new MatchTally(losses, draws, wins);
    }
}
