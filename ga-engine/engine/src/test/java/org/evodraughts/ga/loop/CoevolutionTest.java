package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.genome.GenomeLayout;
import org.junit.jupiter.api.Test;

/**
 * Coevolutionary TD ({@code coevolution.learn}): the tournament's games train the individuals
 * that played them, after they are scored; parent-child averaging ({@code coevolution.averaging})
 * moves parents towards better children; runs stay the same at any thread count and across a
 * resume.
 */
class CoevolutionTest {
    private static EvolutionConfig config(int generations, int threads, String learn) {
        return TestConfigs.with(6, 2, generations, threads, Map.of("coevolution.learn", learn, "refinement.depth", "2",
                "refinement.alpha", "0.01", "tournament.hallOfFame", "1"));
    }

    private static RunOutcome run(EvolutionConfig config, EngineAloneTest.MemoryStore store) throws IOException {
        return Evolution.builder(config).runId(RunId.of("coevolution")).snapshots(store).build().run(List.of());
    }

    @Test
    void everyIndividualLearnsFromItsGamesAndKeepsTheScoreItsUntrainedWeightsEarned() throws IOException {
        EngineAloneTest.MemoryStore off = new EngineAloneTest.MemoryStore(), on = new EngineAloneTest.MemoryStore();
        run(config(1, 1, "0"), off);
        run(config(1, 1, "1"), on);
        PopulationSnapshot untrained = off.saved.getFirst(), learned = on.saved.getFirst();
        assertEquals(untrained.population().stream().map(Individual::score).toList(),
                learned.population().stream().map(Individual::score).toList(), "the tournament scored the same networks");
        for (int i = 0; i < untrained.population().size(); i++) {
            assertNotEquals(untrained.population().get(i).genome(), learned.population().get(i).genome(),
                    "individual " + i + " learned from its games");
        }
        assertNotEquals(off.saved.getLast().population(), on.saved.getLast().population());
    }

    @Test
    void aShareOfTheGamesTeachesLessThanAllOfThem() throws IOException {
        EngineAloneTest.MemoryStore off = new EngineAloneTest.MemoryStore(), half = new EngineAloneTest.MemoryStore(),
                all = new EngineAloneTest.MemoryStore();
        run(config(1, 1, "0"), off);
        run(config(1, 1, "0.5"), half);
        run(config(1, 1, "1"), all);
        GenomeLayout layout = GenomeLayout.WEIGHTS_ONLY;
        double halfMoved = 0, allMoved = 0;
        for (int i = 0; i < 6; i++) {
            var start = layout.codec(1.5).decode(layout.genotype(off.saved.getFirst().population().get(i).genome()));
            halfMoved += start.distanceTo(layout.codec(1.5).decode(layout.genotype(half.saved.getFirst().population().get(i).genome())));
            allMoved += start.distanceTo(layout.codec(1.5).decode(layout.genotype(all.saved.getFirst().population().get(i).genome())));
        }
        assertTrue(halfMoved > 0 && halfMoved < allMoved, halfMoved + " against " + allMoved);
    }

    @Test
    void aLearningRunIsTheSameAtOneAndTwoThreadsAndAcrossAResume() throws IOException {
        EngineAloneTest.MemoryStore whole = new EngineAloneTest.MemoryStore();
        run(config(3, 1, "0.5"), whole);
        EngineAloneTest.MemoryStore parts = new EngineAloneTest.MemoryStore();
        run(config(1, 2, "0.5"), parts);
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 3), run(config(3, 2, "0.5"), parts));
        assertEquals(whole.saved, parts.saved);
    }

    @Test
    void anAveragingRunDiffersFromOneWithoutAndIsTheSameAtOneAndTwoThreadsAndAcrossAResume() throws IOException {
        EngineAloneTest.MemoryStore off = new EngineAloneTest.MemoryStore();
        run(config(3, 1, "0"), off);
        EngineAloneTest.MemoryStore whole = new EngineAloneTest.MemoryStore();
        run(averaging(3, 1), whole);
        assertNotEquals(off.saved.getLast().population(), whole.saved.getLast().population());
        EngineAloneTest.MemoryStore parts = new EngineAloneTest.MemoryStore();
        run(averaging(2, 2), parts);
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 3), run(averaging(3, 2), parts));
        assertEquals(whole.saved, parts.saved);
    }

    /**
     * Islands that swap their best every generation bring a migrant home to an island that kept
     * it, here among the elites: a genotype at two elite places is one parent. The digest was
     * taken from the code before issue 62 (commit 799e75e), whose breeding recorded parents by
     * identity; the same run with such a genotype counted as two parents gives another.
     */
    @Test
    void averagingWithMigrantsComingHomeMakesTheRunThatRecordedLineagesMade() throws IOException {
        for (int threads = 1; threads <= 2; threads++) {
            EngineAloneTest.MemoryStore store = new EngineAloneTest.MemoryStore();
            List<GenerationReport> reports = new ArrayList<>();
            Evolution.builder(TestConfigs.with(10, 4, 8, threads, Map.of("islands.count", "2", "islands.migrateEvery", "1",
                    "islands.migrants", "1", "coevolution.averaging", "0.5", "seed", "2"))).runId(RunId.of("home")).snapshots(store).build()
                    .run(List.of(reports::add));
            assertEquals("b69609c85d91135b194da14fe8cd08c905fcf13cef32d67e65192432c0008463", RunDigest.of(store.saved, reports),
                    threads + " thread(s)");
        }
    }

    private static EvolutionConfig averaging(int generations, int threads) {
        return TestConfigs.with(6, 2, generations, threads, Map.of("coevolution.averaging", "0.5"));
    }

    @Test
    void theShareIsChecked() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ConfigFiles.parse("coevolution: {learn: 1.5}", "c.yaml", Map.of()));
        assertEquals("c.yaml: coevolution.learn must be 0–1, got 1.5", e.getMessage());
    }
}
