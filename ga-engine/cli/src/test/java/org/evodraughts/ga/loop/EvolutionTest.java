package org.evodraughts.ga.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.runs.RunDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whole runs: reproducibility across thread counts, resume, stop, listeners. */
class EvolutionTest {
    @TempDir
    Path temp;

    /** Runs {@code config} in a new directory {@code name} and returns that directory. */
    private RunDirectory run(String name, EvolutionConfig config, EvolutionProgress progress) throws IOException {
        RunDirectory directory = RunDirectory.create(temp.resolve(name), config);
        try (Evolution evolution = new Evolution(config, name, directory, List.of(), progress)) {
            RunOutcome outcome = evolution.run();
            assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, config.stop().generations()), outcome);
        }
        return directory;
    }

    private static List<List<Individual>> populations(RunDirectory directory) throws IOException {
        List<List<Individual>> populations = new ArrayList<>();
        for (int generation : directory.generations()) {
            populations.add(org.evodraughts.runs.SnapshotFiles.read(directory.layout().snapshot(generation)).population());
        }
        return populations;
    }

    @Test
    void oneAndFourThreadsGiveBitIdenticalGenerations() throws IOException {
        List<List<Individual>> one = populations(run("one", TestConfigs.tiny(15, 5, 3, 1), EvolutionProgress.NONE));
        List<List<Individual>> four = populations(run("four", TestConfigs.tiny(15, 5, 3, 4), EvolutionProgress.NONE));
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
        RunDirectory whole = run("whole", TestConfigs.tiny(6, 2, 4, 2), EvolutionProgress.NONE);
        run("parts", TestConfigs.tiny(6, 2, 1, 2), EvolutionProgress.NONE);

        RunDirectory.Opened opened = RunDirectory.open(temp.resolve("parts"), Map.of("stop.generations", "4"));
        EngineTestProgress progress = new EngineTestProgress();
        try (Evolution evolution = new Evolution(opened.config(), "parts", opened.directory(), List.of(), progress)) {
            assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 4), evolution.run());
        }
        // Generation 1 was not played again.
        assertEquals(List.of(2, 3, 4), progress.tournaments);
        assertEquals(populations(whole), populations(opened.directory()));
    }

    @Test
    void theVariantsResumeBitForBitWithStepSizesKingValuesAndTheHallOfFame() throws IOException {
        Map<String, String> variants = Map.of("genome.initialWeights", "fan-in", "genome.mutation", "self-adaptive",
                "genome.king", "evolved", "tournament.hallOfFame", "2");
        EvolutionConfig wholeConfig = TestConfigs.with(6, 2, 5, 2, variants);
        RunDirectory whole = RunDirectory.create(temp.resolve("whole"), wholeConfig);
        try (Evolution evolution = new Evolution(wholeConfig, "whole", whole, ChampionArchive.inMemory(), List.of(),
                EvolutionProgress.NONE)) {
            evolution.run();
        }
        // The same run in two sessions, sharing one archive as the run's champion files would be.
        ChampionArchive archive = ChampionArchive.inMemory();
        EvolutionConfig firstPart = TestConfigs.with(6, 2, 2, 1, variants);
        RunDirectory parts = RunDirectory.create(temp.resolve("parts"), firstPart);
        try (Evolution evolution = new Evolution(firstPart, "parts", parts, archive, List.of(), EvolutionProgress.NONE)) {
            evolution.run();
        }
        RunDirectory.Opened opened = RunDirectory.open(temp.resolve("parts"), Map.of("stop.generations", "5"));
        try (Evolution evolution = new Evolution(opened.config(), "parts", opened.directory(), archive, List.of(),
                EvolutionProgress.NONE)) {
            assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 5), evolution.run());
        }
        List<List<Individual>> expected = populations(whole);
        assertEquals(expected, populations(opened.directory()));

        // The new genome parts are really there and really evolve.
        GenomeLayout layout = GenomeLayout.of(wholeConfig.genome());
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
        RunDirectory whole = run("whole", config, EvolutionProgress.NONE);

        RunDirectory stopped = RunDirectory.create(temp.resolve("stopped"), config);
        AtomicInteger gamesOfGeneration2 = new AtomicInteger();
        Evolution[] evolution = new Evolution[1];
        EngineTestProgress stopper = new EngineTestProgress() {
            @Override
            public void gameEnded() {
                if (generationUnderWay == 2 && gamesOfGeneration2.incrementAndGet() == 5) {
                    evolution[0].stop(); // as Ctrl-C does, from another thread
                }
            }
        };
        try (Evolution e = new Evolution(config, "stopped", stopped, List.of(), stopper)) {
            evolution[0] = e;
            assertEquals(new RunOutcome(RunOutcome.Reason.STOPPED, 1), e.run());
        }
        assertEquals(List.of(0, 1), stopped.generations());
        assertTrue(gamesOfGeneration2.get() < 30, "generation 2 was cut short: " + gamesOfGeneration2.get() + " games");
        assertEquals(List.of(0, 1), stopper.generations);

        RunDirectory.Opened opened = RunDirectory.open(stopped.path(), Map.of());
        try (Evolution e = new Evolution(opened.config(), "stopped", opened.directory(), List.of(), EvolutionProgress.NONE)) {
            assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 3), e.run());
        }
        assertEquals(populations(whole), populations(stopped));
    }

    @Test
    void aTimeBudgetStopsBeforeTheNextGeneration() throws IOException {
        EvolutionConfig config = TestConfigs.with(4, 2, 0, 1, Map.of("stop.timeBudget", "1s"));
        RunDirectory directory = RunDirectory.create(temp.resolve("budget"), config);
        try (Evolution evolution = new Evolution(config, "budget", directory, List.of(), EvolutionProgress.NONE)) {
            RunOutcome outcome = evolution.run();
            assertEquals(RunOutcome.Reason.TIME_BUDGET_SPENT, outcome.reason());
            assertEquals(directory.generations().getLast(), outcome.lastGeneration());
        }
    }

    @Test
    void listenersHearEveryGenerationAfterItIsSavedAndAddFiguresToTheLine() throws IOException {
        EvolutionConfig config = TestConfigs.tiny(4, 1, 2, 2);
        RunDirectory directory = RunDirectory.create(temp.resolve("listened"), config);
        List<String> heard = new ArrayList<>();
        GenerationListener listener = new GenerationListener() {
            @Override
            public void runStarted(RunInfo run) {
                heard.add("start " + run.firstGeneration() + " " + run.resumed());
            }

            @Override
            public List<String> generationCompleted(GenerationReport report) throws IOException {
                assertTrue(Files.exists(directory.layout().snapshot(report.generation())), "saved first");
                assertEquals(report.population().get(report.ranking()[0]), report.champion());
                heard.add("generation " + report.generation());
                return List.of("figure " + report.generation());
            }

            @Override
            public void runEnded(RunInfo run, RunOutcome outcome) {
                heard.add("end " + outcome);
            }
        };
        EngineTestProgress progress = new EngineTestProgress();
        try (Evolution evolution = new Evolution(config, "listened", directory, List.of(listener), progress)) {
            evolution.run();
        }
        assertEquals(List.of("start 0 false", "generation 0", "generation 1", "generation 2",
                "end RunOutcome[reason=GENERATIONS_DONE, lastGeneration=2]"), heard);
        assertEquals(List.of(List.of("figure 0"), List.of("figure 1"), List.of("figure 2")), progress.figures);
    }
}
