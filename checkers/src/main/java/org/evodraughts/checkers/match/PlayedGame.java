package org.evodraughts.checkers.match;

import java.util.List;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Side;

/**
 * One finished game of a match.
 *
 * @param index   the game's number in the match, from 0
 * @param aSide   the colour player A had
 * @param opening the opening both games of the pair started with
 * @param moves   every move from the initial position, the opening's first
 * @param outcome how it ended
 */
public record PlayedGame(int index, Side aSide, Opening opening, List<Move> moves, Outcome outcome) {
    public PlayedGame {
        moves = List.copyOf(moves);
    }
}
