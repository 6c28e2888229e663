package org.evodraughts.checkers.search;

import java.util.SplittableRandom;

/**
 * Zobrist hashing of positions: one random key per (piece kind, square) and one for White to
 * move, XORed together. {@link #afterMove} updates a hash from the masks that changed, which
 * touches only the few squares a move affects. Keys come from a fixed seed, so hashes are the
 * same in every run. Stateless and thread-safe.
 */
final class Zobrist {
    private static final long[] BLACK_MAN = new long[32];
    private static final long[] WHITE_MAN = new long[32];
    private static final long[] BLACK_KING = new long[32];
    private static final long[] WHITE_KING = new long[32];
    static final long WHITE_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(0x5EED_2D0B_1A5L);
        for (int i = 0; i < 32; i++) {
            BLACK_MAN[i] = random.nextLong();
            WHITE_MAN[i] = random.nextLong();
            BLACK_KING[i] = random.nextLong();
            WHITE_KING[i] = random.nextLong();
        }
        WHITE_TO_MOVE = random.nextLong();
    }

    private Zobrist() {}

    static long hash(int black, int white, int kings, boolean blackToMove) {
        long h = keys(BLACK_MAN, black & ~kings) ^ keys(WHITE_MAN, white & ~kings)
                ^ keys(BLACK_KING, black & kings) ^ keys(WHITE_KING, white & kings);
        return blackToMove ? h : h ^ WHITE_TO_MOVE;
    }

    /** The hash after a move from (black, white, kings) to (newBlack, newWhite, newKings). */
    static long afterMove(long hash, int black, int white, int kings, int newBlack, int newWhite, int newKings) {
        return hash ^ WHITE_TO_MOVE
                ^ keys(BLACK_MAN, (black & ~kings) ^ (newBlack & ~newKings))
                ^ keys(WHITE_MAN, (white & ~kings) ^ (newWhite & ~newKings))
                ^ keys(BLACK_KING, (black & kings) ^ (newBlack & newKings))
                ^ keys(WHITE_KING, (white & kings) ^ (newWhite & newKings));
    }

    private static long keys(long[] table, int squares) {
        long h = 0;
        for (int bits = squares; bits != 0; bits &= bits - 1) {
            h ^= table[Integer.numberOfTrailingZeros(bits)];
        }
        return h;
    }
}
