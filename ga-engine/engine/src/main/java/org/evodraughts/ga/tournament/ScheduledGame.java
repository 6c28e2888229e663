package org.evodraughts.ga.tournament;

/**
 * One game of a tournament.
 *
 * @param index   the game's number in the tournament, from 0; its random generator derives from it
 * @param black   the population index of the individual playing Black
 * @param white   the population index of the individual playing White
 * @param opening the number of its opening; the two games of a round-robin pairing share one
 */
public record ScheduledGame(int index, int black, int white, int opening) {
    public ScheduledGame {
        if (index < 0 || black < 0 || white < 0 || opening < 0 || black == white) {
            throw new IllegalArgumentException("bad scheduled game " + index + ": " + black + " vs " + white
                    + ", opening " + opening);
        }
    }
}
