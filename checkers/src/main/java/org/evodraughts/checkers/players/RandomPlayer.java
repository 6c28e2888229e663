package org.evodraughts.checkers.players;

import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;

/** Plays a uniformly random legal move. Stateless and thread-safe. */
public final class RandomPlayer implements Player {
    public static final String NAME = "random";

    @Override
    public Move chooseMove(Game game, RandomGenerator random) {
        List<Move> moves = game.position().legalMoves();
        return moves.size() == 1 ? moves.getFirst() : moves.get(random.nextInt(moves.size()));
    }

    @Override
    public String name() {
        return NAME;
    }
}
