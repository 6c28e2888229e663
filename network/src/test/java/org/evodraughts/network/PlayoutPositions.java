package org.evodraughts.network;

import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Position;

/** Positions for tests and benchmarks: random playouts from the initial position. */
final class PlayoutPositions {
    private PlayoutPositions() {}

    /** The position after a random number (0–{@code maxPlies}) of random legal moves. */
    static Position next(RandomGenerator random, int maxPlies) {
        Position p = Position.initial();
        int plies = random.nextInt(maxPlies + 1);
        for (int i = 0; i < plies; i++) {
            var moves = p.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            p = p.play(moves.get(random.nextInt(moves.size())));
        }
        return p;
    }

    /** A position with pieces scattered at random, kings included (not necessarily reachable). */
    static Position scattered(RandomGenerator random) {
        int black = 0, white = 0, kings = 0;
        for (int i = 0; i < 32; i++) {
            int r = random.nextInt(8);
            if (r < 2) {
                black |= 1 << i;
            } else if (r < 4) {
                white |= 1 << i;
            }
            if (r == 1 || r == 3) {
                kings |= 1 << i;
            }
        }
        return new Position(black, white, kings, random.nextBoolean()
                ? org.evodraughts.checkers.Side.BLACK : org.evodraughts.checkers.Side.WHITE);
    }
}
