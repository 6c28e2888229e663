package org.evodraughts.champions;

import java.util.Objects;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.PdnGame;

/**
 * One game of a champion's evaluation.
 *
 * @param number        the game's number in the evaluation, from 0 (orders the stored games)
 * @param opponent      the opponent's player name
 * @param championSide  the colour the champion had
 * @param outcome       how the game ended
 * @param pdn           the game, with tags naming the players, run, generation and round
 */
public record EvaluatedGame(int number, String opponent, Side championSide, Outcome outcome, PdnGame pdn) {

    public EvaluatedGame {
        if (number < 0) {
            throw new IllegalArgumentException("game number must be 0 or more, got " + number);
        }
        Objects.requireNonNull(opponent, "opponent");
        Objects.requireNonNull(championSide, "championSide");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(pdn, "pdn");
        if (!pdn.result().equals(outcome.pdnResult())) {
            throw new IllegalArgumentException("game " + number + " ended " + outcome + " but its PDN says " + pdn.result());
        }
    }

    /** The champion's score: 1 for a win, 0 for a draw, −1 for a loss. */
    public int score() {
        return score(outcome, championSide);
    }

    /** The score of the player with {@code side} in a game that ended with {@code outcome}: 1, 0 or −1. */
    public static int score(Outcome outcome, Side side) {
        Side winner = outcome.winner();
        return winner == null ? 0 : winner == side ? 1 : -1;
    }
}
