package org.evodraughts.checkers.search;

import org.evodraughts.checkers.Position;
import org.openjdk.jmh.annotations.Param;

/**
 * Sequential alpha-beta to a fixed depth in king endings, without and with the game
 * ({@code seesGame}: threefold repetition scored, the position as the game's start), from an
 * empty table each time ({@link EmptyTableSearchBenchmark}): what scoring repetitions and keying
 * the table by the earlier positions cost where they matter most. The {@code nodes} column is
 * nodes per second; the nodes of one search are the same in every run.
 *
 * <pre>./evodraughts bench checkers KingEndingBenchmark</pre>
 */
public class KingEndingBenchmark extends EmptyTableSearchBenchmark {
    @Param("12")
    int depth;

    @Param({"0", "1", "2", "3", "4"})
    int position;

    @Override
    String evaluator() {
        return "heuristic";
    }

    @Override
    AlphaBetaSettings settings() {
        return AlphaBetaSettings.depth(depth).withTableBits(20);
    }

    @Override
    Position start() {
        return BenchmarkPositions.KING_ENDINGS.get(position);
    }
}
