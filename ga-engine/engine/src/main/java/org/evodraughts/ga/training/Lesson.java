package org.evodraughts.ga.training;

import java.util.Objects;
import org.evodraughts.checkers.match.Opening;

/**
 * A played game to learn from ({@link TdRefinement#learnFrom}): where it started and the moves
 * played after that.
 *
 * @param opening the opening it started from
 * @param moves   the players' moves after the opening, packed ({@code Move.packed()}); the
 *                array is shared, not copied, and must not change
 */
public record Lesson(Opening opening, long[] moves) {
    public Lesson {
        Objects.requireNonNull(opening, "opening");
        Objects.requireNonNull(moves, "moves");
    }
}
