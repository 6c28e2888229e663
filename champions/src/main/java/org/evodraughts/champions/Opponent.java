package org.evodraughts.champions;

import java.util.Objects;
import org.evodraughts.checkers.players.PlayerSpec;

/** Whom a champion plays in its evaluation: an earlier champion or a fixed baseline player. */
public sealed interface Opponent {

    /** The player name in games and tables, e.g. {@code gen-0006} or {@code heuristic:4}. */
    String name();

    /** An earlier champion; its results make up the mean of means. */
    record PreviousChampion(Champion champion) implements Opponent {
        public PreviousChampion {
            Objects.requireNonNull(champion, "champion");
        }

        @Override
        public String name() {
            return champion.name();
        }
    }

    /**
     * A fixed player, the absolute yardstick.
     *
     * @param spec  makes the player
     * @param index its position in the settings' baseline list (part of its games' seeds)
     */
    record Baseline(PlayerSpec spec, int index) implements Opponent {
        public Baseline {
            Objects.requireNonNull(spec, "spec");
            if (index < 0) {
                throw new IllegalArgumentException("baseline index must be 0 or more, got " + index);
            }
        }

        @Override
        public String name() {
            return spec.name();
        }
    }
}
