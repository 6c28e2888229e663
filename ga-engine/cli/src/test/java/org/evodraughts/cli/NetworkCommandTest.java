package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkCommandTest {
    @TempDir
    Path directory;

    @Test
    void newWritesTheRandomNetworkOfTheSeed() throws IOException {
        Path file = directory.resolve("n.json");
        CliRun run = CliRun.of("network", "new", "--seed", "42", "--out", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("wrote " + file), run.out());
        NetworkDocument document = NetworkFile.read(file);
        assertEquals(Network.random(new SplittableRandom(42)), document.network());
        assertEquals(42L, document.metadata().get(NetworkDocument.SEED));
        assertTrue(document.metadata().containsKey(NetworkDocument.CREATED_AT));

        Path other = directory.resolve("m.json");
        CliRun.of("network", "new", "--seed", "43", "--out", other.toString(), "--king-value", "2");
        NetworkDocument second = NetworkFile.read(other);
        assertNotEquals(document.network(), second.network());
        assertEquals(2.0, second.network().kingValue());
    }

    @Test
    void fanInScalesTheSameDrawsAndTrainWritesTheSelfPlayTrainedNetwork() throws IOException {
        Path plain = directory.resolve("plain.json"), scaled = directory.resolve("scaled.json");
        CliRun.of("network", "new", "--seed", "5", "--out", plain.toString());
        assertEquals(0, CliRun.of("network", "new", "--seed", "5", "--fan-in", "--out", scaled.toString()).exitCode());
        Network uniform = NetworkFile.read(plain).network(), fanIn = NetworkFile.read(scaled).network();
        assertEquals(uniform.weight(0, 3, 7) / Math.sqrt(91), fanIn.weight(0, 3, 7), 1e-15);
        assertEquals(uniform.bias(2, 0) / Math.sqrt(10), fanIn.bias(2, 0), 1e-15);

        Path trained = directory.resolve("trained.json"), again = directory.resolve("again.json");
        CliRun run = CliRun.of("network", "train", scaled.toString(), "--games", "5", "--alpha", "0.01", "--out", trained.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("wrote " + trained), run.out());
        CliRun.of("network", "train", scaled.toString(), "--games", "5", "--alpha", "0.01", "--out", again.toString());
        NetworkDocument document = NetworkFile.read(trained);
        assertEquals(NetworkFile.read(again).network(), document.network(), "the same input and options give the same network");
        assertNotEquals(fanIn, document.network());
        assertEquals(5L, document.metadata().get("selfPlayGames"));

        CliRun badAlpha = CliRun.of("network", "train", scaled.toString(), "--games", "5", "--alpha", "2", "--out", trained.toString());
        assertEquals(2, badAlpha.exitCode());
        assertEquals("error: --alpha must be above 0 and at most 1, got 2.0", badAlpha.err().strip());
        CliRun noGames = CliRun.of("network", "train", scaled.toString(), "--games", "0", "--out", trained.toString());
        assertEquals("error: --games must be 1–1000000, got 0", noGames.err().strip());
    }

    @Test
    void aBatchedTrainingWritesTheSameNetworkOnOneThreadAndOnThree() throws IOException {
        Path start = directory.resolve("start.json");
        CliRun.of("network", "new", "--seed", "5", "--fan-in", "--out", start.toString());
        Path one = directory.resolve("one.json"), three = directory.resolve("three.json"), serial = directory.resolve("serial.json");
        CliRun run = CliRun.of("network", "train", start.toString(), "--games", "12", "--depth", "2", "--batch", "4",
                "--threads", "1", "--opening-plies", "6", "--out", one.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("after 12 self-play games in batches of 4"), run.out());
        CliRun.of("network", "train", start.toString(), "--games", "12", "--depth", "2", "--batch", "4", "--threads", "3",
                "--opening-plies", "6", "--out", three.toString());
        CliRun.of("network", "train", start.toString(), "--games", "12", "--depth", "2", "--opening-plies", "6",
                "--out", serial.toString());
        NetworkDocument document = NetworkFile.read(one);
        assertEquals(document.network(), NetworkFile.read(three).network());
        assertNotEquals(NetworkFile.read(serial).network(), document.network(), "a batch learns from the weights it began with");
        assertEquals(4, ((Number) document.metadata().get("selfPlayBatch")).intValue(), "the file says how to make it again");
        assertEquals(6, ((Number) document.metadata().get("openingPlies")).intValue());

        CliRun noBatch = CliRun.of("network", "train", start.toString(), "--games", "5", "--batch", "0", "--out", one.toString());
        assertEquals(2, noBatch.exitCode());
        assertEquals("error: --batch must be 1–1024, got 0", noBatch.err().strip());
        CliRun badThreads = CliRun.of("network", "train", start.toString(), "--games", "5", "--threads", "-1", "--out", one.toString());
        assertEquals("error: --threads must be 0–1024 (0: one per core), got -1", badThreads.err().strip());
    }

    @Test
    void aTrainingAgainstOpponentsNamesThemAndABadOpponentFileWritesNothing() throws IOException {
        Path start = directory.resolve("start.json"), rival = directory.resolve("rival.json");
        CliRun.of("network", "new", "--seed", "5", "--fan-in", "--out", start.toString());
        CliRun.of("network", "new", "--seed", "6", "--fan-in", "--out", rival.toString());
        Path against = directory.resolve("against.json"), mirror = directory.resolve("mirror.json");
        CliRun run = CliRun.of("network", "train", start.toString(), "--games", "6", "--depth", "2",
                "--opponents", rival + "," + start, "--out", against.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("every second against one of 2 opponents"), run.out());
        CliRun.of("network", "train", start.toString(), "--games", "6", "--depth", "2", "--out", mirror.toString());
        NetworkDocument document = NetworkFile.read(against);
        assertNotEquals(NetworkFile.read(mirror).network(), document.network());
        assertEquals("rival.json,start.json", document.metadata().get("opponents"),
                "the file says how to make it again");

        Path damaged = directory.resolve("damaged.json"), none = directory.resolve("none.json");
        Files.writeString(damaged, "{\"layers\": [");
        CliRun bad = CliRun.of("network", "train", start.toString(), "--games", "6", "--opponents", damaged.toString(),
                "--out", none.toString());
        assertEquals(2, bad.exitCode());
        assertEquals(1, bad.err().strip().lines().count(), bad.err());
        assertTrue(bad.err().contains("damaged.json"), bad.err());
        assertFalse(Files.exists(none), "nothing written");
    }

    @Test
    void badInputGetsOneLineAndExitCodeTwo() {
        CliRun noSeed = CliRun.of("network", "new", "--out", directory.resolve("x.json").toString());
        assertEquals(2, noSeed.exitCode());
        assertTrue(noSeed.err().contains("--seed"), noSeed.err());

        CliRun badKing = CliRun.of("network", "new", "--seed", "1", "--out", directory.resolve("x.json").toString(),
                "--king-value", "-1");
        assertEquals(2, badKing.exitCode());
        assertEquals("error: king value must be a finite number above 0, got -1.0", badKing.err().strip());

        CliRun noDirectory = CliRun.of("network", "new", "--seed", "1", "--out", directory.resolve("no/such/x.json").toString());
        assertEquals(2, noDirectory.exitCode());
        assertEquals("error: cannot write network file " + directory.resolve("no/such/x.json") + ": directory "
                + directory.resolve("no/such") + " does not exist", noDirectory.err().strip());

        CliRun bare = CliRun.of("network");
        assertEquals(2, bare.exitCode());
        assertTrue(bare.err().contains("Missing subcommand"), bare.err());
    }

    @Test
    void compareSaysWhichFilesHoldTheSameNetworkAndHowFarApartTheOthersAre() throws IOException {
        Path a = directory.resolve("a.json"), b = directory.resolve("b.json"), again = directory.resolve("again.json");
        CliRun.of("network", "new", "--seed", "5", "--fan-in", "--out", a.toString());
        CliRun.of("network", "new", "--seed", "6", "--fan-in", "--out", b.toString());
        CliRun.of("network", "new", "--seed", "5", "--fan-in", "--out", again.toString());
        Network first = NetworkFile.read(a).network(), second = NetworkFile.read(b).network();

        CliRun run = CliRun.of("network", "compare", a.toString(), b.toString(), again.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(List.of("#", "NETWORK", "NORM", "KING", "VALUE"), List.of(lines.get(0).trim().split("\\s+")));
        assertTrue(lines.get(1).contains(a + "  ") && lines.get(1).contains(String.format("%.4f", first.norm())), run.out());
        assertEquals(List.of("A", "B", "DISTANCE"), List.of(lines.get(5).trim().split("\\s+")));
        assertEquals(List.of("1", "2", String.format("%.4f", first.distanceTo(second))), List.of(lines.get(6).trim().split("\\s+")));
        assertEquals(List.of("1", "3", "identical"), List.of(lines.get(7).trim().split("\\s+")),
                "the same seed made the same network again: " + run.out());
        assertEquals(List.of("2", "3", String.format("%.4f", first.distanceTo(second))), List.of(lines.get(8).trim().split("\\s+")));

        CliRun one = CliRun.of("network", "compare", a.toString());
        assertEquals(2, one.exitCode());
        Files.writeString(directory.resolve("damaged.json"), "{");
        CliRun damaged = CliRun.of("network", "compare", a.toString(), directory.resolve("damaged.json").toString());
        assertEquals(2, damaged.exitCode());
        assertEquals(1, damaged.err().strip().lines().count(), damaged.err());
        assertTrue(damaged.err().contains("damaged.json"), damaged.err());
    }

    @Test
    void averageWritesTheMeanOfTheWeightsAndRefusesMixedKingValuesWritingNothing() throws IOException {
        Path a = directory.resolve("a.json"), b = directory.resolve("b.json"), king = directory.resolve("king.json");
        CliRun.of("network", "new", "--seed", "5", "--fan-in", "--out", a.toString());
        CliRun.of("network", "new", "--seed", "6", "--fan-in", "--out", b.toString());
        Path mean = directory.resolve("mean.json");
        CliRun run = CliRun.of("network", "average", a.toString(), b.toString(), "--out", mean.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("wrote " + mean + " (the mean of the weights of 2 networks: a.json, b.json)", run.out().strip());
        NetworkDocument document = NetworkFile.read(mean);
        assertEquals(Network.mean(List.of(NetworkFile.read(a).network(), NetworkFile.read(b).network())), document.network());
        assertEquals("a.json,b.json", document.metadata().get("averageOf"), "the file says how to make it again");

        CliRun.of("network", "new", "--seed", "7", "--king-value", "2", "--out", king.toString());
        Path none = directory.resolve("none.json");
        CliRun mixed = CliRun.of("network", "average", a.toString(), king.toString(), "--out", none.toString());
        assertEquals(2, mixed.exitCode());
        assertEquals("error: the networks' king values differ (1.5 and 2.0): a mean needs one", mixed.err().strip());
        assertFalse(Files.exists(none), "nothing written");
    }
}
