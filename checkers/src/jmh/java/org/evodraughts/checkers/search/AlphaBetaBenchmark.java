package org.evodraughts.checkers.search;

import org.evodraughts.checkers.Position;
import org.openjdk.jmh.annotations.Param;

/**
 * Sequential alpha-beta from each middle-game position, starting from an empty table each
 * time ({@link EmptyTableSearchBenchmark}). The {@code nodes} column is nodes per second; with
 * {@code seesGame}, what keeping the path's hashes costs where there is nothing to repeat.
 *
 * <pre>./evodraughts bench checkers AlphaBetaBenchmark</pre>
 */
public class AlphaBetaBenchmark extends EmptyTableSearchBenchmark {
    @Param("heuristic")
    String evaluator;

    @Param({"4", "6"})
    int depth;

    @Param({"0", "1", "2", "3", "4", "5"})
    int position;

    @Override
    String evaluator() {
        return evaluator;
    }

    @Override
    AlphaBetaSettings settings() {
        return AlphaBetaSettings.depth(depth).withTableBits(16);
    }

    @Override
    Position start() {
        return BenchmarkPositions.MIDDLE_GAME.get(position);
    }
}
