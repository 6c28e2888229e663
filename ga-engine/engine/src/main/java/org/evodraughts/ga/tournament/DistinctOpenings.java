package org.evodraughts.ga.tournament;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.match.Opening;

/** A tournament's random openings, different from each other while enough exist. Stateless. */
public final class DistinctOpenings {
    /** How often an opening already drawn is drawn again before a repeat is accepted. */
    static final int REDRAWS = 20;

    private DistinctOpenings() {}

    /**
     * {@code count} openings of {@code plies} random plies ({@link Opening#random}), drawn in
     * order from {@code random}; one equal to an earlier one is drawn again, up to
     * {@value #REDRAWS} times, so they all differ unless there are too few openings of that
     * length (7 of 1 ply, 1,469 of 4).
     */
    public static List<Opening> distinct(int count, int plies, RandomGenerator random) {
        Set<List<Move>> drawn = new HashSet<>();
        List<Opening> openings = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Opening opening = Opening.random(plies, random);
            for (int redraw = 0; redraw < REDRAWS && drawn.contains(opening.moves()); redraw++) {
                opening = Opening.random(plies, random);
            }
            drawn.add(opening.moves());
            openings.add(opening);
        }
        return openings;
    }
}
