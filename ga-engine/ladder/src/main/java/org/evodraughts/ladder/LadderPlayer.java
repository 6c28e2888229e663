package org.evodraughts.ladder;

import java.util.OptionalInt;
import org.evodraughts.checkers.players.PlayerSpec;

/**
 * A player on the ladder: a run's champion (with its generation) or a baseline.
 *
 * @param name       the name in tables and charts, e.g. {@code g12} or {@code heuristic:4}
 * @param generation the champion's generation; empty for a baseline
 * @param spec       makes the player, one per game
 */
public record LadderPlayer(String name, OptionalInt generation, PlayerSpec spec) {
    public LadderPlayer {
        if (name == null || name.isBlank() || generation == null || spec == null) {
            throw new IllegalArgumentException("a ladder player needs a name, a generation (or none) and a spec");
        }
    }

    public boolean isChampion() {
        return generation.isPresent();
    }
}
