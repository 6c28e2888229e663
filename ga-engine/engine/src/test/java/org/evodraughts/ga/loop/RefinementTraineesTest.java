package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.loop.EngineAloneTest.MemoryStore;
import org.evodraughts.ga.tournament.Ranking;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Self-play refinement of the champion, the elites or everyone, on the pool, one game after
 * another or in batches shared with the pool's idle threads: who trains, reproducibility, stops.
 */
class RefinementTraineesTest {
    private static final int SIZE = 6, ELITES = 2;

    private static EvolutionConfig config(String trainees, int games, int generations, int threads) {
        return config(trainees, 1, games, generations, threads);
    }

    private static EvolutionConfig config(String trainees, int batch, int games, int generations, int threads) {
        return TestConfigs.with(SIZE, ELITES, generations, threads, Map.of("genome.initialWeights", "fan-in",
                "refinement.games", String.valueOf(games), "refinement.alpha", "0.01", "refinement.trainees", trainees,
                "refinement.batch", String.valueOf(batch)));
    }

    /** Runs {@code config} as the run {@code name} and returns the populations it saved (in memory). */
    private static List<List<Individual>> run(String name, EvolutionConfig config) throws IOException {
        MemoryStore store = new MemoryStore();
        Evolution.builder(config).runId(RunId.of(name)).snapshots(store).build().run(List.of());
        return store.populations();
    }

    @ParameterizedTest(name = "{0}, batch {1}")
    @CsvSource({"champion, 1", "elites, 1", "all, 1", "champion, 4", "elites, 4", "all, 4"})
    void oneAndTwoThreadsGiveBitIdenticalGenerations(String trainees, int batch) throws IOException {
        List<List<Individual>> one = run("one", config(trainees, batch, 15, 3, 1));
        List<List<Individual>> two = run("two", config(trainees, batch, 15, 3, 2));
        assertEquals(4, one.size());
        assertEquals(one, two);
    }

    /** In batches the trainees learn differently (each game from its batch's first weights), and only they differ. */
    @Test
    void batchesChangeTheTraineesOnly() throws IOException {
        List<Individual> serial = run("serial", config("elites", 1, 12, 1, 2)).getFirst();
        List<Individual> batched = run("batched", config("elites", 4, 12, 1, 2)).getFirst();
        assertEquals(ELITES, changedGenomes(serial, batched));
    }

    /** Generation 0 against the same run without training: exactly the trainees' genomes differ. */
    @Test
    void theChampionTheElitesOrEveryoneTrain() throws IOException {
        List<Individual> untrained = run("off", config("champion", 0, 1, 2)).getFirst();
        assertEquals(1, changedGenomes(untrained, run("champion", config("champion", 10, 1, 2)).getFirst()));
        assertEquals(ELITES, changedGenomes(untrained, run("elites", config("elites", 10, 1, 2)).getFirst()));
        assertEquals(SIZE, changedGenomes(untrained, run("all", config("all", 10, 1, 2)).getFirst()));
    }

    private static long changedGenomes(List<Individual> before, List<Individual> after) {
        return IntStream.range(0, SIZE).filter(i -> !before.get(i).genome().equals(after.get(i).genome())).count();
    }

    /** The champion alone trains as it did before trainees could be chosen: the same seed, the same weights. */
    @Test
    void theChampionTrainsTheSameWhateverElseTrains() throws IOException {
        List<Individual> champion = run("champion", config("champion", 10, 1, 2)).getFirst();
        List<Individual> elites = run("elites", config("elites", 10, 1, 2)).getFirst();
        int best = Ranking.of(champion.stream().map(Individual::score).toList())[0];
        assertEquals(champion.get(best), elites.get(best));
    }

    @ParameterizedTest(name = "{0}, batch {1}")
    @CsvSource({"elites, 1", "all, 1", "elites, 4"})
    void aRunStoppedDuringTrainingResumesBitForBit(String trainees, int batch) throws IOException {
        List<List<Individual>> whole = run("whole", config(trainees, batch, 15, 3, 2));

        EvolutionConfig config = config(trainees, batch, 15, 3, 2);
        MemoryStore stopped = new MemoryStore();
        EvolutionRun[] evolution = new EvolutionRun[1];
        // As Ctrl-C does: while generation 2's elites train, or (all) when generation 1 is done,
        // before generation 2's training starts.
        int stopAfter = trainees.equals("all") ? 1 : 2;
        EngineTestProgress stopper = new EngineTestProgress() {
            @Override
            public void ended() {
                if (generationUnderWay == stopAfter) {
                    evolution[0].stop();
                }
            }
        };
        try (EvolutionRun e = Evolution.builder(config).runId(RunId.of("stopped")).snapshots(stopped).progress(stopper).build()
                .start()) {
            evolution[0] = e;
            assertEquals(new RunOutcome(RunOutcome.Reason.STOPPED, 1), e.runWith(List.of(stopper)));
        }
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 3), Evolution.builder(TestConfigs.resumed(config,
                Map.of())).runId(RunId.of("stopped")).snapshots(stopped).build().run(List.of()));
        assertEquals(whole, stopped.populations());
    }

    /**
     * The trainings are shown as they go, batch by batch, and as one training where islands
     * train side by side; what is shown changes no weight.
     */
    @ParameterizedTest(name = "{0}, batch {1}, {2} islands")
    @CsvSource({"champion, 1, 1", "elites, 4, 1", "all, 4, 2"})
    void theTrainingsGamesAreShownAsTheyArePlayedAndChangeNothing(String trainees, int batch, int islands) throws IOException {
        int games = 12;
        EvolutionConfig config = TestConfigs.with(SIZE, ELITES, 1, 2, Map.of("genome.initialWeights", "fan-in",
                "refinement.games", String.valueOf(games), "refinement.alpha", "0.01", "refinement.trainees", trainees,
                "refinement.batch", String.valueOf(batch), "islands.count", String.valueOf(islands)));
        MemoryStore unseen = new MemoryStore();
        Evolution.builder(config).runId(RunId.of("unseen")).snapshots(unseen).build().run(List.of());
        List<String> heard = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        java.util.concurrent.atomic.AtomicLong played = new java.util.concurrent.atomic.AtomicLong();
        org.evodraughts.ga.fitness.TrainingProgress shown = new org.evodraughts.ga.fitness.TrainingProgress() {
            @Override
            public void trainingStarted(int generation, int count, long all) {
                heard.add("started " + generation + ": " + count + " trainees, " + all + " games, " + played.get() + " played");
            }

            @Override
            public void gamesPlayed(int n) {
                assertTrue(n >= 1 && n <= batch, "a batch at most: " + n);
                played.addAndGet(n);
            }

            @Override
            public void trainingEnded() {
                heard.add("ended with " + played.get() + " played");
            }
        };
        MemoryStore seen = new MemoryStore();
        Evolution.builder(config).runId(RunId.of("seen")).snapshots(seen).training(shown).build().run(List.of());
        int trained = islands * switch (trainees) {
            case "champion" -> 1;
            case "elites" -> ELITES;
            default -> SIZE;
        };
        List<String> expected = new java.util.ArrayList<>();
        for (int g = 0; g <= 1; g++) {
            expected.add("started " + g + ": " + trained + " trainees, " + trained * games + " games, " + g * trained * games
                    + " played");
            expected.add("ended with " + (g + 1) * trained * games + " played");
        }
        assertEquals(expected, heard);
        assertEquals(unseen.populations(), seen.populations());
    }

    /** A stop ends a long training within a game (or a batch), not at its end (a million games would take hours). */
    @ParameterizedTest(name = "{0}, batch {1}")
    @CsvSource({"champion, 1", "all, 1", "champion, 8"})
    @Timeout(120)
    void aStopEndsALongTrainingAtOnce(String trainees, int batch) throws IOException {
        EvolutionConfig config = config(trainees, batch, 1_000_000, 2, 2);
        MemoryStore store = new MemoryStore();
        try (EvolutionRun evolution = Evolution.builder(config).runId(RunId.of("long")).snapshots(store).build().start()) {
            Thread.ofPlatform().daemon().start(() -> {
                sleep(1000);
                evolution.stop();
            });
            assertEquals(new RunOutcome(RunOutcome.Reason.STOPPED, -1), evolution.runWith(List.of()));
        }
        assertTrue(store.generations().isEmpty(), "generation 0 never completed");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
