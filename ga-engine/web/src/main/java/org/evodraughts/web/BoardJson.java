package org.evodraughts.web;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;

/**
 * Positions and moves as the pages draw them. The pages never know the rules: they get the
 * legal moves with every landing square and only let a person choose among them. Stateless.
 */
final class BoardJson {
    private BoardJson() {}

    /**
     * A position: its FEN, the side to move, and squares 1–32 in order, each {@code b} or
     * {@code w} (a man), {@code B} or {@code W} (a king) or empty.
     */
    record Board(String fen, String sideToMove, List<String> squares) {}

    /**
     * A legal move: its text ({@code 11-15}, {@code 15x24x31}), the squares it passes (the
     * origin, then every landing square), and whether it captures.
     */
    record LegalMove(String text, List<Integer> path, boolean capture) {}

    static Board board(Position position) {
        List<String> squares = new ArrayList<>(Squares.COUNT);
        for (int square = 1; square <= Squares.COUNT; square++) {
            int bit = 1 << Squares.indexOf(square);
            boolean king = (position.kings() & bit) != 0;
            squares.add((position.black() & bit) != 0 ? (king ? "B" : "b")
                    : (position.white() & bit) != 0 ? (king ? "W" : "w") : "");
        }
        return new Board(Fen.format(position), side(position.sideToMove()), squares);
    }

    static List<LegalMove> legalMoves(Position position) {
        List<LegalMove> moves = new ArrayList<>();
        for (Move move : position.legalMoves()) {
            moves.add(move(position, move));
        }
        moves.sort((a, b) -> a.text().compareTo(b.text()));
        return moves;
    }

    static LegalMove move(Position position, Move move) {
        String text = MoveText.format(position, move);
        return new LegalMove(text, path(text), move.isCapture());
    }

    /** The squares of a move's text: {@code 15x24x31} → 15, 24, 31. */
    static List<Integer> path(String text) {
        return Arrays.stream(text.split("[x-]")).map(Integer::valueOf).toList();
    }

    static String side(Side side) {
        return side == Side.BLACK ? "black" : "white";
    }
}
