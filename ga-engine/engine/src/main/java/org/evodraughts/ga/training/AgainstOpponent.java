package org.evodraughts.ga.training;

import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;

/**
 * A training game against a fixed opponent rather than the mirror: the opponent's own play
 * chooses its side's moves, while the trainee's play still gives the trained position of every
 * position reached, so the values learnt are the trainee's own, on both sides' moves.
 */
final class AgainstOpponent implements SelfPlay {
    private final SelfPlay trainee;
    private final SelfPlay opponent;
    private final Side opponentSide;
    private boolean opponentToMove;

    /**
     * @param trainee      the trained network's play
     * @param opponent     the fixed network's play, which never learns
     * @param opponentSide the side the opponent plays
     */
    AgainstOpponent(SelfPlay trainee, SelfPlay opponent, Side opponentSide) {
        this.trainee = trainee;
        this.opponent = opponent;
        this.opponentSide = opponentSide;
    }

    @Override
    public void reached(Position position) {
        trainee.reached(position);
        opponentToMove = position.sideToMove() == opponentSide;
        if (opponentToMove) {
            opponent.reached(position);
        }
    }

    @Override
    public Position trained() {
        return trainee.trained();
    }

    @Override
    public Move move() {
        return opponentToMove ? opponent.move() : trainee.move();
    }
}
