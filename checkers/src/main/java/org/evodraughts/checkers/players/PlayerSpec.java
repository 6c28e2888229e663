package org.evodraughts.checkers.players;

import java.util.function.Supplier;
import org.evodraughts.checkers.Player;

/**
 * A named way to make players: each call of {@link #newPlayer()} gives a fresh player (with
 * its own search tables), so each game, and each thread, has its own.
 *
 * @param name    the name shown in tables, e.g. {@code heuristic:4}
 * @param factory makes the players; must be safe to call from any thread
 */
public record PlayerSpec(String name, Supplier<Player> factory) {
    public PlayerSpec {
        if (name == null || name.isBlank() || factory == null) {
            throw new IllegalArgumentException("a player spec needs a name and a factory");
        }
    }

    public Player newPlayer() {
        return factory.get();
    }
}
