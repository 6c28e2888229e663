package org.evodraughts.checkers;

/**
 * A move as a value: origin and destination squares (1–32) and the mask of captured squares
 * (bit i is square i + 1; 0 for a step). Convert with {@link #packed()} and {@link #of(long)}.
 */
public record Move(int from, int to, int captured) {
    public Move {
        Squares.indexOf(from);
        Squares.indexOf(to);
        if (captured == 0 && from == to) {
            throw new IllegalArgumentException("a step must change square: " + from);
        }
    }

    public static Move of(long packed) {
        return new Move(
                Squares.squareOf(PackedMove.from(packed)),
                Squares.squareOf(PackedMove.to(packed)),
                PackedMove.captured(packed));
    }

    public long packed() {
        return PackedMove.of(from - 1, to - 1, captured);
    }

    public boolean isCapture() {
        return captured != 0;
    }

    /** How many pieces the move captures. */
    public int captureCount() {
        return Integer.bitCount(captured);
    }
}
