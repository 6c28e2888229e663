package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An evolve run leaves its champions, generations and run record in MongoDB and as JSON files, all agreeing. */
class EvolveStoresChampionsTest {
    @TempDir
    Path temp;

    @Test
    void everyGenerationsChampionIsInTheStoreAndInAFile() throws IOException {
        Path dir = temp.resolve("run");
        CliRun run = CliRun.of("evolve", "--run-dir", dir.toString(), "--generations", "2", "--seed", "5",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--threads", "2",
                "--set", "tournament.maxMovesPerSide=20", "--set", "champions.baselines=random",
                "--set", "champions.gamesPerBaseline=2");
        assertEquals(0, run.exitCode(), run.err());

        try (ResilientRunStore store = RunStores.open(dir, StoreOptions.defaults())) {
            RunRecord record = store.run(RunId.of("run")).orElseThrow();
            assertEquals(RunStatus.FINISHED, record.status());
            assertEquals(5, record.seed());
            assertTrue(record.endedAt().isPresent());

            List<ChampionRecord> champions = store.champions(RunId.of("run"));
            assertEquals(List.of(0, 1, 2), champions.stream().map(ChampionRecord::generation).toList());
            for (ChampionRecord champion : champions) {
                Path file = dir.resolve("champions").resolve(String.format("gen-%04d.json", champion.generation()));
                assertEquals(NetworkFile.read(file).network(),
                        NetworkFile.parse(champion.networkJson(), "store").network(), file.toString());
                assertEquals(1, champion.baselineScores().size());
                assertFalse(store.games(RunId.of("run"), champion.generation()).isEmpty());
            }
            assertTrue(champions.get(0).meanOfMeans().isEmpty(), "the first champion has no predecessor");
            assertTrue(champions.get(2).meanOfMeans().isPresent());
            assertEquals(2, store.latestGeneration(RunId.of("run")).orElseThrow().generation());
        }
        assertTrue(Files.isRegularFile(dir.resolve("charts").resolve("mean-of-means.png")));
    }

    @Test
    void anUnknownBaselineIsRefusedNamingTheKey() {
        CliRun run = CliRun.of("evolve", "--run-dir", temp.resolve("bad").toString(),
                "--set", "champions.baselines=random,grandmaster");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("error: ") && run.err().contains("champions.baselines")
                && run.err().contains("grandmaster"), run.err());
    }
}
