package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
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
}
