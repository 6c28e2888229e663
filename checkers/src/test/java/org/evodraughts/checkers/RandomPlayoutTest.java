package org.evodraughts.checkers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.junit.jupiter.api.Test;

/**
 * Thousands of seeded random games under the standard draw rules. In every position reached the
 * generator must agree with {@link ReferenceMoves}, FEN and move text must round-trip, material
 * must never grow, the side to move must alternate, and {@link Game}'s outcome must match draw
 * counters kept independently here. Some games also round-trip through PDN.
 */
class RandomPlayoutTest {
    @Test
    void randomGamesFromTheStartObeyTheRules() {
        SplittableRandom random = new SplittableRandom(20240611L);
        Stats stats = new Stats();
        List<PdnGame> sample = new ArrayList<>();
        for (int g = 0; g < 3000; g++) {
            Game game = playOut(new Game(), random, stats);
            if (g % 100 == 0) {
                sample.add(PdnGame.of(game, Map.of("Event", "random playout", "Round", Integer.toString(g))));
            }
        }
        // The games must have reached the interesting cases, or the checks proved little.
        assertTrue(stats.positions > 100_000, "positions: " + stats.positions);
        assertTrue(stats.kingCaptures > 1_000, "king captures: " + stats.kingCaptures);
        for (Outcome outcome : Outcome.values()) {
            assertTrue(stats.outcomes.getOrDefault(outcome, 0) > 0, "no game ended " + outcome + ": " + stats.outcomes);
        }
        assertEquals(sample, Pdn.parse(Pdn.format(sample)));
    }

    /** Random sparse positions, mostly kings, reach the long king jumps that openings rarely do. */
    @Test
    void randomEndgamesObeyTheRules() {
        SplittableRandom random = new SplittableRandom(77L);
        Stats stats = new Stats();
        List<PdnGame> sample = new ArrayList<>();
        for (int g = 0; g < 6000; g++) {
            Game game = playOut(new Game(randomPosition(random), DrawRules.STANDARD), random, stats);
            if (g % 200 == 0) {
                sample.add(PdnGame.of(game, Map.of("Event", "random endgame")));
            }
        }
        assertTrue(stats.kingCaptures > 5_000, "king captures: " + stats.kingCaptures);
        assertTrue(stats.longCaptures > 10, "captures of 4 or more: " + stats.longCaptures);
        assertEquals(sample, Pdn.parse(Pdn.format(sample)));
    }

    private static Position randomPosition(SplittableRandom random) {
        int[] pieces = new int[2];
        int kings = 0;
        for (int side = 0; side < 2; side++) {
            int count = 1 + random.nextInt(7);
            while (Integer.bitCount(pieces[side]) < count) {
                int bit = 1 << random.nextInt(32);
                if (((pieces[0] | pieces[1]) & bit) != 0) {
                    continue;
                }
                pieces[side] |= bit;
                int crownRow = side == 0 ? 0xF0000000 : 0x0000000F; // a man may not stand there
                if (random.nextInt(3) > 0 || (bit & crownRow) != 0) {
                    kings |= bit;
                }
            }
        }
        return new Position(pieces[0], pieces[1], kings, random.nextBoolean() ? Side.BLACK : Side.WHITE);
    }

    /** Plays random moves to the end, checking every position and move; returns the game. */
    private static Game playOut(Game game, SplittableRandom random, Stats stats) {
        Independent counters = new Independent(game.start(), game.rules());
        while (true) {
            Position position = game.position();
            stats.positions++;
            List<Move> legal = checkPosition(position);
            assertEquals(counters.outcome(position, legal.isEmpty()), game.outcome(),
                    () -> "outcome after " + game.moves().size() + " moves from " + Fen.format(game.start()));
            if (game.isOver()) {
                stats.outcomes.merge(game.outcome(), 1, Integer::sum);
                return game;
            }
            Move move = legal.get(random.nextInt(legal.size()));
            String text = MoveText.format(position, move);
            assertEquals(move, MoveText.parse(position, text), () -> text + " in " + Fen.format(position));
            game.play(move);
            Position after = game.position();
            checkMaterial(position, move, after);
            counters.played(position, move, after);
            if (move.isCapture() && (position.kings() & (1 << (move.from() - 1))) != 0) {
                stats.kingCaptures++;
            }
            if (move.captureCount() >= 4) {
                stats.longCaptures++;
            }
        }
    }

    /** Checks the position's moves against the reference and FEN/move text; returns the moves. */
    private static List<Move> checkPosition(Position position) {
        String fen = Fen.format(position);
        assertEquals(position, Fen.parse(fen), fen);
        List<Move> legal = position.legalMoves();
        assertEquals(ReferenceMoves.of(position), new HashSet<>(legal), fen);
        assertEquals(legal.size(), new HashSet<>(legal).size(), () -> "a move generated twice in " + fen);
        Set<String> texts = new HashSet<>();
        for (Move move : legal) {
            assertTrue(texts.add(MoveText.format(position, move)), () -> "two moves written alike in " + fen);
        }
        assertEquals(!legal.isEmpty(), position.hasLegalMove(), fen);
        boolean anyCapture = legal.stream().anyMatch(Move::isCapture);
        assertEquals(anyCapture, MoveGenerator.hasCapture(
                position.black(), position.white(), position.kings(), position.blackToMove()), fen);
        return legal;
    }

    private static void checkMaterial(Position before, Move move, Position after) {
        Side mover = before.sideToMove();
        assertNotEquals(mover, after.sideToMove());
        assertEquals(Integer.bitCount(before.pieces(mover)), Integer.bitCount(after.pieces(mover)));
        assertEquals(Integer.bitCount(before.pieces(mover.opponent())) - move.captureCount(),
                Integer.bitCount(after.pieces(mover.opponent())));
        assertTrue(Integer.bitCount(after.kings() & after.pieces(mover))
                >= Integer.bitCount(before.kings() & before.pieces(mover)), "the mover lost a king");
    }

    private static final class Stats {
        long positions;
        long kingCaptures;
        long longCaptures;
        final Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
    }

    /** The draw rules recomputed from the moves, to check {@link Game#outcome()}. */
    private static final class Independent {
        private final DrawRules rules;
        private final Map<Position, Integer> seen = new HashMap<>();
        private int plies;
        private int quietPlies;

        Independent(Position start, DrawRules rules) {
            this.rules = rules;
            seen.put(start, 1);
        }

        void played(Position before, Move move, Position after) {
            boolean manMoved = (before.kings() & (1 << (move.from() - 1))) == 0;
            quietPlies = move.isCapture() || manMoved ? 0 : quietPlies + 1;
            plies++;
            seen.merge(after, 1, Integer::sum);
        }

        Outcome outcome(Position now, boolean noMoves) {
            if (noMoves) {
                return Outcome.winFor(now.sideToMove().opponent());
            }
            if (seen.get(now) >= rules.repetitions()) {
                return Outcome.DRAW_BY_REPETITION;
            }
            if (quietPlies >= 2 * rules.noProgressMovesPerSide()) {
                return Outcome.DRAW_BY_NO_PROGRESS;
            }
            if (plies >= 2 * rules.maxMovesPerSide()) {
                return Outcome.DRAW_BY_MOVE_LIMIT;
            }
            return null;
        }
    }
}
