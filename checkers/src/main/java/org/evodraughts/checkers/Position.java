package org.evodraughts.checkers;

import java.util.ArrayList;
import java.util.List;

/**
 * An immutable draughts position: the black pieces, the white pieces and the kings as bit
 * masks (bit i is square i + 1), and the side to move. It knows the rules of movement but
 * nothing of notation or game history; see {@code Fen} and {@link Game}.
 */
public record Position(int black, int white, int kings, Side sideToMove) {
    private static final Position INITIAL = new Position(0x00000FFF, 0xFFF00000, 0, Side.BLACK);

    public Position {
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square holds both a black and a white piece");
        }
        if ((kings & ~(black | white)) != 0) {
            throw new IllegalArgumentException("a king mask bit is set on an empty square");
        }
        if (sideToMove == null) {
            throw new IllegalArgumentException("side to move is missing");
        }
    }

    /** The starting position: Black on 1–12, White on 21–32, Black to move. */
    public static Position initial() {
        return INITIAL;
    }

    public boolean blackToMove() {
        return sideToMove == Side.BLACK;
    }

    public int pieces(Side side) {
        return side == Side.BLACK ? black : white;
    }

    public int occupied() {
        return black | white;
    }

    /** The legal moves in generation order. */
    public List<Move> legalMoves() {
        long[] buffer = new long[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(black, white, kings, blackToMove(), buffer, 0);
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(Move.of(buffer[i]));
        }
        return moves;
    }

    public boolean hasLegalMove() {
        return MoveGenerator.hasMove(black, white, kings, blackToMove());
    }

    /** Whether {@code move} is one of this position's legal moves. */
    public boolean isLegal(Move move) {
        return legalMoves().contains(move);
    }

    /** The position after a legal move. The move is not checked; use {@link #isLegal} first. */
    public Position play(long move) {
        boolean blackMoved = blackToMove();
        return new Position(
                PackedMove.blackAfter(black, move, blackMoved),
                PackedMove.whiteAfter(white, move, blackMoved),
                PackedMove.kingsAfter(kings, move, blackMoved),
                sideToMove.opponent());
    }

    public Position play(Move move) {
        return play(move.packed());
    }

    /** The same position seen from the other side: rotated 180° with colours swapped. */
    public Position mirrored() {
        return new Position(
                Integer.reverse(white), Integer.reverse(black), Integer.reverse(kings), sideToMove.opponent());
    }
}
