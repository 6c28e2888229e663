package org.evodraughts.checkers.notation;

import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;
import org.evodraughts.files.Printable;

/**
 * FEN as used in PDN 3.0 for English draughts: {@code B:W18,24,27,K10:B12,16,K22} — the side to
 * move, then each side's pieces, with {@code K} before a king. Ranges such as {@code W21-32}
 * are accepted on input. Output lists men and kings in ascending square order, White first.
 *
 * <p>Example: {@code Fen.parse(Fen.INITIAL)} equals {@link Position#initial()}.
 */
public final class Fen {
    public static final String INITIAL =
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

    /** Squares 29–32, where Black's men are crowned, and 1–4, where White's are. */
    private static final int BLACK_CROWN_ROW = 0xF0000000, WHITE_CROWN_ROW = 0x0000000F;
    private static final int MAX_PIECES = 12;

    private Fen() {}

    public static String format(Position position) {
        return position.sideToMove().letter()
                + ":W" + squares(position.white(), position.kings())
                + ":B" + squares(position.black(), position.kings());
    }

    private static String squares(int pieces, int kings) {
        StringBuilder text = new StringBuilder();
        for (int bits = pieces; bits != 0; bits &= bits - 1) {
            int index = Integer.numberOfTrailingZeros(bits);
            if (!text.isEmpty()) {
                text.append(',');
            }
            if ((kings & (1 << index)) != 0) {
                text.append('K');
            }
            text.append(Squares.squareOf(index));
        }
        return text.toString();
    }

    /**
     * Parses a FEN string. A malformed one, or one describing a position no game can reach (a
     * side with more than 12 pieces, a man on the row where it would have been crowned), gets a
     * {@link NotationException} naming the token.
     */
    public static Position parse(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new NotationException("FEN is empty");
        }
        String text = fen.strip();
        if (text.endsWith(".")) {
            text = text.substring(0, text.length() - 1); // PDN allows a closing full stop
        }
        String[] fields = text.split(":", -1);
        if (fields.length != 3) {
            throw new NotationException("FEN '" + shown(fen) + "' must have 3 fields separated by ':'"
                    + " (side to move, then each side's pieces), found " + fields.length);
        }
        Side toMove = side(fields[0].strip(), fen, "side to move");
        int[] pieces = new int[2];
        int kings = 0;
        boolean[] seen = new boolean[2];
        for (int f = 1; f <= 2; f++) {
            String field = fields[f].strip();
            if (field.isEmpty()) {
                throw new NotationException("FEN '" + shown(fen) + "': field " + (f + 1) + " is empty; expected W or B and squares");
            }
            Side side = side(field.substring(0, 1), fen, "piece field colour");
            if (seen[side.ordinal()]) {
                throw new NotationException("FEN '" + shown(fen) + "': the " + name(side) + " pieces are listed twice");
            }
            seen[side.ordinal()] = true;
            String list = field.substring(1).strip();
            if (list.isEmpty()) {
                continue; // a side with no pieces
            }
            for (String token : list.split(",", -1)) {
                String square = token.strip();
                boolean king = square.startsWith("K") || square.startsWith("k");
                if (king) {
                    square = square.substring(1);
                }
                int first;
                int last;
                int dash = square.indexOf('-');
                if (dash > 0) {
                    first = number(square.substring(0, dash), token, fen);
                    last = number(square.substring(dash + 1), token, fen);
                    if (last < first) {
                        throw new NotationException("FEN '" + shown(fen) + "': range '" + token.strip() + "' runs backwards");
                    }
                } else {
                    first = last = number(square, token, fen);
                }
                for (int s = first; s <= last; s++) {
                    int bit = 1 << Squares.indexOf(s);
                    if (((pieces[0] | pieces[1]) & bit) != 0) {
                        throw new NotationException("FEN '" + shown(fen) + "': square " + s + " is occupied twice");
                    }
                    pieces[side.ordinal()] |= bit;
                    if (king) {
                        kings |= bit;
                    }
                }
            }
        }
        int black = pieces[Side.BLACK.ordinal()];
        int white = pieces[Side.WHITE.ordinal()];
        reachable(fen, Side.BLACK, black, kings, BLACK_CROWN_ROW);
        reachable(fen, Side.WHITE, white, kings, WHITE_CROWN_ROW);
        return new Position(black, white, kings, toMove);
    }

    /** Rejects what no game can reach: more than 12 pieces a side, or a man on its crowning row. */
    private static void reachable(String fen, Side side, int pieces, int kings, int crownRow) {
        int count = Integer.bitCount(pieces);
        if (count > MAX_PIECES) {
            throw new NotationException("FEN '" + shown(fen) + "': " + name(side) + " has " + count + " pieces; a side has at most "
                    + MAX_PIECES);
        }
        int crownedMen = pieces & ~kings & crownRow;
        if (crownedMen != 0) {
            int square = Squares.squareOf(Integer.numberOfTrailingZeros(crownedMen));
            throw new NotationException("FEN '" + shown(fen) + "': the " + name(side) + " man on " + square
                    + " stands on its crowning row, where a man becomes a king; write K" + square);
        }
    }

    /** The FEN as quoted in a message: the longest real one has about 100 characters. */
    private static String shown(String fen) {
        return Printable.excerpt(fen, 120);
    }

    private static String name(Side side) {
        return side == Side.BLACK ? "Black" : "White";
    }

    private static Side side(String token, String fen, String what) {
        return switch (token) {
            case "B", "b" -> Side.BLACK;
            case "W", "w" -> Side.WHITE;
            default -> throw new NotationException(
                    "FEN '" + shown(fen) + "': " + what + " '" + token + "' must be W or B");
        };
    }

    private static int number(String digits, String token, String fen) {
        if (digits.isEmpty() || digits.length() > 2 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new NotationException("FEN '" + shown(fen) + "': '" + token.strip() + "' is not a square number");
        }
        int square = Integer.parseInt(digits);
        if (square < 1 || square > Squares.COUNT) {
            throw new NotationException("FEN '" + shown(fen) + "': square " + square + " in '" + token.strip()
                    + "' is not in 1–32");
        }
        return square;
    }
}
