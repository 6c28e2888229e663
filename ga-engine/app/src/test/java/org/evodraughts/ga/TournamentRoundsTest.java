package org.evodraughts.ga;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.run.RunDirectory;
import org.evodraughts.ga.run.SnapshotFiles;
import org.evodraughts.ga.tournament.Score;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tournament.rounds}: a run's round robin is played that many times, every individual's
 * fitness counts all of them, and the run is the same at any thread count.
 */
class TournamentRoundsTest {
    private static final int SIZE = 6, ELITES = 3, GENERATIONS = 6;

    @TempDir
    Path temp;

    private static EvolutionConfig config(int rounds, int threads) {
        return TestConfigs.with(SIZE, ELITES, GENERATIONS, threads, Map.of("tournament.rounds", String.valueOf(rounds)));
    }

    /** A run's generation reports, as its listeners heard them, and its saved populations. */
    private record Run(List<GenerationReport> reports, List<List<Individual>> populations) {}

    private Run run(String name, EvolutionConfig config) throws IOException {
        RunDirectory directory = RunDirectory.create(temp.resolve(name), config);
        List<GenerationReport> reports = new ArrayList<>();
        GenerationListener listener = new GenerationListener() {
            @Override
            public List<String> generationCompleted(GenerationReport report) {
                reports.add(report);
                return List.of();
            }
        };
        try (Evolution evolution = new Evolution(config, name, directory, List.of(listener), EvolutionProgress.NONE)) {
            evolution.run();
        }
        List<List<Individual>> populations = new ArrayList<>();
        for (int generation : directory.generations()) {
            populations.add(SnapshotFiles.read(directory.layout().snapshot(generation)).population());
        }
        return new Run(reports, populations);
    }

    @Test
    void everyPairMeetsTwiceARoundAndTheFitnessCountsEveryGame() throws IOException {
        Run three = run("three", config(3, 2));
        assertEquals(GENERATIONS + 1, three.reports().size());
        for (GenerationReport report : three.reports()) {
            assertEquals(3 * SIZE * (SIZE - 1), report.tournament().gameCount(), "generation " + report.generation());
            for (Score score : report.tournament().scores()) {
                assertEquals(3 * 2 * (SIZE - 1), score.games());
            }
        }
        // The extra rounds change who is ranked where, and so the run: the key does something.
        assertNotEquals(run("one", config(1, 2)).populations(), three.populations());
    }

    @Test
    void oneAndTwoThreadsGiveTheSameRun() throws IOException {
        Run one = run("one", config(2, 1));
        Run two = run("two", config(2, 2));
        assertEquals(one.populations(), two.populations());
        assertEquals(one.reports().stream().map(GenerationReport::championNetwork).toList(),
                two.reports().stream().map(GenerationReport::championNetwork).toList());
    }
}
