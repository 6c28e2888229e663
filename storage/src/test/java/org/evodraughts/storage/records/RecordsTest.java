package org.evodraughts.storage.records;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.Samples;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.RetryPolicy;
import org.evodraughts.storage.MongoUri;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The records' checks, copies and canonical forms, and the small value types. */
class RecordsTest {

    @Test
    void aGenerationNeedsOneScorePerIndividualAndCopiesTheScores() {
        double[][] genome = {{1}};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new GenerationRecord(RunId.of("r1"), 2, List.<double[][]>of(genome, genome), new double[] {1}));
        assertEquals("generation 2 of run r1 has 1 scores for 2 individuals", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new GenerationRecord(RunId.of("r1"), 2, List.of(), new double[0]));

        double[] scores = {0.5};
        List<double[][]> population = new ArrayList<>();
        population.add(genome);
        GenerationRecord generation = new GenerationRecord(RunId.of("r1"), 0, population, scores);
        scores[0] = 7;
        population.add(genome);
        genome[0][0] = 7;
        generation.scores()[0] = 7;
        generation.population().get(0)[0][0] = 7;
        assertEquals(0.5, generation.scores()[0]);
        assertEquals(1, generation.population().get(0)[0][0]);
        assertEquals(1, generation.size());
    }

    @Test
    void aGenerationKeptScoresOnlyHasNoPopulation() {
        GenerationRecord full = new GenerationRecord(RunId.of("r1"), 4, List.<double[][]>of(new double[][] {{1}}, new double[][] {{2}}),
                new double[] {3, -1});
        GenerationRecord scoresOnly = full.withoutPopulation();
        assertEquals(GenerationRecord.scoresOnly(RunId.of("r1"), 4, new double[] {3, -1}), scoresOnly);
        assertFalse(scoresOnly.populationKept());
        assertTrue(full.populationKept());
        assertEquals(List.of(), scoresOnly.population());
        assertEquals(2, scoresOnly.size());
        assertNotEquals(full, scoresOnly);
    }

    @Test
    void generationEqualityIsBitwise() {
        assertNotEquals(new GenerationRecord(RunId.of("r1"), 0, List.<double[][]>of(new double[][] {{0.0}}), new double[] {1}),
                new GenerationRecord(RunId.of("r1"), 0, List.<double[][]>of(new double[][] {{-0.0}}), new double[] {1}));
        GenerationRecord nan = new GenerationRecord(RunId.of("r1"), 0, List.<double[][]>of(new double[][] {{Double.NaN}}), new double[] {1});
        assertEquals(nan, new GenerationRecord(RunId.of("r1"), 0, List.<double[][]>of(new double[][] {{Double.NaN}}), new double[] {1}));
        assertEquals(nan.hashCode(),
                new GenerationRecord(RunId.of("r1"), 0, List.<double[][]>of(new double[][] {{Double.NaN}}), new double[] {1}).hashCode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  ", "bad\nid", "../x", "/abs", "a/b", "a\\b", ".", ".."})
    void aBadRunIdIsRejected(String runId) {
        assertThrows(IllegalArgumentException.class, () -> RunId.of(runId));
    }

    @ParameterizedTest
    @ValueSource(strings = {"../x", "/abs", "runs/../../etc"})
    void aRunIdThatIsAPathIsRefusedByName(String runId) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunId.of(runId));
        assertEquals("run id '" + runId + "' is not a plain name: it must not contain / or \\ or be . or ..", e.getMessage());
    }

    @Test
    void aNegativeGenerationIsRejectedWithItsValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Samples.generation(RunId.of("r1"), -1, 1));
        assertEquals("generation must be 0 or more, got -1", e.getMessage());
    }

    @Test
    void aRunsEndMatchesItsStatus() {
        RunRecord started = Samples.run(RunId.of("r1"));
        assertThrows(IllegalArgumentException.class,
                () -> new RunRecord(RunId.of("r1"), "{}", 1, Samples.START, Optional.of(Samples.START), RunStatus.RUNNING));
        IllegalArgumentException noEnd = assertThrows(IllegalArgumentException.class,
                () -> new RunRecord(RunId.of("r1"), "{}", 1, Samples.START, Optional.empty(), RunStatus.FINISHED));
        assertEquals("run r1 is finished but has no end time", noEnd.getMessage());
        assertThrows(IllegalArgumentException.class, () -> started.ended(RunStatus.STOPPED, Samples.START.minusMillis(1)));
        assertThrows(IllegalArgumentException.class, () -> started.ended(RunStatus.RUNNING, Samples.START));
        RunRecord stopped = started.ended(RunStatus.STOPPED, Samples.START.plusMillis(1));
        assertEquals(RunStatus.STOPPED, stopped.status());
        assertEquals(started.configJson(), stopped.configJson());
    }

    @Test
    void runTimesAreTruncatedToMilliseconds() {
        RunRecord run = RunRecord.started(RunId.of("r1"), "{}", 1, Instant.parse("2026-01-01T00:00:00.123456789Z"));
        assertEquals(Instant.parse("2026-01-01T00:00:00.123Z"), run.startedAt());
    }

    @Test
    void configurationTextAndMapsBecomeTheSameCanonicalJson() {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("b", 1e-5);
        config.put("a", List.of(1, 2));
        config.put("none", null);
        RunRecord fromMap = RunRecord.started(RunId.of("r1"), config, 1, Samples.START);
        RunRecord fromText = RunRecord.started(RunId.of("r1"), "{ \"b\" : 1e-5, \"a\" : [1,2], \"none\": null }", 1, Samples.START);
        assertEquals(fromMap, fromText);
        assertEquals("{\"b\": 1.0E-5, \"a\": [1, 2], \"none\": null}", fromText.configJson());
        assertEquals(config, fromText.config());
    }

    @Test
    void aConfigurationThatIsNotAJsonObjectIsRejectedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RunRecord.started(RunId.of("r1"), "{\"a\": ", 1, Samples.START));
        assertTrue(e.getMessage().startsWith("run configuration is not a JSON object: "), e.getMessage());
        IllegalArgumentException notJsonLike = assertThrows(IllegalArgumentException.class,
                () -> RunRecord.started(RunId.of("r1"), Map.of("timeout", Duration.ofSeconds(1)), 1, Samples.START));
        assertTrue(notJsonLike.getMessage().startsWith("run configuration holds a value that is not JSON-like"), notJsonLike.getMessage());
    }

    @Test
    void aChampionsNetworkMustBeAJsonObjectAndIsNormalised() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ChampionRecord(RunId.of("r1"), 3, "[1, 2]", 0,
                OptionalDouble.empty(), Map.of()));
        assertTrue(e.getMessage().startsWith("network document of champion 3 is not a JSON object"), e.getMessage());
        ChampionRecord champion = new ChampionRecord(RunId.of("r1"), 3, "{\"w\":[1e-3,-0.0,2]}", 0, OptionalDouble.empty(), Map.of());
        assertEquals("{\"w\": [0.001, -0.0, 2]}", champion.networkJson());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"a\": 1} {\"b\": 2}", "{\"a\": 1} trailing", "{\"a\": 1e400}", "{\"a\": [NaN]}",
            "{\"a\": 99999999999999999999}", "", "{\"a\": "})
    void networkTextThatIsNotOneJsonObjectOfFiniteNumbersIsRejected(String json) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ChampionRecord(RunId.of("r1"), 5, json, 0, OptionalDouble.empty(), Map.of()));
        assertTrue(e.getMessage().startsWith("network document of champion 5 "), e.getMessage());
    }

    @Test
    void bracesInsideStringsDoNotEndTheObject() {
        ChampionRecord champion = new ChampionRecord(RunId.of("r1"), 0, " {\"name\": \"a}b\\\"}\", \"x\": ['}']} \n", 0,
                OptionalDouble.empty(), Map.of());
        assertEquals("{\"name\": \"a}b\\\"}\", \"x\": [\"}\"]}", champion.networkJson());
    }

    @Test
    void championFiguresMustBeFiniteAndBaselinesNamed() {
        assertThrows(IllegalArgumentException.class, () -> Samples.champion(RunId.of("r1"), 0, Double.NaN, OptionalDouble.empty()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.of(Double.POSITIVE_INFINITY)));
        assertEquals("champion of generation 0 has a non-finite mean of means: Infinity", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ChampionRecord(RunId.of("r1"), 0, "{}", 1, OptionalDouble.empty(), Map.of(" ", 1.0)));
        Map<String, Double> baselines = new LinkedHashMap<>();
        baselines.put("random", Double.NaN);
        assertThrows(IllegalArgumentException.class, () -> new ChampionRecord(RunId.of("r1"), 0, "{}", 1, OptionalDouble.empty(), baselines));
    }

    @Test
    void baselineScoresKeepTheirOrderAndCannotBeChanged() {
        ChampionRecord champion = Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.empty());
        assertEquals(List.of("random", "greedy.v2", "$minimax-4"), List.copyOf(champion.baselineScores().keySet()));
        assertThrows(UnsupportedOperationException.class, () -> champion.baselineScores().put("x", 1.0));
    }

    @Test
    void bestFirstRanksMeanOfMeansThenPointsThenEarlierGeneration() {
        ChampionSummary none = summary(0, 50, OptionalDouble.empty());
        ChampionSummary low = summary(1, 1, OptionalDouble.of(-0.5));
        ChampionSummary high = summary(2, 1, OptionalDouble.of(0.5));
        ChampionSummary highMorePoints = summary(3, 2, OptionalDouble.of(0.5));
        ChampionSummary highMorePointsLater = summary(4, 2, OptionalDouble.of(0.5));
        List<ChampionSummary> shuffled = new ArrayList<>(List.of(low, highMorePointsLater, none, high, highMorePoints));
        shuffled.sort(ChampionSummary.BEST_FIRST);
        assertEquals(List.of(highMorePoints, highMorePointsLater, high, low, none), shuffled);
        assertTrue(ChampionSummary.BEST_FIRST.compare(summary(0, 3, OptionalDouble.empty()), summary(1, 2, OptionalDouble.empty())) < 0);
    }

    @Test
    void aGameNeedsPlayersAndPdn() {
        assertThrows(IllegalArgumentException.class, () -> new GameRecord(RunId.of("r1"), 0, 0, "", "w", GameResult.DRAW, "pdn"));
        assertThrows(IllegalArgumentException.class, () -> new GameRecord(RunId.of("r1"), 0, -1, "b", "w", GameResult.DRAW, "pdn"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new GameRecord(RunId.of("r1"), 0, 4, "b", "w", GameResult.DRAW, " "));
        assertEquals("game 4 of generation 0 has no PDN", e.getMessage());
    }

    @Test
    void storedNamesOfStatusesAndResultsRoundTrip() {
        for (RunStatus status : RunStatus.values()) {
            assertEquals(status, RunStatus.fromStoredName(status.storedName()));
        }
        for (GameResult result : GameResult.values()) {
            assertEquals(result, GameResult.fromPdn(result.pdn()));
        }
        assertEquals("unknown game result '2-0' (expected 1-0, 0-1 or 1/2-1/2)",
                assertThrows(IllegalArgumentException.class, () -> GameResult.fromPdn("2-0")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> RunStatus.fromStoredName("RUNNING"));
    }

    @Test
    void retryDelaysDoubleUpToTheCap() {
        RetryPolicy policy = new RetryPolicy(Duration.ofMillis(100), Duration.ofMillis(1000));
        assertEquals(List.of(100L, 200L, 400L, 800L, 1000L, 1000L),
                List.of(1, 2, 3, 4, 5, 60).stream().map(n -> policy.delayAfter(n).toMillis()).toList());
        assertEquals(Duration.ofSeconds(30), RetryPolicy.DEFAULT.delayAfter(Integer.MAX_VALUE));
        assertThrows(IllegalArgumentException.class, () -> new RetryPolicy(Duration.ZERO, Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class, () -> new RetryPolicy(Duration.ofSeconds(2), Duration.ofSeconds(1)));
    }

    @Test
    void aMongoUriNamesItsDatabaseAndHidesItsPassword() {
        MongoUri uri = new MongoUri("mongodb://evo:p%40ss@db1:27017,db2:27018/evolution?authSource=admin");
        assertEquals("evolution", uri.database());
        assertEquals("mongodb://evo:***@db1:27017,db2:27018/evolution?authSource=admin", uri.toString());
        assertEquals(MongoUri.DEFAULT_DATABASE, new MongoUri("mongodb://localhost").database());
        assertEquals("mongodb://localhost", new MongoUri("mongodb://localhost").redacted());
        assertThrows(IllegalArgumentException.class, () -> new MongoUri(" "));
        assertEquals(Optional.empty(), StoreOptions.defaults().withMongoUri("").mongoUri());
    }

    private static ChampionSummary summary(int generation, double points, OptionalDouble meanOfMeans) {
        return new ChampionSummary(RunId.of("r1"), generation, points, meanOfMeans, Map.of());
    }
}
