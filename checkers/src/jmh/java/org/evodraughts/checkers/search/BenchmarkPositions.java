package org.evodraughts.checkers.search;

import java.util.List;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.players.HeuristicEvaluator;

/** Fixed inputs of the search benchmarks. */
final class BenchmarkPositions {
    /**
     * Middle-game positions from heuristic:4 self-play after random 4-ply openings (plies
     * 18–26): 16–20 pieces, no capture pending, roughly level (|heuristic| < 0.15).
     */
    static final List<Position> MIDDLE_GAME = List.of(
            Fen.parse("B:W17,18,19,21,22,23,24,30,31,32:B1,3,4,7,8,9,10,11,12,13"),
            Fen.parse("B:W18,19,20,21,23,28,29,30,31:B2,4,8,9,10,11,12,14,16"),
            Fen.parse("B:W20,22,23,24,26,29,30,31,32:B1,2,4,8,11,12,13,14,16"),
            Fen.parse("B:W19,21,22,27,29,30,31,32:B1,2,3,9,11,12,13,20"),
            Fen.parse("B:W19,21,23,24,25,27,29,31:B3,4,5,9,10,12,14,15"),
            Fen.parse("B:W17,19,20,21,23,24,25,26,27:B2,4,7,9,10,11,12,14,15"));

    /**
     * King endings, where every move may be a repetition: five positions of two to five pieces,
     * most of them kings, from the repetition tests and random play.
     */
    static final List<Position> KING_ENDINGS = List.of(
            Fen.parse("W:WK30:BK4,9"),
            Fen.parse("B:WK2,K28:BK3"),
            Fen.parse("B:WK5,K14,K27:BK1,K22"),
            Fen.parse("W:W6,K9,K18:BK4,K12"),
            Fen.parse("B:WK13,K17,26:BK3,K24,11"));

    private BenchmarkPositions() {}

    /**
     * The evaluator a benchmark's {@code evaluator} parameter names. To benchmark another
     * evaluator, add a case here and pass {@code -p evaluator=NAME} to JMH.
     */
    static Evaluator evaluator(String name) {
        return switch (name) {
            case "heuristic" -> HeuristicEvaluator.INSTANCE;
            default -> throw new IllegalArgumentException("unknown benchmark evaluator '" + name + "'");
        };
    }
}
