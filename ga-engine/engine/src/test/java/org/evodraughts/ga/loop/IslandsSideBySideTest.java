package org.evodraughts.ga.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.loop.EngineAloneTest.MemoryStore;
import org.junit.jupiter.api.Test;

/**
 * Islands evolving side by side make the runs they made one after another, bit for bit: the
 * digests below ({@link RunDigest}) were taken from the code before islands ran side by side
 * (commit 43cbe9e), at 1 and 2 threads.
 */
class IslandsSideBySideTest {
    /** Three islands: the hall of fame, the elites trained in batches of 2, the elites' play-off, parent-child averaging. */
    private static final Map<String, String> HALL_OF_FAME_AND_ELITES = Map.of("islands.count", "3",
            "islands.migrateEvery", "2", "islands.migrants", "2", "tournament.hallOfFame", "1", "refinement.games", "2",
            "refinement.trainees", "elites", "refinement.batch", "2", "champions.playoffGames", "2",
            "coevolution.averaging", "0.5");
    private static final String HALL_OF_FAME_AND_ELITES_DIGEST =
            "7c2f0fb0fff43b7fad5b4bfc5de1f3f6bc2c81025c979464c5dbd0b481e9a0cc";
    /** Four islands migrating every generation: everyone trains by TD-Leaf, learns from its games, random opponents, self-adaptive mutation. */
    private static final Map<String, String> ALL_TRAIN_AND_LEARN = Map.of("islands.count", "4", "islands.migrateEvery", "1",
            "islands.migrants", "1", "refinement.games", "2", "refinement.trainees", "all", "refinement.depth", "2",
            "coevolution.learn", "0.5", "tournament.scheme", "random-opponents", "tournament.gamesAsBlack", "2",
            "genome.mutation", "self-adaptive");
    private static final String ALL_TRAIN_AND_LEARN_DIGEST =
            "dfa52fc86acfb500268dc7d51440a544950a498275ee172a8c18f3dfa50e7eeb";

    private static String digest(EvolutionConfig config) throws IOException {
        MemoryStore store = new MemoryStore();
        List<GenerationReport> reports = new ArrayList<>();
        Evolution.builder(config).runId("side-by-side").snapshots(store).build().run(List.of(reports::add));
        return RunDigest.of(store.saved, reports);
    }

    @Test
    void theRunsAreThoseTheIslandsMadeOneAfterAnother() throws IOException {
        for (int threads : new int[] {1, 2, 4}) {
            assertEquals(HALL_OF_FAME_AND_ELITES_DIGEST, digest(TestConfigs.with(6, 2, 4, threads, HALL_OF_FAME_AND_ELITES)),
                    threads + " threads");
            assertEquals(ALL_TRAIN_AND_LEARN_DIGEST, digest(TestConfigs.with(5, 2, 3, threads, ALL_TRAIN_AND_LEARN)),
                    threads + " threads");
        }
    }
}
