package org.evodraughts.checkers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rules of movement on hand-made positions: each test states the exact set of legal moves,
 * written as PDN move text, and checks it against both the generator and the reference oracle.
 */
class RulesTest {
    /** The legal moves of {@code fen} as move text, checked to agree with the reference generator. */
    private static Set<String> moves(String fen) {
        Position position = Fen.parse(fen);
        List<Move> legal = position.legalMoves();
        assertEquals(ReferenceMoves.of(position), new HashSet<>(legal), "generator vs reference in " + fen);
        Set<String> texts = new HashSet<>();
        for (Move move : legal) {
            assertTrue(texts.add(MoveText.format(position, move)), "move listed twice in " + fen + ": " + move);
        }
        assertEquals(!legal.isEmpty(), position.hasLegalMove());
        return texts;
    }

    @Test
    void menStepForwardOnlyAndKingsBothWays() {
        assertEquals(Set.of("14-17", "14-18", "23-18", "23-19", "23-26", "23-27"), moves("B:W30:B14,K23"));
        assertEquals(Set.of("30-25", "30-26"), moves("W:W30:B14,K23"));
    }

    @Test
    void captureIsForcedAndStepsAreNotOffered() {
        // Black's man on 1 could step, but the capture 14x23 must be played.
        assertEquals(Set.of("14x23"), moves("B:W18:B1,14"));
    }

    @Test
    void menCaptureForwardOnly() {
        // 14 could jump 10 backwards to 7 if it were a king; a man just steps.
        assertEquals(Set.of("14-17", "14-18"), moves("B:W10:B14"));
        assertEquals(Set.of("14x7"), moves("B:W10:BK14"));
    }

    @Test
    void aManThatIsCrownedMidJumpStops() {
        // 15x24x31 crowns on 31; as a king it could go on over 26 to 22, but the move ends there.
        assertEquals(Set.of("15x24x31"), moves("B:W19,26,27:B15"));
        Position after = Fen.parse("B:W19,26,27:B15").play(MoveText.parse(Fen.parse("B:W19,26,27:B15"), "15x24x31"));
        assertEquals("W:W26:BK31", Fen.format(after));
        // The same for White, crowning on 2 with 7 still capturable.
        assertEquals(Set.of("18x9x2"), moves("W:W18:B6,7,14"));
        Position white = Fen.parse("W:W18:B6,7,14");
        assertEquals("B:WK2:B7", Fen.format(white.play(MoveText.parse(white, "18x9x2"))));
    }

    @Test
    void aCapturedKingLeavesTheBoardAndAMovingKingTakesItsCrownAlong() {
        Position position = Fen.parse("W:WK15,21:BK10,K18");
        assertEquals(Set.of("15x6", "15x22"), moves("W:WK15,21:BK10,K18"));
        assertEquals("B:WK6,21:BK18", Fen.format(position.play(MoveText.parse(position, "15x6"))));
    }

    @Test
    void aKingCanGoOnJumpingAfterTheSameRoute() {
        // The same sequence as aManThatIsCrownedMidJumpStops, by a king: it continues over 26.
        assertEquals(Set.of("15x24x31x22"), moves("B:W19,26,27:BK15"));
    }

    @Test
    void everyBranchOfAMultiJumpIsListedWithItsLandingSquares() {
        // Two routes end on 26 (over 14 and 22, or over 15 and 23), a third ends on 28.
        assertEquals(Set.of("10x17x26", "10x19x26", "10x19x28"), moves("B:W14,15,22,23,24:B10"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"B:W10,11,18,19:BK15", "W:WK15:B10,11,18,19"})
    void aKingCapturesInAllFourDirections(String fen) {
        assertEquals(Set.of("15x6", "15x8", "15x22", "15x24"), moves(fen));
    }

    @Test
    void noPieceIsJumpedTwiceOnAKingsCircuit() {
        // The king on 6 jumps round 9, 10, 17, 18 back to its own square and stops: jumping 10
        // again would carry it on to 15. Both directions round are one move.
        Position position = Fen.parse("B:W9,10,17,18:BK6");
        assertEquals(Set.of("6x13x22x15x6"), moves("B:W9,10,17,18:BK6"));
        Move circuit = position.legalMoves().getFirst();
        assertEquals(new Move(6, 6, bits(9, 10, 17, 18)), circuit);
        assertEquals(circuit, MoveText.parse(position, "6x15x22x13x6"));
        assertEquals("W:W:BK6", Fen.format(position.play(circuit)));
    }

    @Test
    void aSideWithNoMovesHasNoMoves() {
        assertEquals(Set.of(), moves("B:W32:B28"));
        assertEquals(Set.of(), moves("B:W22:B"));
        assertFalse(Fen.parse("B:W32:B28").hasLegalMove());
    }

    private static int bits(int... squares) {
        int mask = 0;
        for (int square : squares) {
            mask |= 1 << (square - 1);
        }
        return mask;
    }
}
