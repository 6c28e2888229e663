package org.evodraughts.checkers.players;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;

/**
 * A player that ends its game with a {@link CancellationException} at its next move once
 * {@code stopped} says so: how a game on another thread or machine hears that its run stopped.
 */
public record StoppablePlayer(Player player, BooleanSupplier stopped) implements Player {
    @Override
    public Move chooseMove(Game game, RandomGenerator random) {
        if (stopped.getAsBoolean()) {
            throw new CancellationException("the game was stopped");
        }
        return player.chooseMove(game, random);
    }

    @Override
    public String name() {
        return player.name();
    }
}
