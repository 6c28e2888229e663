package org.evodraughts.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Perft;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.MoveText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code evodraughts perft DEPTH [--fen FEN] [--divide]}: counts the leaves of the move tree. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Counts the leaf nodes of the legal-move tree to DEPTH plies (a capture sequence is one ply).")
final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DEPTH", description = "Plies to search, 0–63.")
    int depth;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start position (default: the initial position).")
    String fen;

    @Option(names = "--divide", description = "Also print the count below each root move.")
    boolean divide;

    @Override
    public Integer call() {
        if (depth < 0 || depth > 63) {
            throw new IllegalArgumentException("DEPTH must be 0–63, got " + depth);
        }
        Position root = fen == null ? Position.initial() : Fen.parse(fen);
        PrintWriter out = spec.commandLine().getOut();
        Perft perft = new Perft();
        long start = System.nanoTime();
        long total;
        if (divide && depth > 0) {
            total = 0;
            for (Move move : root.legalMoves()) {
                long nodes = perft.count(root.play(move), depth - 1);
                out.printf("%-12s %d%n", MoveText.format(root, move), nodes);
                total += nodes;
            }
        } else {
            total = perft.count(root, depth);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf("perft(%d) = %d  (%.3f s, %.1f M nodes/s)%n", depth, total, seconds, total / seconds / 1e6);
        out.flush();
        return 0;
    }
}
