package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.loop.EngineAloneTest.MemoryStore;
import org.junit.jupiter.api.Test;

/**
 * Whole runs: reproducibility across thread counts, resume, stop, listeners. Each run keeps its
 * generations in the engine's own store in memory; a resume reads its configuration back as a run
 * directory would ({@link TestConfigs#resumed}).
 */
class EvolutionTest {
    /** Runs {@code config} as the run {@code name} and returns the generations it saved. */
    private static MemoryStore run(String name, EvolutionConfig config, EngineTestProgress progress) throws IOException {
        MemoryStore store = new MemoryStore();
        RunOutcome outcome = Evolution.builder(config).runId(RunId.of(name)).snapshots(store).progress(progress).build()
                .run(List.of(progress));
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, config.stop().generations()), outcome);
        return store;
    }

    @Test
    void oneAndFourThreadsGiveBitIdenticalGenerations() throws IOException {
        List<List<Individual>> one = run("one", TestConfigs.tiny(15, 5, 3, 1), new EngineTestProgress()).populations();
        List<List<Individual>> four = run("four", TestConfigs.tiny(15, 5, 3, 4), new EngineTestProgress()).populations();
        assertEquals(4, one.size());
        assertEquals(one, four);
        // The populations really change, so the comparison means something.
        assertNotEquals(one.get(0), one.get(3));
    }

    @Test
    void everyGenerationPlaysExactlyOneTournament() throws IOException {
        EngineTestProgress progress = new EngineTestProgress();
        run("count", TestConfigs.tiny(5, 2, 3, 2), progress);
        assertEquals(List.of(0, 1, 2, 3), progress.tournaments);
        assertEquals(List.of(0, 1, 2, 3), progress.generations);
    }

    @Test
    void aResumedRunEqualsAnUninterruptedOne() throws IOException {
        MemoryStore whole = run("whole", TestConfigs.tiny(6, 2, 4, 2), new EngineTestProgress());
        EvolutionConfig firstPart = TestConfigs.tiny(6, 2, 1, 2);
        MemoryStore parts = run("parts", firstPart, new EngineTestProgress());

        EngineTestProgress progress = new EngineTestProgress();
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 4),
                Evolution.builder(TestConfigs.resumed(firstPart, Map.of("stop.generations", "4"))).runId(RunId.of("parts"))
                        .snapshots(parts).progress(progress).build().run(List.of(progress)));
        // Generation 1 was not played again.
        assertEquals(List.of(2, 3, 4), progress.tournaments);
        assertEquals(whole.populations(), parts.populations());
    }

    @Test
    void theVariantsResumeBitForBitWithStepSizesKingValuesAndTheHallOfFame() throws IOException {
        Map<String, String> variants = Map.of("genome.initialWeights", "fan-in", "genome.mutation", "self-adaptive",
                "genome.king", "evolved", "tournament.hallOfFame", "2");
        EvolutionConfig wholeConfig = TestConfigs.with(6, 2, 5, 2, variants);
        MemoryStore whole = new MemoryStore();
        Evolution.builder(wholeConfig).runId(RunId.of("whole")).snapshots(whole).build().run(List.of());
        // The same run in two sessions, sharing one archive as the run's champion files would be.
        ChampionArchive archive = ChampionArchive.inMemory();
        EvolutionConfig firstPart = TestConfigs.with(6, 2, 2, 1, variants);
        MemoryStore parts = new MemoryStore();
        Evolution.builder(firstPart).runId(RunId.of("parts")).snapshots(parts).champions(archive).build().run(List.of());
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 5),
                Evolution.builder(TestConfigs.resumed(firstPart, Map.of("stop.generations", "5"))).runId(RunId.of("parts"))
                        .snapshots(parts).champions(archive).build().run(List.of()));
        List<List<Individual>> expected = whole.populations();
        assertEquals(expected, parts.populations());

        // The new genome parts are really there and really evolve.
        GenomeLayout layout = GenomeLayout.of(wholeConfig);
        Individual anyFinal = expected.get(5).get(5);
        assertEquals(7, anyFinal.genome().chromosomeCount());
        double[] sigmas = anyFinal.genome().chromosome(layout.stepSizeChromosome(0));
        assertTrue(java.util.Arrays.stream(sigmas).anyMatch(s -> s != 0.05), "step sizes moved");
        assertTrue(expected.get(5).stream().anyMatch(i -> i.genome().chromosome(layout.kingChromosome())[0] != 1.5),
                "some king value moved");
        // Each individual played the tournament (2 games per opponent) and 2 members twice each.
        assertEquals(2 * 5 + 2 * 2, expected.get(5).getFirst().score().games());
    }

    @Test
    void stoppingDropsTheGenerationUnderWayAndResumeCatchesUp() throws IOException {
        EvolutionConfig config = TestConfigs.tiny(6, 3, 3, 2);
        MemoryStore whole = run("whole", config, new EngineTestProgress());

        MemoryStore stopped = new MemoryStore();
        AtomicInteger gamesOfGeneration2 = new AtomicInteger();
        EvolutionRun[] evolution = new EvolutionRun[1];
        EngineTestProgress stopper = new EngineTestProgress() {
            @Override
            public void gameEnded() {
                if (generationUnderWay == 2 && gamesOfGeneration2.incrementAndGet() == 5) {
                    evolution[0].stop(); // as Ctrl-C does, from another thread
                }
            }
        };
        try (EvolutionRun e = Evolution.builder(config).runId(RunId.of("stopped")).snapshots(stopped).progress(stopper).build()
                .start()) {
            evolution[0] = e;
            assertEquals(new RunOutcome(RunOutcome.Reason.STOPPED, 1), e.runWith(List.of(stopper)));
        }
        assertEquals(List.of(0, 1), stopped.generations());
        assertTrue(gamesOfGeneration2.get() < 30, "generation 2 was cut short: " + gamesOfGeneration2.get() + " games");
        assertEquals(List.of(0, 1), stopper.generations);

        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 3), Evolution.builder(TestConfigs.resumed(config,
                Map.of())).runId(RunId.of("stopped")).snapshots(stopped).build().run(List.of()));
        assertEquals(whole.populations(), stopped.populations());
    }

    @Test
    void aTimeBudgetStopsBeforeTheNextGeneration() throws IOException {
        EvolutionConfig config = TestConfigs.with(4, 2, 0, 1, Map.of("stop.timeBudget", "1s"));
        MemoryStore store = new MemoryStore();
        RunOutcome outcome = Evolution.builder(config).runId(RunId.of("budget")).snapshots(store).build().run(List.of());
        assertEquals(RunOutcome.Reason.TIME_BUDGET_SPENT, outcome.reason());
        assertEquals(store.generations().getLast(), outcome.lastGeneration());
    }

    @Test
    void listenersHearEveryGenerationAfterItIsSaved() throws IOException {
        EvolutionConfig config = TestConfigs.tiny(4, 1, 2, 2);
        MemoryStore store = new MemoryStore();
        List<String> heard = new ArrayList<>();
        GenerationListener listener = new GenerationListener() {
            @Override
            public void runStarted(RunInfo run) {
                heard.add("start " + run.firstGeneration() + " " + run.resumed());
            }

            @Override
            public void generationCompleted(GenerationReport report) throws IOException {
                assertEquals(report.generation(), store.generations().getLast(), "saved first");
                assertEquals(report.population().get(report.ranking()[0]), report.champion());
                heard.add("generation " + report.generation());
            }

            @Override
            public void runEnded(RunInfo run, RunOutcome outcome) {
                heard.add("end " + outcome);
            }
        };
        EngineTestProgress progress = new EngineTestProgress();
        Evolution.builder(config).runId(RunId.of("listened")).snapshots(store).progress(progress).build()
                .run(List.of(listener, progress));
        assertEquals(List.of("start 0 false", "generation 0", "generation 1", "generation 2",
                "end RunOutcome[reason=GENERATIONS_DONE, lastGeneration=2]"), heard);
        assertEquals(List.of(0, 1, 2), progress.generations);
    }
}
