package org.evodraughts.checkers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A game in progress: the start position, the moves played, and the draw counters of
 * {@link DrawRules}. Mutable and not thread-safe; each game belongs to one thread.
 *
 * <p>{@link #play} accepts only legal moves, and refuses any move once the game is over, so a
 * game is never left half-updated.
 */
public final class Game {
    private final DrawRules rules;
    private final Position start;
    private final List<Position> positions = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();
    private final Map<Position, Integer> occurrences = new HashMap<>();
    /** Plies since the last capture or man move, per ply (so undo restores it). */
    private final List<Integer> quietPlies = new ArrayList<>();
    private Outcome outcome;

    public Game(Position start, DrawRules rules) {
        this.start = start;
        this.rules = rules;
        positions.add(start);
        quietPlies.add(0);
        occurrences.merge(start, 1, Integer::sum);
        outcome = judge();
    }

    public Game() {
        this(Position.initial(), DrawRules.STANDARD);
    }

    public Position start() {
        return start;
    }

    public Position position() {
        return positions.getLast();
    }

    public DrawRules rules() {
        return rules;
    }

    /** The moves played so far, in order. */
    public List<Move> moves() {
        return List.copyOf(moves);
    }

    /** The positions so far, the start first and the current position last. */
    public List<Position> positions() {
        return List.copyOf(positions);
    }

    /** How often {@code position} has occurred in this game (for repetition-aware players). */
    public int occurrences(Position position) {
        return occurrences.getOrDefault(position, 0);
    }

    public boolean isOver() {
        return outcome != null;
    }

    /** The outcome, or null while the game goes on. */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * Plays a move.
     *
     * @throws IllegalStateException    if the game is over
     * @throws IllegalArgumentException if the move is not legal here
     */
    public void play(Move move) {
        if (outcome != null) {
            throw new IllegalStateException("the game is over (" + outcome + ")");
        }
        Position before = position();
        if (!before.isLegal(move)) {
            throw new IllegalArgumentException("move " + move + " is not legal in this position");
        }
        boolean manMoved = (before.kings() & (1 << (move.from() - 1))) == 0;
        Position after = before.play(move);
        moves.add(move);
        positions.add(after);
        quietPlies.add(move.isCapture() || manMoved ? 0 : quietPlies.getLast() + 1);
        occurrences.merge(after, 1, Integer::sum);
        outcome = judge();
    }

    /** Takes back the last move; returns false at the start of the game. */
    public boolean undo() {
        if (moves.isEmpty()) {
            return false;
        }
        Position last = positions.removeLast();
        occurrences.merge(last, -1, Integer::sum);
        moves.removeLast();
        quietPlies.removeLast();
        outcome = judge();
        return true;
    }

    private Outcome judge() {
        Position now = position();
        if (!now.hasLegalMove()) {
            return Outcome.winFor(now.sideToMove().opponent());
        }
        if (rules.repetitions() > 0 && occurrences.get(now) >= rules.repetitions()) {
            return Outcome.DRAW_BY_REPETITION;
        }
        if (rules.noProgressMovesPerSide() > 0 && quietPlies.getLast() >= 2 * rules.noProgressMovesPerSide()) {
            return Outcome.DRAW_BY_NO_PROGRESS;
        }
        if (rules.maxMovesPerSide() > 0 && moves.size() >= 2 * rules.maxMovesPerSide()) {
            return Outcome.DRAW_BY_MOVE_LIMIT;
        }
        return null;
    }
}
