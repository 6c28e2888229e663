package org.evodraughts.ga;

import org.evodraughts.ga.tournament.Score;

/**
 * The champion of one island in a run with islands: rank 1 of that island's tournament, and its
 * result in the generation's play-off, the round robin among the island champions that names
 * the run's champion. Immutable.
 *
 * @param island   the island's index (0 to {@code islands.count} − 1)
 * @param champion the island's rank 1, with its score in its island's tournament
 * @param playoff  its score in the play-off
 */
public record IslandChampion(int island, Individual champion, Score playoff) {
    public IslandChampion {
        if (island < 0 || champion == null || playoff == null) {
            throw new IllegalArgumentException("an island champion needs an island of 0 or more, a champion and a"
                    + " play-off score, got " + island + ", " + champion + ", " + playoff);
        }
    }
}
