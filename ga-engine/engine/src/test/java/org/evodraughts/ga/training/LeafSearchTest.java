package org.evodraughts.ga.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.Network;
import org.evodraughts.network.TrainableNetwork;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** TD-Leaf's search against plain minimax over the whole tree: the same value, a legal first move, and a leaf that has it. */
class LeafSearchTest {
    private static final Network NETWORK = GenomeLayout.WEIGHTS_ONLY.codec(1.5)
            .decode(GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(3), InitialWeights.FAN_IN, 0.05, 1.5));

    /** Negamax without pruning: the value for the side to move, −1 for a side without a move. */
    private static double minimax(TrainableNetwork network, Position position, int depth) {
        if (depth == 0) {
            return network.value(position.black(), position.white(), position.kings(), position.sideToMove());
        }
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            return -1;
        }
        double best = Double.NEGATIVE_INFINITY;
        for (Move move : moves) {
            best = Math.max(best, -minimax(network, position.play(move), depth - 1));
        }
        return best;
    }

    @ParameterizedTest(name = "depth {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void findsMinimaxsValueALegalMoveAndALeafWithThatValue(int depth) {
        TrainableNetwork network = new TrainableNetwork(NETWORK);
        LeafSearch search = new LeafSearch(network, depth);
        SplittableRandom random = new SplittableRandom(depth);
        int positions = 0;
        for (int game = 0; game < 12; game++) {
            Position position = Position.initial();
            for (int ply = 0; ply < 80 && position.hasLegalMove(); ply++) {
                search.reached(position);
                double expected = minimax(network, position, depth);
                Move move = search.move();
                assertTrue(position.isLegal(move), "a legal move");
                assertEquals(expected, -minimax(network, position.play(move), depth - 1), 1e-12, "the best move's value");
                Position leaf = search.trained();
                if (leaf.hasLegalMove()) {
                    // A leaf with a move lies at the full depth; the root's value is its value for the
                    // side to move there, negated once a ply.
                    double leafValue = network.value(leaf.black(), leaf.white(), leaf.kings(), leaf.sideToMove());
                    assertEquals(expected, depth % 2 == 0 ? leafValue : -leafValue, 1e-12, "the leaf's value");
                }
                positions++;
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(positions > 200, positions + " positions searched");
    }
}
