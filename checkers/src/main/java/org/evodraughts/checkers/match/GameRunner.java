package org.evodraughts.checkers.match;

import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;

/** Plays a game to its end. Stateless; the game and players belong to the calling thread. */
public final class GameRunner {
    private GameRunner() {}

    /**
     * Lets {@code black} and {@code white} move in turn until {@code game} is over (by its
     * {@link org.evodraughts.checkers.DrawRules}), and returns the outcome. Both players draw
     * from {@code random}.
     *
     * @throws IllegalStateException if a player returns an illegal move (a bug in the player)
     */
    public static Outcome play(Game game, Player black, Player white, RandomGenerator random) {
        while (!game.isOver()) {
            Player player = game.position().sideToMove() == Side.BLACK ? black : white;
            Move move = player.chooseMove(game, random);
            if (move == null || !game.position().isLegal(move)) {
                throw new IllegalStateException("player " + player.name() + " chose the illegal move " + move
                        + " in " + Fen.format(game.position()));
            }
            game.play(move);
        }
        return game.outcome();
    }
}
