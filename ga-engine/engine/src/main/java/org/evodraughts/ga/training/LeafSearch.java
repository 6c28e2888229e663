package org.evodraughts.ga.training;

import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.MoveGenerator;
import org.evodraughts.checkers.PackedMove;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.network.TrainableNetwork;

/**
 * The fixed-depth alpha-beta search of TD-Leaf(λ) self-play (Baxter, Tridgell and Weaver's
 * KnightCap): from a position, the side to move searches {@code depth} plies with the network
 * being trained, and the search gives both the move to play (the principal variation's first)
 * and the position whose value is trained (its leaf). Negamax on packed moves, in generation
 * order; a side with no move has lost (−1). The draw rules play no part inside the search.
 *
 * <p>Not thread-safe: one per training; it reuses its move buffers, so a node allocates nothing
 * but the leaf it keeps.
 */
final class LeafSearch implements SelfPlay {
    private final TrainableNetwork network;
    private final int depth;
    private final long[][] moves;
    /** The principal variation's leaf below each ply, as (black, white, kings, side to move is black). */
    private final int[][] leaves;
    private long bestRootMove;
    private Position leaf;

    LeafSearch(TrainableNetwork network, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("the search depth must be at least 1, got " + depth);
        }
        this.network = network;
        this.depth = depth;
        this.moves = new long[depth + 1][MoveGenerator.MAX_MOVES];
        this.leaves = new int[depth + 2][4];
    }

    /** Searches {@code root}, which must have a legal move. */
    @Override
    public void reached(Position root) {
        negamax(root.black(), root.white(), root.kings(), root.sideToMove() == Side.BLACK, 0, -2, 2);
        int[] found = leaves[0];
        leaf = new Position(found[0], found[1], found[2], found[3] == 1 ? Side.BLACK : Side.WHITE);
    }

    /** The principal variation's leaf: the position whose value the root's value is. */
    @Override
    public Position trained() {
        return leaf;
    }

    /** The principal variation's first move. */
    @Override
    public Move move() {
        return Move.of(bestRootMove);
    }

    private double negamax(int black, int white, int kings, boolean blackToMove, int ply, double alpha, double beta) {
        Side mover = blackToMove ? Side.BLACK : Side.WHITE;
        int count = ply == depth ? 0 : MoveGenerator.generate(black, white, kings, blackToMove, moves[ply], 0);
        if (count == 0) {
            keepLeaf(ply, black, white, kings, blackToMove);
            return ply == depth ? network.value(black, white, kings, mover) : -1;
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            long move = moves[ply][i];
            double score = -negamax(PackedMove.blackAfter(black, move, blackToMove),
                    PackedMove.whiteAfter(white, move, blackToMove), PackedMove.kingsAfter(kings, move, blackToMove),
                    !blackToMove, ply + 1, -beta, -alpha);
            if (score > best) {
                best = score;
                System.arraycopy(leaves[ply + 1], 0, leaves[ply], 0, 4);
                if (ply == 0) {
                    bestRootMove = move;
                }
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private void keepLeaf(int ply, int black, int white, int kings, boolean blackToMove) {
        int[] leaf = leaves[ply];
        leaf[0] = black;
        leaf[1] = white;
        leaf[2] = kings;
        leaf[3] = blackToMove ? 1 : 0;
    }
}
