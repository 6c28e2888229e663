package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every network command on networks of other shapes than the card's (issue 59). */
class NetworkShapesCommandTest {
    @TempDir
    Path directory;

    private Path newNetwork(String name, String inputs, String hidden) {
        Path file = directory.resolve(name);
        CliRun run = CliRun.of("network", "new", "--seed", "3", "--fan-in", "--inputs", inputs, "--hidden", hidden,
                "--out", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        return file;
    }

    @Test
    void newWritesTheShapeAndTrainAverageCompareEvalAndMatchTakeIt() throws IOException {
        Path pieces = newNetwork("pieces.json", "pieces", "12,5");
        Network network = NetworkFile.read(pieces).network();
        assertEquals(NetworkShape.of(NetworkInputs.PIECES, List.of(12, 5)), network.shape());
        assertTrue(Files.readString(pieces).contains("\"architecture\": [120, 12, 5, 1]"));

        Path trained = directory.resolve("trained.json");
        CliRun train = CliRun.of("network", "train", pieces.toString(), "--games", "6", "--depth", "2", "--alpha", "0.01",
                "--out", trained.toString());
        assertEquals(0, train.exitCode(), train.err());
        Network after = NetworkFile.read(trained).network();
        assertEquals(network.shape(), after.shape());
        assertNotEquals(network, after);

        Path mean = directory.resolve("mean.json");
        assertEquals(0, CliRun.of("network", "average", pieces.toString(), trained.toString(), "--out", mean.toString()).exitCode());
        assertEquals(network.shape(), NetworkFile.read(mean).network().shape());
        CliRun compare = CliRun.of("network", "compare", pieces.toString(), trained.toString());
        assertEquals(0, compare.exitCode(), compare.err());
        CliRun mixed = CliRun.of("network", "compare", pieces.toString(), newNetwork("card.json", "subsquares", "40,10").toString());
        assertEquals(2, mixed.exitCode());
        assertTrue(mixed.err().startsWith("error: the networks' shapes differ"), mixed.err());

        CliRun eval = CliRun.of("eval", "--network", trained.toString(), "--inputs", "--fen", "B:W21,K30:B1,K5");
        assertEquals(0, eval.exitCode(), eval.err());
        assertTrue(eval.out().contains("  own men: 1\n") && eval.out().contains("  own kings: 5\n")
                && eval.out().contains("  opponent men: 21\n") && eval.out().contains("  opponent kings: 30\n"), eval.out());

        CliRun match = CliRun.of("match", trained.toString(), directory.resolve("card.json").toString(), "--games", "4",
                "--threads", "1");
        assertEquals(0, match.exitCode(), match.err());
    }

    @Test
    void growKeepsWhatTheNetworkComputesAndRefusesASmallerShapeInOneLine() throws IOException {
        Path card = newNetwork("card.json", "subsquares", "40,10");
        Path grown = directory.resolve("grown.json");
        CliRun grow = CliRun.of("network", "grow", card.toString(), "--inputs", "both", "--hidden", "64,16", "--seed", "1",
                "--out", grown.toString());
        assertEquals(0, grow.exitCode(), grow.err());
        assertEquals(NetworkShape.of(NetworkInputs.BOTH, List.of(64, 16)), NetworkFile.read(grown).network().shape());
        for (String fen : List.of("B:W18,19,21,23,24,26,29,30,31,32:B1,2,3,5,6,7,9,10,11,12", "W:WK3,20:B9,K22,27")) {
            assertEquals(score(card, fen), score(grown, fen), fen);
        }
        CliRun smaller = CliRun.of("network", "grow", card.toString(), "--hidden", "20,10", "--seed", "1", "--out",
                directory.resolve("small.json").toString());
        assertEquals(2, smaller.exitCode());
        assertEquals(1, smaller.err().strip().lines().count(), smaller.err());
        assertTrue(smaller.err().startsWith("error: " + card + ": a network of shape [91, 40, 10, 1] on subsquares cannot grow"),
                smaller.err());
        assertFalse(Files.exists(directory.resolve("small.json")));
        CliRun badHidden = CliRun.of("network", "new", "--seed", "1", "--hidden", "40,ten", "--out",
                directory.resolve("bad.json").toString());
        assertEquals("error: --inputs subsquares --hidden 40,ten: hidden widths '40,ten' must be whole numbers separated by "
                + "commas, e.g. 40,10", badHidden.err().strip());
    }

    private static String score(Path network, String fen) {
        CliRun eval = CliRun.of("eval", "--network", network.toString(), "--fen", fen);
        return eval.out().lines().filter(line -> line.startsWith("score")).findFirst().orElseThrow();
    }
}
