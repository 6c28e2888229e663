package org.evodraughts.checkers.players;

import java.time.Duration;
import org.evodraughts.checkers.Position;

/**
 * One side's clock in a game under a {@link TimeControl}: how much time is left, and how much
 * of it the next move may take. Mutable and not thread-safe; one per side and game.
 *
 * <p>The allotment: of the remaining time, a reserve is kept back for a move that takes longer
 * than its allotment (a busy machine may pause the search); the rest is shared among the moves
 * the side can expect to make, three quarters of the increment is added, and what a move is
 * expected to take beside its search (the overhead) is taken off:
 *
 * <pre>
 *   reserve = min(remaining / 2, 100 ms + remaining / 20)
 *   share   = min(remaining − reserve, (remaining − reserve) / (10 + pieces on the board) + ¾ increment)
 *   allot   = max(1 ms, share − overhead)
 * </pre>
 *
 * A side with all 24 pieces on the board expects 34 more moves; with few pieces left, fewer, so
 * it spends more of what remains on each, and the reserve and the increment keep it from
 * running out. An allotment is at least 1 ms (depth 1 always completes). The overhead starts at
 * {@link #MOVE_OVERHEAD} (the search looks at the time every 1,024 nodes, and the move is made
 * and sent) and follows what the moves took beyond their allotments (a moving average of a
 * quarter weight, never below the start), so a loaded machine's longer moves come out of the
 * allotments rather than out of the clock.
 *
 * <p>Running out is not a game rule here: the game goes on, the clock reads 0 and each move gets
 * the least allotment. A side whose moves overrun their allotments by about the overhead does
 * not run out, unless the control is too short for the game: sudden death (no increment)
 * needs some milliseconds for each move the game lasts (the longest game under the standard
 * draw rules is 100 moves a side).
 */
public final class GameClock {
    /** The fixed part of the reserve. */
    static final Duration RESERVE = Duration.ofMillis(100);
    /** What a move is expected to take beside its search, at least. */
    static final Duration MOVE_OVERHEAD = Duration.ofMillis(5);
    /** Moves a side expects to make beside one per piece on the board. */
    static final int MOVES_BESIDE_PIECES = 10;
    private static final long MIN_ALLOT_NANOS = 1_000_000;

    private final TimeControl control;
    private long remainingNanos;
    private long overheadNanos = MOVE_OVERHEAD.toNanos();
    private int moves;

    public GameClock(TimeControl control) {
        if (control == null) {
            throw new IllegalArgumentException("a clock needs a time control");
        }
        this.control = control;
        this.remainingNanos = control.base().toNanos();
    }

    public TimeControl control() {
        return control;
    }

    /** The time left on the clock; negative once the moves overran it. */
    public Duration remaining() {
        return Duration.ofNanos(remainingNanos);
    }

    /** The moves charged so far. */
    public int moves() {
        return moves;
    }

    /** What a move is now expected to take beyond its allotment. */
    public Duration overhead() {
        return Duration.ofNanos(overheadNanos);
    }

    /** The most the next move's search, in {@code position}, may take (see the class comment). */
    public Duration allot(Position position) {
        long remaining = Math.max(0, remainingNanos);
        long reserve = Math.min(remaining / 2, RESERVE.toNanos() + remaining / 20);
        long usable = remaining - reserve;
        long movesLeft = MOVES_BESIDE_PIECES + Integer.bitCount(position.occupied());
        long share = Math.min(usable, usable / movesLeft + control.increment().toNanos() / 4 * 3);
        return Duration.ofNanos(Math.max(MIN_ALLOT_NANOS, share - overheadNanos));
    }

    /**
     * Charges a move that took {@code used}, then adds the increment.
     *
     * @param allotted the move's allotment, or {@link Duration#ZERO} for a move played without a
     *                 search (the only legal move), which teaches the overhead nothing
     * @param used     the time the whole move took
     */
    public void charge(Duration allotted, Duration used) {
        if (allotted == null || allotted.isNegative() || used == null || used.isNegative()) {
            throw new IllegalArgumentException("a move's allotment and time must not be negative, got " + allotted
                    + " and " + used);
        }
        if (!allotted.isZero()) {
            long overrun = Math.max(0, used.toNanos() - allotted.toNanos());
            overheadNanos = Math.max(MOVE_OVERHEAD.toNanos(), overheadNanos + (overrun - overheadNanos) / 4);
        }
        remainingNanos = remainingNanos - used.toNanos() + control.increment().toNanos();
        moves++;
    }
}
