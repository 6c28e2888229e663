package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.SubSquareInputs;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalCommandTest {
    private static final String FEN = "W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";

    @TempDir
    Path directory;
    private Path file;
    private Network network;

    @BeforeEach
    void writeNetwork() throws IOException {
        network = Network.random(new SplittableRandom(5), 1.75);
        file = directory.resolve("net.json");
        NetworkFile.write(file, new NetworkDocument(network));
    }

    private static double score(CliRun run) {
        String line = run.out().lines().filter(l -> l.startsWith("score")).findFirst().orElseThrow();
        return Double.parseDouble(line.substring("score".length()).strip());
    }

    @Test
    void printsTheNetworksScoreForTheSideToMoveByDefault() {
        CliRun run = CliRun.of("eval", "--network", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("side     black"), run.out());
        assertEquals(new NetworkEvaluator(network).evaluate(Position.initial(), Side.BLACK), score(run), 1e-9);

        CliRun fen = CliRun.of("eval", "--network", file.toString(), "--fen", FEN);
        assertTrue(fen.out().contains("side     white"), fen.out());
        assertEquals(new NetworkEvaluator(network).evaluate(Fen.parse(FEN), Side.WHITE), score(fen), 1e-9);
    }

    @Test
    void sideChoosesThePointOfView() {
        CliRun run = CliRun.of("eval", "--network", file.toString(), "--fen", FEN, "--side", "black");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(new NetworkEvaluator(network).evaluate(Fen.parse(FEN), Side.BLACK), score(run), 1e-9);
    }

    @Test
    void inputsPrintsTheNinetyOneInputsBySize() {
        CliRun run = CliRun.of("eval", "--network", file.toString(), "--fen", FEN, "--inputs");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().filter(l -> l.startsWith("  k=")).toList();
        assertEquals(6, lines.size(), run.out());
        Position p = Fen.parse(FEN);
        double[] expected = SubSquareInputs.encode(p.black(), p.white(), p.kings(), Side.WHITE, 1.75);
        double[] printed = lines.stream()
                .flatMap(l -> Arrays.stream(l.substring(l.indexOf(':') + 1).strip().split(" ")))
                .mapToDouble(Double::parseDouble).toArray();
        assertEquals(91, printed.length);
        for (int n = 0; n < 91; n++) {
            assertEquals(expected[n], printed[n], 0.0, "input " + n);
        }
        assertTrue(lines.get(0).startsWith("  k=3:"));
        assertEquals(1, lines.get(5).substring(6).strip().split(" ").length);
    }

    @Test
    void badInputGetsOneLineAndExitCodeTwo() throws IOException {
        CliRun badSide = CliRun.of("eval", "--network", file.toString(), "--side", "red");
        assertEquals(2, badSide.exitCode());
        assertEquals("error: --side must be black or white, got 'red'", badSide.err().strip());

        CliRun badFen = CliRun.of("eval", "--network", file.toString(), "--fen", "B:W99:B1");
        assertEquals(2, badFen.exitCode());
        assertTrue(badFen.err().startsWith("error: FEN"), badFen.err());

        Path missing = directory.resolve("missing.json");
        CliRun noFile = CliRun.of("eval", "--network", missing.toString());
        assertEquals(2, noFile.exitCode());
        assertEquals("error: network file " + missing + " does not exist", noFile.err().strip());

        Path broken = directory.resolve("broken.json");
        Files.writeString(broken, Files.readString(file).replace("\"tanh\"", "\"relu\""));
        CliRun badFile = CliRun.of("eval", "--network", broken.toString());
        assertEquals(2, badFile.exitCode());
        assertEquals("error: " + broken + ": activation is 'relu', expected 'tanh'", badFile.err().strip());

        CliRun noNetwork = CliRun.of("eval");
        assertEquals(2, noNetwork.exitCode());
        assertTrue(noNetwork.err().contains("--network"), noNetwork.err());
    }
}
