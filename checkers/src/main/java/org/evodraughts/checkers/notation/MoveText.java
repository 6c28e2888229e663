package org.evodraughts.checkers.notation;

import java.util.ArrayList;
import java.util.List;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;

/**
 * Move text in PDN notation: {@code 11-15} for a step, and for a capture every landing square,
 * {@code 15x24x31}, so that captures with the same ends but different routes are told apart.
 *
 * <p>On input a capture may also be written with just its ends ({@code 15x31}, or even
 * {@code 15-31}) when only one legal move fits. Parsing is against a position, so an illegal
 * move is reported with the legal moves listed, or the captures when one is forced.
 */
public final class MoveText {
    private MoveText() {}

    /** Writes a legal move of {@code position}. */
    public static String format(Position position, Move move) {
        if (!move.isCapture()) {
            return move.from() + "-" + move.to();
        }
        List<int[]> routes = routes(position, move);
        if (routes.isEmpty()) {
            throw new IllegalArgumentException("no jump route in " + Fen.format(position) + " fits " + move);
        }
        StringBuilder text = new StringBuilder().append(move.from());
        for (int square : routes.getFirst()) {
            text.append('x').append(square);
        }
        return text.toString();
    }

    /** Writes a list of legal moves, separated by spaces. */
    public static String formatAll(Position position, List<Move> moves) {
        StringBuilder text = new StringBuilder();
        for (Move move : moves) {
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(format(position, move));
        }
        return text.toString();
    }

    /**
     * Reads a move and checks it against the legal moves of {@code position}.
     *
     * @throws NotationException if the text is malformed, ambiguous or not a legal move
     */
    public static Move parse(Position position, String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("move text is empty");
        }
        String token = text.strip();
        boolean capture = token.indexOf('x') >= 0 || token.indexOf('X') >= 0;
        String[] parts = token.split(capture ? "[xX]" : "-", -1);
        if (parts.length < 2 || (!capture && parts.length != 2) || token.indexOf('-') >= 0 && capture) {
            throw new NotationException("move '" + token + "' is malformed: write a step as 11-15 and a capture as 15x24 or 15x24x31");
        }
        int[] squares = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            squares[i] = square(parts[i], token);
        }
        List<Move> legal = position.legalMoves();
        List<Move> matches = new ArrayList<>();
        for (Move move : legal) {
            if (move.from() == squares[0] && move.to() == squares[squares.length - 1]
                    && move.isCapture() == capture && fitsRoute(position, move, squares)) {
                matches.add(move);
            }
        }
        if (matches.isEmpty() && !capture) {
            // 15-22 for the capture 15x22: the ends of exactly one capture are clear enough.
            for (Move move : legal) {
                if (move.isCapture() && move.from() == squares[0] && move.to() == squares[1]) {
                    matches.add(move);
                }
            }
        }
        if (matches.size() == 1) {
            return matches.getFirst();
        }
        if (matches.isEmpty()) {
            String why;
            if (legal.isEmpty()) {
                why = ": the side to move has no legal moves";
            } else if (legal.getFirst().isCapture()) {
                why = ": you must capture: " + formatAll(position, legal);
            } else {
                why = "; legal moves: " + formatAll(position, legal);
            }
            throw new NotationException("move '" + token + "' is not legal" + why);
        }
        throw new NotationException("move '" + token + "' is ambiguous; write every landing square: "
                + formatAll(position, matches));
    }

    private static int square(String digits, String token) {
        String d = digits.strip();
        if (d.isEmpty() || d.length() > 2 || !d.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new NotationException("move '" + token + "': '" + d + "' is not a square number");
        }
        int square = Integer.parseInt(d);
        if (square < 1 || square > Squares.COUNT) {
            throw new NotationException("move '" + token + "': square " + square + " is not in 1–32");
        }
        return square;
    }

    private static boolean fitsRoute(Position position, Move move, int[] squares) {
        if (!move.isCapture() || squares.length == 2) {
            return true; // a step, or a capture written with just its ends
        }
        for (int[] route : routes(position, move)) {
            if (route.length == squares.length - 1) {
                boolean same = true;
                for (int i = 0; i < route.length; i++) {
                    same &= route[i] == squares[i + 1];
                }
                if (same) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Every jump route (its landing squares) that realises the capture {@code move}. */
    static List<int[]> routes(Position position, Move move) {
        int from = move.from() - 1;
        boolean king = (position.kings() & (1 << from)) != 0;
        Side side = position.sideToMove();
        int opponent = position.pieces(side.opponent());
        List<int[]> found = new ArrayList<>();
        extend(from, king, side == Side.BLACK, 0, position.occupied() & ~(1 << from), opponent & move.captured(),
                move, new ArrayList<>(), found);
        return found;
    }

    private static void extend(int at, boolean king, boolean black, int captured, int occupied, int targets,
                               Move move, List<Integer> landings, List<int[]> found) {
        if (captured == targets) {
            if (at == move.to() - 1) {
                found.add(landings.stream().mapToInt(Integer::intValue).toArray());
            }
            return;
        }
        for (int d = 0; d < 4; d++) {
            if (!king && (d >= Squares.DOWN_LEFT) != black) {
                continue;
            }
            int land = Squares.jumpLanding(d, at);
            if (land < 0) {
                continue;
            }
            int over = 1 << Squares.neighbour(d, at);
            if ((targets & over & ~captured) == 0 || (occupied & (1 << land)) != 0) {
                continue;
            }
            landings.add(Squares.squareOf(land));
            extend(land, king, black, captured | over, occupied, targets, move, landings, found);
            landings.removeLast();
        }
    }
}
