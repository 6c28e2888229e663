package org.evodraughts.checkers.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;

/**
 * Three-move ballot openings: every legal start of three plies (Black, White, Black) from the
 * initial position, one per distinct resulting position. Of the 302 legal three-ply sequences
 * (perft 3), 86 reach a position that a sequence earlier in {@link #all()}'s order already
 * reaches (a transposition); they are left out, since they would replay the same games. That
 * leaves {@value #COUNT}.
 *
 * <p>This is not the American Checker Federation's official deck: its list could not be
 * verified here, so it is the plain set of all legal starts, strong and weak alike.
 *
 * <p>Stateless and thread-safe; the deck is built once.
 */
public final class BallotOpenings {
    /** Plies in each opening. */
    public static final int PLIES = 3;
    /** Openings in the deck. */
    public static final int COUNT = 216;

    private static final List<Opening> ALL = build();

    private BallotOpenings() {}

    /**
     * Every opening, ordered by its moves (by origin then destination square of the first move,
     * then of the second, then of the third).
     */
    public static List<Opening> all() {
        return ALL;
    }

    /** The deck in an order shuffled by {@code seed} (the same seed, the same order). */
    public static List<Opening> shuffled(long seed) {
        List<Opening> deck = new ArrayList<>(ALL);
        Collections.shuffle(deck, new SplittableRandom(seed));
        return List.copyOf(deck);
    }

    private static List<Opening> build() {
        List<Opening> openings = new ArrayList<>();
        Set<Position> seen = new HashSet<>();
        extend(Position.initial(), new ArrayList<>(), openings, seen);
        if (openings.size() != COUNT) {
            throw new IllegalStateException("built " + openings.size() + " ballot openings, expected " + COUNT);
        }
        return List.copyOf(openings);
    }

    private static void extend(Position position, List<Move> moves, List<Opening> openings, Set<Position> seen) {
        if (moves.size() == PLIES) {
            if (seen.add(position)) {
                openings.add(new Opening(moves));
            }
            return;
        }
        List<Move> legal = new ArrayList<>(position.legalMoves());
        legal.sort((a, b) -> a.from() != b.from() ? Integer.compare(a.from(), b.from())
                : a.to() != b.to() ? Integer.compare(a.to(), b.to()) : Integer.compare(a.captured(), b.captured()));
        for (Move move : legal) {
            moves.add(move);
            extend(position.play(move), moves, openings, seen);
            moves.removeLast();
        }
    }
}
