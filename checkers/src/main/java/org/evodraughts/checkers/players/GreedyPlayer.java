package org.evodraughts.checkers.players;

import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;

/**
 * Looks one ply ahead: plays the move after which the evaluator likes the position best for
 * the mover (a move that leaves the opponent without a move wins outright). Ties are broken by
 * the generator. Thread-safe if the evaluator is.
 */
public final class GreedyPlayer implements Player {
    public static final String NAME = "greedy";
    private final Evaluator evaluator;

    public GreedyPlayer(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    @Override
    public Move chooseMove(Game game, RandomGenerator random) {
        Position position = game.position();
        List<Move> moves = position.legalMoves();
        if (moves.size() == 1) {
            return moves.getFirst();
        }
        Side mover = position.sideToMove();
        double best = Double.NEGATIVE_INFINITY;
        int[] tied = new int[moves.size()];
        int ties = 0;
        for (int i = 0; i < moves.size(); i++) {
            Position after = position.play(moves.get(i));
            double value = after.hasLegalMove() ? evaluator.evaluate(after, mover) : Double.POSITIVE_INFINITY;
            if (value > best) {
                best = value;
                ties = 0;
            }
            if (value == best) {
                tied[ties++] = i;
            }
        }
        return moves.get(tied[ties == 1 ? 0 : random.nextInt(ties)]);
    }

    @Override
    public String name() {
        return NAME;
    }
}
