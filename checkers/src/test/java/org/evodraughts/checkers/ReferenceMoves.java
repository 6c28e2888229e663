package org.evodraughts.checkers;

import java.util.HashSet;
import java.util.Set;

/**
 * A slow, obviously-correct move generator used as an oracle for {@link MoveGenerator}. It works
 * on an 8×8 array with its own square numbering arithmetic and follows the rules as written:
 * captures are compulsory, men move and jump forward only, kings both ways, a jump sequence
 * runs to its end, jumped pieces stay on the board until the move ends (so none is jumped twice
 * and none is landed on), the mover's own square is empty while it jumps, and a man reaching
 * the far row is crowned and stops.
 */
final class ReferenceMoves {
    private static final int EMPTY = 0, OWN_MAN = 1, OWN_KING = 2, ENEMY = 3;

    private ReferenceMoves() {}

    static Set<Move> of(Position position) {
        boolean black = position.blackToMove();
        int[][] board = new int[8][8];
        for (int square = 1; square <= 32; square++) {
            int bit = 1 << (square - 1);
            int own = black ? position.black() : position.white();
            int enemy = black ? position.white() : position.black();
            int piece = (own & bit) != 0 ? ((position.kings() & bit) != 0 ? OWN_KING : OWN_MAN)
                    : (enemy & bit) != 0 ? ENEMY : EMPTY;
            board[row(square)][column(square)] = piece;
        }
        int forward = black ? 1 : -1; // Black's men move towards row 7 (squares 29–32)
        int crownRow = black ? 7 : 0;
        Set<Move> captures = new HashSet<>();
        Set<Move> steps = new HashSet<>();
        for (int square = 1; square <= 32; square++) {
            int r = row(square);
            int c = column(square);
            int piece = board[r][c];
            if (piece != OWN_MAN && piece != OWN_KING) {
                continue;
            }
            boolean king = piece == OWN_KING;
            board[r][c] = EMPTY; // the mover leaves its square
            jump(board, square, r, c, king, forward, crownRow, 0, captures);
            board[r][c] = piece;
            for (int dr : king ? new int[] {-1, 1} : new int[] {forward}) {
                for (int dc : new int[] {-1, 1}) {
                    if (onBoard(r + dr, c + dc) && board[r + dr][c + dc] == EMPTY) {
                        steps.add(new Move(square, squareAt(r + dr, c + dc), 0));
                    }
                }
            }
        }
        return captures.isEmpty() ? steps : captures;
    }

    private static void jump(int[][] board, int from, int r, int c, boolean king, int forward, int crownRow,
                             int captured, Set<Move> out) {
        boolean extended = false;
        for (int dr : king ? new int[] {-1, 1} : new int[] {forward}) {
            for (int dc : new int[] {-1, 1}) {
                int overR = r + dr, overC = c + dc, landR = r + 2 * dr, landC = c + 2 * dc;
                if (!onBoard(landR, landC) || board[overR][overC] != ENEMY || board[landR][landC] != EMPTY) {
                    continue;
                }
                int overBit = 1 << (squareAt(overR, overC) - 1);
                if ((captured & overBit) != 0) {
                    continue; // no piece is jumped twice
                }
                extended = true;
                int land = squareAt(landR, landC);
                if (!king && landR == crownRow) {
                    out.add(new Move(from, land, captured | overBit)); // crowning ends the move
                } else {
                    jump(board, from, landR, landC, king, forward, crownRow, captured | overBit, out);
                }
            }
        }
        if (!extended && captured != 0) {
            out.add(new Move(from, squareAt(r, c), captured));
        }
    }

    /** Square 1 is row 0, column 1; rows of four dark squares, even rows starting in column 1. */
    static int row(int square) {
        return (square - 1) / 4;
    }

    static int column(int square) {
        int r = row(square);
        return 2 * ((square - 1) % 4) + (r % 2 == 0 ? 1 : 0);
    }

    static int squareAt(int r, int c) {
        return r * 4 + c / 2 + 1;
    }

    private static boolean onBoard(int r, int c) {
        return r >= 0 && r < 8 && c >= 0 && c < 8;
    }
}
