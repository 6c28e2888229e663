package org.evodraughts.checkers.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.MoveGenerator;
import org.evodraughts.checkers.Position;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Legal-move generation over a fixed sample of 1,024 positions taken from seeded random games
 * (openings, middle games with captures, king endings). One operation is one position.
 *
 * <p>Run: {@code ./evodraughts bench checkers MoveGenerationBenchmark -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MoveGenerationBenchmark {
    private static final int SAMPLE = 1024;

    private final int[] black = new int[SAMPLE];
    private final int[] white = new int[SAMPLE];
    private final int[] kings = new int[SAMPLE];
    private final boolean[] blackToMove = new boolean[SAMPLE];
    private final long[] buffer = new long[MoveGenerator.MAX_MOVES];

    @Setup
    public void sample() {
        SplittableRandom random = new SplittableRandom(20261121L);
        List<Position> positions = new ArrayList<>();
        while (positions.size() < SAMPLE) {
            Position p = Position.initial();
            for (int ply = 0; ply < 150 && positions.size() < SAMPLE; ply++) {
                List<Move> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                positions.add(p);
                p = p.play(moves.get(random.nextInt(moves.size())));
            }
        }
        for (int i = 0; i < SAMPLE; i++) {
            Position p = positions.get(i);
            black[i] = p.black();
            white[i] = p.white();
            kings[i] = p.kings();
            blackToMove[i] = p.blackToMove();
        }
    }

    @Benchmark
    @OperationsPerInvocation(SAMPLE)
    public int generate() {
        int total = 0;
        for (int i = 0; i < SAMPLE; i++) {
            total += MoveGenerator.generate(black[i], white[i], kings[i], blackToMove[i], buffer, 0);
        }
        return total;
    }
}
