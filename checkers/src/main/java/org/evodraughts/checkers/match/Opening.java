package org.evodraughts.checkers.match;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;

/**
 * The first moves of a game, played from the initial position before the players take over.
 *
 * @param moves legal moves from the initial position, in order (possibly none)
 */
public record Opening(List<Move> moves) {
    /**
     * The most random plies an opening may have ({@link #random}): every setting of random
     * opening plies (a tournament's, a match's, a training's) is 0 to this.
     */
    public static final int MAX_RANDOM_PLIES = 40;

    public Opening {
        moves = List.copyOf(moves);
        Position p = Position.initial();
        for (int ply = 0; ply < moves.size(); ply++) {
            Move m = moves.get(ply);
            if (!p.isLegal(m)) {
                throw new IllegalArgumentException("opening move " + m + " is not legal after " + ply + " plies");
            }
            p = p.play(m);
        }
    }

    /** The empty opening: the players start from the initial position. */
    public static Opening none() {
        return new Opening(List.of());
    }

    /**
     * {@code plies} uniformly random legal moves from the initial position, chosen so the game
     * is not over afterwards.
     */
    public static Opening random(int plies, RandomGenerator random) {
        checkRandomPlies("opening plies", plies);
        for (int attempt = 0; ; attempt++) {
            List<Move> moves = new ArrayList<>(plies);
            Game game = new Game(Position.initial(), DrawRules.STANDARD);
            while (moves.size() < plies && !game.isOver()) {
                List<Move> legal = game.position().legalMoves();
                Move m = legal.get(random.nextInt(legal.size()));
                game.play(m);
                moves.add(m);
            }
            if (!game.isOver()) {
                return new Opening(moves);
            }
            if (attempt == 1000) {
                throw new IllegalStateException("no opening of " + plies + " plies leaves the game open");
            }
        }
    }

    /**
     * Refuses a number of random opening plies outside 0–{@value #MAX_RANDOM_PLIES}, naming the
     * setting {@code what} (e.g. {@code --opening-plies}) in the message.
     *
     * @return {@code plies}
     */
    public static int checkRandomPlies(String what, int plies) {
        if (plies < 0 || plies > MAX_RANDOM_PLIES) {
            throw new IllegalArgumentException(what + " must be 0–" + MAX_RANDOM_PLIES + ", got " + plies);
        }
        return plies;
    }

    /** A new game from the initial position with this opening played. */
    public Game start(DrawRules rules) {
        Game game = new Game(Position.initial(), rules);
        for (Move m : moves) {
            game.play(m);
        }
        return game;
    }
}
