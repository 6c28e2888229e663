package org.evodraughts.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.PieceInputs;
import org.evodraughts.network.SubSquareInputs;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code evodraughts eval --network FILE [--fen FEN] [--side black|white] [--inputs]}: scores a position. */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = "Scores a position with a network file: a number in -1..1, good for the side evaluated for.")
final class EvalCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--network", required = true, paramLabel = "FILE", description = "Network file (JSON).")
    Path network;

    @Option(names = "--fen", paramLabel = "FEN", description = "Position (default: the initial position).")
    String fen;

    @Option(names = "--side", paramLabel = "black|white", description = "Side to evaluate for (default: the side to move).")
    String side;

    @Option(names = "--inputs", description = "Also print the network's inputs: the 91 sub-square sums, and the "
            + "squares of each piece kind for piece inputs.")
    boolean inputs;

    @Override
    public Integer call() throws IOException {
        Position position = fen == null ? Position.initial() : Fen.parse(fen);
        Side forSide = side == null ? position.sideToMove() : parseSide(side);
        Network net = NetworkFile.read(network).network();
        double score = new NetworkEvaluator(net).evaluate(position, forSide);
        PrintWriter out = spec.commandLine().getOut();
        out.println("position " + Fen.format(position));
        out.println("side     " + forSide.name().toLowerCase(Locale.ROOT));
        out.println("score    " + score);
        if (inputs && net.shape().inputs().hasSubSquares()) {
            double[] values = SubSquareInputs.encode(position.black(), position.white(), position.kings(), forSide, net.kingValue());
            out.println("inputs   (" + SubSquareInputs.COUNT + ", one line per window size k, windows row by row)");
            int n = 0;
            for (int k = SubSquareInputs.MIN_SIZE; k <= SubSquareInputs.MAX_SIZE; k++) {
                StringBuilder line = new StringBuilder("  k=" + k + ":");
                for (; n < SubSquareInputs.COUNT && SubSquareInputs.size(n) == k; n++) {
                    line.append(' ').append(plain(values[n]));
                }
                out.println(line);
            }
        }
        if (inputs && net.shape().inputs().hasPieces()) {
            double[] values = new double[PieceInputs.COUNT];
            PieceInputs.encode(position.black(), position.white(), position.kings(), forSide, values, 0);
            out.println("pieces   (" + PieceInputs.COUNT + " inputs; the squares, as " + forSide.name().toLowerCase(Locale.ROOT)
                    + " sees the board, of each kind of piece whose input is 1)");
            for (int kind = 0; kind < PieceInputs.KINDS.size(); kind++) {
                StringBuilder line = new StringBuilder("  " + PieceInputs.KINDS.get(kind) + ":");
                for (int i = 0; i < PieceInputs.COUNT; i++) {
                    if (values[i] == 1 && PieceInputs.kind(i) == kind) {
                        line.append(' ').append(PieceInputs.square(i));
                    }
                }
                out.println(line);
            }
        }
        out.flush();
        return 0;
    }

    private static Side parseSide(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "black", "b" -> Side.BLACK;
            case "white", "w" -> Side.WHITE;
            default -> throw new IllegalArgumentException("--side must be black or white, got '" + text + "'");
        };
    }

    /** A value without a trailing ".0": 4, -1.5, 2.25. */
    private static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
