package org.evodraughts.ga.tournament;

import java.util.Arrays;
import java.util.Objects;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.match.Opening;

/**
 * One played game of a tournament.
 *
 * @param scheduled who played it with which colour
 * @param opening   the opening it started from
 * @param outcome   how it ended
 * @param plies     moves played in all, the opening's included
 * @param moves     the players' moves after the opening, packed ({@code Move.packed()}), to
 *                  replay the game
 */
public record TournamentGame(ScheduledGame scheduled, Opening opening, Outcome outcome, int plies, long[] moves) {
    /** A game whose moves were not kept. */
    public TournamentGame(ScheduledGame scheduled, Opening opening, Outcome outcome, int plies) {
        this(scheduled, opening, outcome, plies, new long[0]);
    }

    /** Equal games have equal moves, compared by value (a record would compare the arrays' identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof TournamentGame g && scheduled.equals(g.scheduled) && opening.equals(g.opening)
                && outcome == g.outcome && plies == g.plies && Arrays.equals(moves, g.moves);
    }

    @Override
    public int hashCode() {
        return Objects.hash(scheduled, opening, outcome, plies, Arrays.hashCode(moves));
    }

    @Override
    public String toString() {
        return "TournamentGame[scheduled=" + scheduled + ", opening=" + opening + ", outcome=" + outcome + ", plies=" + plies
                + ", moves=" + moves.length + "]";
    }
}
