package org.evodraughts.checkers.search;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.MoveGenerator;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;

/** Test positions: random placements and positions from random games, all with a legal move. */
public final class RandomPositions {
    private RandomPositions() {}

    /**
     * Random pieces on random squares (men never on their crowning row), random kings and side
     * to move, until the side to move has a legal move. Dense boards make forced captures and
     * multi-jumps common.
     */
    public static Position placement(RandomGenerator random, int maxPerSide, double kingShare) {
        while (true) {
            int black = 0;
            int white = 0;
            int kings = 0;
            int blackCount = 1 + random.nextInt(maxPerSide);
            int whiteCount = 1 + random.nextInt(maxPerSide);
            for (int placed = 0; placed < blackCount + whiteCount; ) {
                int i = random.nextInt(32);
                int bit = 1 << i;
                if (((black | white) & bit) != 0) {
                    continue;
                }
                boolean isBlack = placed < blackCount;
                boolean king = random.nextDouble() < kingShare;
                boolean crowningRow = isBlack ? i >= 28 : i < 4;
                if (crowningRow && !king) {
                    continue;
                }
                if (isBlack) {
                    black |= bit;
                } else {
                    white |= bit;
                }
                if (king) {
                    kings |= bit;
                }
                placed++;
            }
            Position p = new Position(black, white, kings, random.nextBoolean() ? Side.BLACK : Side.WHITE);
            if (p.hasLegalMove()) {
                return p;
            }
        }
    }

    /** The position after a random number (0 to maxPlies) of random moves from the start. */
    public static Position fromRandomGame(RandomGenerator random, int maxPlies) {
        Position p = Position.initial();
        int plies = random.nextInt(maxPlies + 1);
        for (int i = 0; i < plies; i++) {
            List<Move> moves = p.legalMoves();
            Position next = p.play(moves.get(random.nextInt(moves.size())));
            if (!next.hasLegalMove()) {
                break;
            }
            p = next;
        }
        return p;
    }

    /** A mix: half random games, half placements. */
    public static List<Position> mixed(RandomGenerator random, int count, int maxPerSide) {
        List<Position> positions = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            positions.add(i % 2 == 0 ? fromRandomGame(random, 60) : placement(random, maxPerSide, 0.25));
        }
        return positions;
    }

    public static boolean hasCapture(Position p) {
        return MoveGenerator.hasCapture(p.black(), p.white(), p.kings(), p.blackToMove());
    }

    /**
     * An evaluator with nearly unique values (a hash of the position in [−0.9, 0.9]),
     * antisymmetric in the side: it makes alpha-beta bugs show as value differences.
     */
    public static final Evaluator HASH_EVALUATOR = (black, white, kings, side) -> {
        long z = (black & 0xFFFFFFFFL) * 0x9E3779B97F4A7C15L ^ (white & 0xFFFFFFFFL) * 0xC2B2AE3D27D4EB4FL
                ^ (kings & 0xFFFFFFFFL) * 0x165667B19E3779F9L;
        z = (z ^ (z >>> 29)) * 0xBF58476D1CE4E5B9L;
        z ^= z >>> 32;
        double v = ((z >>> 11) * 0x1.0p-53 * 2 - 1) * 0.9;
        return side == Side.BLACK ? v : -v;
    };

    /** Plain negamax with the same horizon rule as the search: no pruning, no table. */
    public static double minimax(Position p, Evaluator evaluator, int depth, int ply) {
        if (depth <= 0 && !hasCapture(p)) {
            return p.hasLegalMove() ? evaluator.evaluate(p, p.sideToMove()) : SearchScore.lossAt(ply);
        }
        List<Move> moves = p.legalMoves();
        if (moves.isEmpty()) {
            return SearchScore.lossAt(ply);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            best = Math.max(best, -minimax(p.play(m), evaluator, Math.max(depth - 1, 0), ply + 1));
        }
        return best;
    }
}
