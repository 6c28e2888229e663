package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.loop.Evolution;
import org.evodraughts.ga.loop.RunOutcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's snapshot files, byte for byte, as earlier code wrote them: the engine's results and
 * {@link SnapshotFiles}' format together. The engine's own tests of whole runs (IslandsTest,
 * EvolutionTest) keep their generations in memory.
 */
class PinnedSnapshotsTest {
    @TempDir
    Path temp;

    private RunDirectory run(String name, EvolutionConfig config) throws IOException {
        RunDirectory directory = RunDirectory.create(Files.createDirectories(temp.resolve(name)), config);
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, config.stop().generations()),
                Evolution.builder(config).runId(RunId.of(name)).snapshots(directory).build().run(List.of()));
        return directory;
    }

    private static String sha256(RunDirectory directory) throws IOException, NoSuchAlgorithmException {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (int generation : directory.generations()) {
            sha.update(Files.readAllBytes(directory.layout().snapshot(generation)));
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    /**
     * Every snapshot file, byte for byte, as the code before islands wrote them (the digests were
     * taken from that code): one island is the run it always was, hall of fame and training included.
     */
    @Test
    void oneIslandIsTheRunAsItWasBeforeIslands() throws Exception {
        EvolutionConfig plain = TestConfigs.with(6, 2, 4, 2, Map.of());
        assertEquals("20bd1623b570d728f4f5163d1f758a8b43cb56ecf30253bb2d0002fc9f04f4d8", sha256(run("pinned", plain)));
        EvolutionConfig variants = TestConfigs.with(6, 2, 4, 2, Map.of("tournament.hallOfFame", "2",
                "refinement.games", "2"));
        Files.move(temp.resolve("pinned"), temp.resolve("plain"));
        assertEquals("9658135657f153beebf4b077122efc28819e764adc0a20e9557d1d4d472345e6", sha256(run("pinned", variants)));
    }
}
