package org.evodraughts.storage;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.codec.RecordDocuments;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.records.YardstickResult;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every {@link RunStore} must do. A subclass says how to open its store on a MongoDB URI;
 * each test gets a database of its own on one embedded server shared by the class, reached over
 * a real socket.
 */
public abstract class RunStoreContract {
    private static final AtomicInteger DATABASES = new AtomicInteger();
    public static final StoreOptions FAST = StoreOptions.defaults().withServerSelectionTimeout(Duration.ofSeconds(2))
            .withRetry(new RetryPolicy(Duration.ofMillis(20), Duration.ofMillis(200)));

    @TempDir
    static Path serverDirectory;
    private static EmbeddedMongo server;

    @TempDir
    Path runDirectory;
    RunStore store;

    /** Opens the store under test on {@code uri}; {@code runDirectory} is empty and its own. */
    protected abstract RunStore openStore(MongoUri uri, Path runDirectory) throws IOException;

    @BeforeAll
    static void startServer() throws IOException {
        server = EmbeddedMongo.start(serverDirectory.resolve("contract.mv"));
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    @BeforeEach
    void open() throws IOException {
        store = openStore(new MongoUri(server.uri() + "/contract" + DATABASES.incrementAndGet()), runDirectory);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aRunRoundTripsAndASecondSaveReplacesIt() {
        RunRecord started = Samples.run(RunId.of("r1"));
        store.save(started);
        assertEquals(List.of(started), store.runs());
        assertEquals("{\"populationSize\": 30, \"mutationRate\": 0.1, \"layers\": [32, 40, 10, 1], \"name\": \"défaut\", \"adaptive\": true}",
                store.run(RunId.of("r1")).orElseThrow().configJson());

        RunRecord finished = started.ended(RunStatus.FINISHED, Samples.START.plusSeconds(3600));
        store.save(finished);
        assertEquals(List.of(finished), store.runs());
        assertEquals(RunStatus.FINISHED, store.run(RunId.of("r1")).orElseThrow().status());
    }

    @Test
    void runsAreListedOldestFirst() {
        RunRecord late = RunRecord.started(RunId.of("late"), "{}", 1, Samples.START.plusSeconds(60));
        RunRecord early = RunRecord.started(RunId.of("early"), "{}", 2, Samples.START);
        RunRecord sameTime = RunRecord.started(RunId.of("b-same"), "{}", 3, Samples.START);
        store.save(late);
        store.save(early);
        store.save(sameTime);
        assertEquals(List.of(sameTime, early, late), store.runs());
    }

    @Test
    void aGenerationRoundTripsBitForBit() {
        GenerationRecord generation = Samples.generation(RunId.of("r1"), 7, 5);
        store.save(generation);
        GenerationRecord stored = store.latestGeneration(RunId.of("r1")).orElseThrow();
        assertEquals(generation, stored);
        for (int i = 0; i < generation.size(); i++) {
            double[][] expected = generation.population().get(i);
            double[][] actual = stored.population().get(i);
            assertEquals(expected.length, actual.length);
            for (int layer = 0; layer < expected.length; layer++) {
                assertArrayEquals(rawBits(expected[layer]), rawBits(actual[layer]), "genome " + i + " layer " + layer);
            }
        }
        assertArrayEquals(rawBits(generation.scores()), rawBits(stored.scores()));
    }

    @Test
    void aGenerationSavedAgainScoresOnlyLosesItsPopulationButKeepsItsScores() {
        GenerationRecord kept = Samples.generation(RunId.of("r1"), 2, 3);
        GenerationRecord released = Samples.generation(RunId.of("r1"), 1, 3);
        store.save(released);
        store.save(kept);
        store.save(Samples.generation(RunId.of("r1"), 3, 3).withoutPopulation());
        store.save(released.withoutPopulation());
        assertEquals(List.of(2), store.populationGenerations(RunId.of("r1")));
        assertEquals(kept, store.latestGeneration(RunId.of("r1")).orElseThrow(), "the latest generation with a population, to resume from");
        List<GenerationScores> scores = store.generationScores(RunId.of("r1"));
        assertEquals(List.of(1, 2, 3), scores.stream().map(GenerationScores::generation).toList());
        assertArrayEquals(rawBits(released.scores()), rawBits(scores.getFirst().scores()));
        assertEquals(List.of(), store.populationGenerations(RunId.of("nope")));
    }

    @Test
    void theLatestGenerationIsTheHighestNumberNotTheLastSaved() {
        store.save(Samples.generation(RunId.of("r1"), 2, 2));
        store.save(Samples.generation(RunId.of("r1"), 3, 2));
        store.save(Samples.generation(RunId.of("r1"), 1, 2));
        store.save(Samples.generation(RunId.of("other"), 9, 2));
        assertEquals(3, store.latestGeneration(RunId.of("r1")).orElseThrow().generation());
    }

    @Test
    void eachGenerationsScoresAreListedByGenerationWithoutThePopulation() {
        store.save(Samples.generation(RunId.of("r1"), 2, 3));
        store.save(Samples.generation(RunId.of("r1"), 0, 3));
        store.save(Samples.generation(RunId.of("other"), 1, 3));
        assertEquals(List.of(new GenerationScores(0, Samples.generation(RunId.of("r1"), 0, 3).scores()),
                new GenerationScores(2, Samples.generation(RunId.of("r1"), 2, 3).scores())), store.generationScores(RunId.of("r1")));
        assertEquals(List.of(), store.generationScores(RunId.of("absent")));
    }

    @Test
    void aChampionsNetworkComesBackWithTheSameValuesBitForBitAndKeysInOrder() {
        ChampionRecord champion = Samples.champion(RunId.of("r1"), 4, 12.5, OptionalDouble.of(0.625));
        store.save(champion);
        ChampionRecord stored = store.champion(RunId.of("r1"), 4).orElseThrow();
        assertEquals(champion, stored);
        String original = Samples.networkJson(4);
        assertEquals(Samples.numberBits(original), Samples.numberBits(stored.networkJson()));
        assertEquals(Samples.keys(original), Samples.keys(stored.networkJson()));
        assertEquals(List.of("random", "greedy.v2", "$minimax-4"), List.copyOf(stored.baselineScores().keySet()));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(stored.baselineScores().get("greedy.v2")));
    }

    @Test
    void aChampionsYardstickMatchAndElapsedTimeRoundTripAndAreOptional() {
        ChampionRecord measured = Samples.measuredChampion(RunId.of("r1"), 25);
        ChampionRecord plain = Samples.champion(RunId.of("r1"), 26, 3, OptionalDouble.empty());
        store.save(measured);
        store.save(plain);
        assertEquals(List.of(measured, plain), store.champions(RunId.of("r1")));
        assertEquals(List.of(measured.summary(), plain.summary()), store.championSummaries(RunId.of("r1")));
        ChampionSummary summary = store.championSummaries(RunId.of("r1")).getFirst();
        assertEquals(new YardstickResult("heuristic:4", 15, 3, 22), summary.yardstick().orElseThrow());
        assertEquals(OptionalDouble.of(1234.5), summary.elapsedSeconds());
        assertTrue(store.championSummaries(RunId.of("r1")).get(1).yardstick().isEmpty());
        assertTrue(store.championSummaries(RunId.of("r1")).get(1).elapsedSeconds().isEmpty());
    }

    @Test
    void aChampionsIslandRoundTripsAndIsLeftOutWithoutIslands() {
        ChampionRecord plain = Samples.champion(RunId.of("r1"), 3, 5, OptionalDouble.of(0.5));
        ChampionRecord island = new ChampionRecord(RunId.of("r1"), 4, plain.networkJson(), 6, OptionalDouble.of(0.25),
                plain.baselineScores(), OptionalDouble.of(12.5), Optional.empty(), OptionalInt.of(2));
        store.save(plain);
        store.save(island);
        assertEquals(List.of(plain, island), store.champions(RunId.of("r1")));
        assertEquals(List.of(OptionalInt.empty(), OptionalInt.of(2)),
                store.championSummaries(RunId.of("r1")).stream().map(ChampionSummary::island).toList());
        assertFalse(RecordDocuments.toDocument(plain).containsKey("island"), "a run without islands stores as before");
    }

    @Test
    void aChampionWithoutMeanOfMeansRoundTrips() {
        ChampionRecord champion = Samples.champion(RunId.of("r1"), 0, 3, OptionalDouble.empty());
        store.save(champion);
        assertEquals(OptionalDouble.empty(), store.champion(RunId.of("r1"), 0).orElseThrow().meanOfMeans());
        assertEquals(List.of(champion.summary()), store.championSummaries(RunId.of("r1")));
    }

    @Test
    void savingTheSameKeyTwiceStoresItOnceWithTheNewerValues() {
        store.save(Samples.champion(RunId.of("r1"), 1, 5, OptionalDouble.empty()));
        store.save(Samples.champion(RunId.of("r1"), 1, 5, OptionalDouble.empty()));
        ChampionRecord revised = Samples.champion(RunId.of("r1"), 1, 6, OptionalDouble.of(0.5));
        store.save(revised);
        assertEquals(List.of(revised), store.champions(RunId.of("r1")));

        store.save(Samples.generation(RunId.of("r1"), 1, 2));
        GenerationRecord again = Samples.generation(RunId.of("r1"), 1, 3);
        store.save(again);
        assertEquals(again, store.latestGeneration(RunId.of("r1")).orElseThrow());

        store.save(Samples.game(RunId.of("r1"), 1, 0));
        store.save(Samples.game(RunId.of("r1"), 1, 0));
        assertEquals(1, store.games(RunId.of("r1"), 1).size());
    }

    @Test
    void championsAreListedByGenerationPerRun() {
        for (int generation : new int[] {3, 0, 2, 1}) {
            store.save(Samples.champion(RunId.of("r1"), generation, generation, OptionalDouble.empty()));
        }
        store.save(Samples.champion(RunId.of("r2"), 5, 1, OptionalDouble.empty()));
        assertEquals(List.of(0, 1, 2, 3), store.champions(RunId.of("r1")).stream().map(ChampionRecord::generation).toList());
        assertEquals(List.of(0, 1, 2, 3), store.championSummaries(RunId.of("r1")).stream().map(ChampionSummary::generation).toList());
        assertEquals(3, store.latestChampion(RunId.of("r1")).orElseThrow().generation());
        assertEquals(5, store.latestChampion(RunId.of("r2")).orElseThrow().generation());
    }

    @Test
    void theBestChampionHasTheHighestMeanOfMeansThenMostPointsThenTheEarliestGeneration() {
        store.save(Samples.champion(RunId.of("r1"), 0, 40, OptionalDouble.empty()));
        assertEquals(0, store.bestChampion(RunId.of("r1")).orElseThrow().generation(), "only champion");
        store.save(Samples.champion(RunId.of("r1"), 1, 10, OptionalDouble.of(0.2)));
        assertEquals(1, store.bestChampion(RunId.of("r1")).orElseThrow().generation(), "a mean of means beats none, despite points");
        store.save(Samples.champion(RunId.of("r1"), 2, 5, OptionalDouble.of(0.3)));
        assertEquals(2, store.bestChampion(RunId.of("r1")).orElseThrow().generation(), "higher mean of means");
        store.save(Samples.champion(RunId.of("r1"), 3, 9, OptionalDouble.of(0.3)));
        assertEquals(3, store.bestChampion(RunId.of("r1")).orElseThrow().generation(), "equal mean of means, more points");
        store.save(Samples.champion(RunId.of("r1"), 4, 9, OptionalDouble.of(0.3)));
        assertEquals(3, store.bestChampion(RunId.of("r1")).orElseThrow().generation(), "a full tie keeps the earlier generation");
        assertEquals(4, store.latestChampion(RunId.of("r1")).orElseThrow().generation());
    }

    @Test
    void gamesOfAChampionAreListedByNumber() {
        for (int game : new int[] {2, 0, 1}) {
            store.save(Samples.game(RunId.of("r1"), 3, game));
        }
        store.save(Samples.game(RunId.of("r1"), 4, 0));
        List<GameRecord> games = store.games(RunId.of("r1"), 3);
        assertEquals(List.of(0, 1, 2), games.stream().map(GameRecord::game).toList());
        assertEquals(Samples.game(RunId.of("r1"), 3, 1), games.get(1));
        assertTrue(games.get(0).pdn().contains("1. 11-15 23-19"));
    }

    @Test
    void anUnknownRunHasNothing() {
        store.save(Samples.run(RunId.of("r1")));
        assertFalse(store.run(RunId.of("nope")).isPresent());
        assertEquals(List.of(), store.champions(RunId.of("nope")));
        assertFalse(store.bestChampion(RunId.of("nope")).isPresent());
        assertFalse(store.latestChampion(RunId.of("nope")).isPresent());
        assertFalse(store.latestGeneration(RunId.of("nope")).isPresent());
        assertEquals(List.of(), store.games(RunId.of("nope"), 0));
        assertFalse(store.champion(RunId.of("r1"), 0).isPresent());
    }

    @Test
    void runTimesKeepMillisecondsAndAConfigMapKeepsItsOrder() {
        Instant start = Instant.parse("2026-01-02T03:04:05.678901234Z");
        RunRecord run = RunRecord.started(RunId.of("r1"), Map.of("only", 1), 1, start);
        store.save(run);
        assertEquals(Instant.parse("2026-01-02T03:04:05.678Z"), store.run(RunId.of("r1")).orElseThrow().startedAt());
        assertEquals(Map.of("only", 1), store.run(RunId.of("r1")).orElseThrow().config());
    }

    static long[] rawBits(double[] values) {
        long[] bits = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            bits[i] = Double.doubleToRawLongBits(values[i]);
        }
        return bits;
    }
}
