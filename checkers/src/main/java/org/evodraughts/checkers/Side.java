package org.evodraughts.checkers;

/** The two players. Black moves first and its men move towards square 32. */
public enum Side {
    BLACK,
    WHITE;

    public Side opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The letter used in FEN and PDN: {@code B} or {@code W}. */
    public char letter() {
        return this == BLACK ? 'B' : 'W';
    }
}
