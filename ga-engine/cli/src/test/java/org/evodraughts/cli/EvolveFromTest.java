package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.files.CrashPoints;
import org.evodraughts.files.Sha256;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.runs.SnapshotFiles;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code evolve --from}: a run whose generation 0 is network files, end to end through the
 * command line: the run keeps the files' SHA-256, a kill and resume give the uninterrupted run's
 * champions bit for bit, and a bad file is refused in one line before anything is made.
 */
class EvolveFromTest {
    private static final int GENERATIONS = 3;

    @TempDir
    Path temp;
    private Path start;

    @BeforeEach
    void trainedNetwork() {
        start = temp.resolve("start.json");
        CliRun made = CliRun.of("network", "new", "--seed", "5", "--fan-in", "--out", start.toString());
        assertEquals(0, made.exitCode(), made.err());
    }

    private List<String> run(Path dir, String threads) {
        return new ArrayList<>(List.of("evolve", "--run-dir", dir.toString(), "--from", start.toString(), "--generations",
                String.valueOf(GENERATIONS), "--population", "6", "--elites", "2", "--search", "minimax:1", "--seed", "3",
                "--threads", threads, "--set", "tournament.maxMovesPerSide=20", "--set", "champions.yardstickEvery=0",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2", "--set", "start.spread=0.05", "--set", "run.keepSnapshots=0"));
    }

    @Test
    void aRunFromAFileKeepsItsDigestAndResumesAfterAKillAsIfUninterrupted() throws Exception {
        Path whole = temp.resolve("whole");
        CliRun once = CliRun.of(run(whole, "1").toArray(String[]::new));
        assertEquals(0, once.exitCode(), once.err());
        assertTrue(once.out().contains("6 networks (2 elites) from 1 network file"), once.out());
        EvolutionConfig kept = ConfigFiles.read(RunLayout.of(whole).config(), Map.of());
        assertEquals(List.of(start.toAbsolutePath().toString()), kept.start().files());
        assertEquals(List.of(Sha256.of(start)), kept.start().digests());
        double[] firstLayer = NetworkFile.read(start).network().layerParameters(0);
        assertTrue(SnapshotFiles.read(RunLayout.of(whole).snapshot(0)).population().stream()
                .anyMatch(i -> Arrays.equals(i.genome().chromosome(0), firstLayer)), "generation 0 holds the file's network");

        Path killed = temp.resolve("killed");
        List<String> command = CliRun.childCommand(List.of("-D" + CrashPoints.PROPERTY + "=" + CrashPoints.AFTER_SNAPSHOT + ":1"),
                run(killed, "2"));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(temp.resolve("child.out").toFile())
                .start();
        assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the child ended");
        assertEquals(137, child.exitValue(), Files.readString(temp.resolve("child.out")));
        CliRun resumed = CliRun.of("evolve", "--resume", killed.toString());
        assertEquals(0, resumed.exitCode(), resumed.err());

        for (int g = 0; g <= GENERATIONS; g++) {
            assertArrayEquals(ChampionFile.read(whole, g).document().network().parameters(),
                    ChampionFile.read(killed, g).document().network().parameters(), "champion " + g);
        }
        assertEquals(SnapshotFiles.read(RunLayout.of(whole).snapshot(GENERATIONS)).population(),
                SnapshotFiles.read(RunLayout.of(killed).snapshot(GENERATIONS)).population());
    }

    @Test
    void aFileThatCannotStartTheRunIsRefusedInOneLineAndNothingIsMade() throws IOException {
        Path king = temp.resolve("king.json");
        assertEquals(0, CliRun.of("network", "new", "--seed", "5", "--king-value", "2", "--out", king.toString()).exitCode());
        Path notNetwork = temp.resolve("other.json");
        Files.writeString(notNetwork, "{\"format\": \"something-else\"}");
        for (Path bad : List.of(king, notNetwork, temp.resolve("missing.json"), temp)) {
            Path dir = temp.resolve("refused");
            List<String> args = run(dir, "1");
            args.set(args.indexOf(start.toString()), bad.toString());
            CliRun refused = CliRun.of(args.toArray(String[]::new));
            assertEquals(2, refused.exitCode(), refused.out());
            assertEquals(1, refused.err().lines().count(), refused.err());
            assertTrue(refused.err().startsWith("error: start.from: ") && refused.err().contains(bad.toString()), refused.err());
            assertFalse(Files.exists(dir), "no run directory for a refused start");
        }
    }
}
