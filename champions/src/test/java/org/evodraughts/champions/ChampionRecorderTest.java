package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.RetryPolicy;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.records.YardstickResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recorder against the real embedded MongoDB server, through the driver over a socket. */
class ChampionRecorderTest {
    private static final ExecutorService POOL = Executors.newFixedThreadPool(2);
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T10:00:00Z"), ZoneOffset.UTC);
    private static final long SEED = 2026;
    private static final ChampionTracker TRACKER = new ChampionTracker(Tiny.SETTINGS, Tiny.SEARCH);

    @TempDir
    Path runs;

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    /** Records the champions of generations 0 to {@code count} − 1 of run {@code runId} in {@code runDirectory}. */
    private static void recordGenerations(Path runDirectory, String runId, int count) throws Exception {
        try (RunStore store = RunStores.open(runDirectory, StoreOptions.defaults())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of(runId), runDirectory, SEED, store, TRACKER, POOL, CLOCK);
            for (int generation = 0; generation < count; generation++) {
                recorder.record(Tiny.topOf(generation, 2));
            }
        }
    }

    @Test
    void writesEachChampionAsJsonAndInTheStoreConsistently() throws Exception {
        Path runDirectory = Files.createDirectories(runs.resolve("r1"));
        List<RecordedChampion> reports = new ArrayList<>();
        try (RunStore store = RunStores.open(runDirectory, StoreOptions.defaults())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("r1"), runDirectory, SEED, store, TRACKER, POOL, CLOCK);
            store.save(RunRecord.started(RunId.of("r1"), Map.of("population", 3), SEED, CLOCK.instant()));
            for (int generation = 0; generation < 3; generation++) {
                List<Network> population = Tiny.population(generation, 3);
                store.save(generationRecord("r1", generation, population));
                reports.add(recorder.record(new Champion(generation, population.getFirst(), Tiny.rankedPoints(3)[0])));
            }

            List<ChampionRecord> stored = store.champions(RunId.of("r1"));
            assertEquals(List.of(0, 1, 2), stored.stream().map(ChampionRecord::generation).toList());
            for (int generation = 0; generation < 3; generation++) {
                RecordedChampion report = reports.get(generation);
                ChampionRecord record = stored.get(generation);
                Path file = runDirectory.resolve(String.format("champions/gen-%04d.json", generation));
                assertEquals(file, report.championFile());
                NetworkDocument onDisk = NetworkFile.read(file);
                NetworkDocument inStore = NetworkFile.parse(record.networkJson(), "stored champion");
                assertEquals(onDisk, inStore, "the file and the stored document are the same network and metadata");
                assertEquals(Tiny.population(generation, 3).getFirst(), onDisk.network(), "the champion is the top of the ranking");

                Map<String, Object> metadata = onDisk.metadata();
                assertEquals((long) generation, metadata.get(NetworkDocument.GENERATION));
                assertEquals(4.0, metadata.get(NetworkDocument.FITNESS));
                assertEquals(4.0, record.points());
                assertEquals("r1", metadata.get(NetworkDocument.RUN_ID));
                assertEquals(SEED, metadata.get(NetworkDocument.SEED));
                assertEquals("2026-11-22T10:00:00Z", metadata.get(NetworkDocument.CREATED_AT));
                assertEquals(report.meanOfMeans(), record.meanOfMeans());
                assertEquals(generation > 0, record.meanOfMeans().isPresent());
                assertEquals(report.meanOfMeans().isPresent() ? report.meanOfMeans().getAsDouble() : null,
                        metadata.get(NetworkDocument.MEAN_OF_MEANS));
                assertEquals(report.baselineScores(), record.baselineScores());
                assertEquals(report.baselineScores().get("random"), metadata.get("baseline:random"));

                List<GameRecord> games = store.games(RunId.of("r1"), generation);
                assertEquals(6 * generation + 2 * 2, games.size());
                for (int i = 0; i < games.size(); i++) {
                    GameRecord game = games.get(i);
                    EvaluatedGame played = report.evaluation().games().get(i);
                    assertEquals(i, game.game());
                    PdnGame pdn = Pdn.parse(game.pdn()).getFirst();
                    assertEquals(played.pdn(), pdn);
                    assertEquals(pdn.tags().get("Black"), game.black());
                    assertEquals(pdn.tags().get("White"), game.white());
                    assertEquals(pdn.result(), game.result().pdn());
                }
            }
            assertEquals(stored.stream().map(ChampionRecord::summary).toList(), recorder.summaries(),
                    "the JSON files give the same figures as the store");
            assertEquals(2, store.latestGeneration(RunId.of("r1")).orElseThrow().generation());
            assertTrue(Files.exists(runDirectory.resolve("charts/mean-of-means.png")), "the first generation draws the charts");
            assertEquals(10, recorder.drawCharts().size(), "as the loop does at the end");
            assertEquals(1, store.runs().size());
        }
        for (String chart : List.of("mean-of-means.png", "mean-of-means.svg", "champion-points.png", "baseline-scores.svg")) {
            assertTrue(Files.size(RunLayout.of(runDirectory).charts().resolve(chart)) > 0, chart);
        }
    }

    @Test
    void theYardstickIsPlayedEveryNGenerationsAndAtTheRunsEndAndChangesNothingElse() throws Exception {
        Yardstick yardstick = new Yardstick(new YardstickSettings("heuristic:1", 2, 4, Tiny.SHORT_GAMES), Tiny.SEARCH);
        Path measured = Files.createDirectories(runs.resolve("measured"));
        Path plain = Files.createDirectories(runs.resolve("plain"));
        try (RunStore store = RunStores.open(measured, StoreOptions.defaults());
             RunStore plainStore = RunStores.open(plain, StoreOptions.defaults())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("m"), measured, SEED, store, TRACKER, yardstick, POOL, CLOCK);
            ChampionRecorder without = ChampionRecorder.open(RunId.of("m"), plain, SEED, plainStore, TRACKER, POOL, CLOCK);
            for (int generation = 0; generation < 4; generation++) {
                HeardMatches heard = new HeardMatches();
                RecordedChampion report = recorder.record(Tiny.topOf(generation, 2),
                        Duration.ofSeconds(10L * generation), generation == 3, heard);
                RecordedChampion unmeasured = without.record(Tiny.topOf(generation, 2));
                assertEquals(generation != 1, report.yardstick().isPresent(), "generation " + generation);
                int evaluated = report.evaluation().games().size();
                assertEquals(generation != 1 ? List.of("evaluation " + generation + ": " + evaluated + " games, " + evaluated
                                + " ended", "yardstick " + generation + " against heuristic:1: 4 games, 4 ended")
                        : List.of("evaluation 1: " + evaluated + " games, " + evaluated + " ended"), heard.matches,
                        "the progress hears each match and its games");
                assertEquals(unmeasured.evaluation().games(), report.evaluation().games(), "the yardstick changes no evaluation game");
                assertEquals(generation != 1 ? 2 : 1, report.progressFigures().size());
            }
            List<ChampionRecord> stored = store.champions(RunId.of("m"));
            assertEquals(recorder.summaries(), stored.stream().map(ChampionRecord::summary).toList(), "file and store agree");
            for (ChampionRecord record : stored) {
                assertEquals(OptionalDouble.of(10.0 * record.generation()), record.elapsedSeconds());
                assertEquals(record.generation() != 1, record.yardstick().isPresent());
            }
            YardstickResult atTwo = stored.get(2).yardstick().orElseThrow();
            assertEquals("heuristic:1", atTwo.player());
            assertEquals(4, atTwo.games());
            assertEquals(atTwo, yardstick.measure(SEED, new ChampionFile(RunLayout.of(measured).champion(2),
                    NetworkFile.read(RunLayout.of(measured).champion(2))).champion(), POOL), "the same seed, the same match");

            // A run that ends by its time budget measures its last champion afterwards.
            HeardMatches heard = new HeardMatches();
            YardstickResult late = recorder.measureYardstick(1, heard).orElseThrow();
            assertEquals(List.of("yardstick 1 against heuristic:1: 4 games, 4 ended"), heard.matches);
            assertEquals(Optional.of(late), ChampionFile.readAll(measured).get(1).summary().yardstick());
            assertEquals(Optional.of(late), store.champion(RunId.of("m"), 1).orElseThrow().yardstick());
            assertEquals(Optional.empty(), recorder.measureYardstick(1, MeasureProgress.NONE), "measured once");
            assertEquals(late.player(), NetworkFile.parse(store.champion(RunId.of("m"), 1).orElseThrow().networkJson(), "stored")
                    .metadata().get(ChampionFile.YARDSTICK));
        }
        assertTrue(Files.size(measured.resolve("charts/yardstick-by-generation.png")) > 0);
        assertTrue(Files.size(measured.resolve("charts/yardstick-by-time.svg")) > 0);

        try (RunStore store = RunStores.open(measured, StoreOptions.defaults())) {
            // A resumed session: the elapsed time goes on from the last champion's.
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("m"), measured, SEED, store, TRACKER, yardstick, POOL, CLOCK);
            RecordedChampion report = recorder.record(Tiny.topOf(4, 2), Duration.ofSeconds(5),
                    false, MeasureProgress.NONE);
            assertTrue(report.yardstick().isPresent(), "4 is a multiple of 2");
            assertEquals(OptionalDouble.of(35.0), store.champion(RunId.of("m"), 4).orElseThrow().elapsedSeconds());
        }
    }

    @Test
    void aResumedRunPlaysTheSameGamesAsAnUninterruptedOne() throws Exception {
        Path straight = Files.createDirectories(runs.resolve("straight"));
        Path resumed = Files.createDirectories(runs.resolve("resumed"));
        recordGenerations(straight, "r", 3);
        recordGenerations(resumed, "r", 2);
        List<GameRecord> straightGames, resumedGames;
        try (RunStore store = RunStores.open(resumed, StoreOptions.defaults())) {
            // A new process: the recorder learns the earlier champions from their files.
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("r"), resumed, SEED, store, TRACKER, POOL, CLOCK);
            assertEquals(2, recorder.summaries().size());
            RecordedChampion report = recorder.record(Tiny.topOf(2, 2));
            assertEquals(List.of("gen-0001", "gen-0000"),
                    report.evaluation().previousChampions().stream().map(r -> r.opponent().name()).toList());
            resumedGames = store.games(RunId.of("r"), 2);
        }
        try (RunStore store = RunStores.open(straight, StoreOptions.defaults())) {
            straightGames = store.games(RunId.of("r"), 2);
        }
        assertEquals(straightGames.stream().map(GameRecord::pdn).toList(), resumedGames.stream().map(GameRecord::pdn).toList());
        assertEquals(Files.readString(straight.resolve("champions/gen-0002.json")), Files.readString(resumed.resolve("champions/gen-0002.json")));
    }

    @Test
    void aRunResumedFromTheDatabaseAloneGetsItsChampionFilesBack() throws Exception {
        Path runDirectory = Files.createDirectories(runs.resolve("from-db"));
        List<String> files = new ArrayList<>();
        try (RunStore store = RunStores.open(runDirectory, StoreOptions.defaults())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("d"), runDirectory, SEED, store, TRACKER, POOL, CLOCK);
            for (int generation = 0; generation < 2; generation++) {
                recorder.record(Tiny.topOf(generation, 2));
                files.add(Files.readString(RunLayout.of(runDirectory).champion(generation)));
            }
        }
        for (int generation = 0; generation < 2; generation++) {
            Files.delete(RunLayout.of(runDirectory).champion(generation));
        }
        try (RunStore store = RunStores.open(runDirectory, StoreOptions.defaults())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("d"), runDirectory, SEED, store, TRACKER, POOL, CLOCK);
            assertEquals(List.of(0, 1), recorder.summaries().stream().map(s -> s.generation()).toList());
            for (int generation = 0; generation < 2; generation++) {
                assertEquals(files.get(generation), Files.readString(RunLayout.of(runDirectory).champion(generation)),
                        "the restored file is the original, byte for byte");
            }
            assertEquals(List.of("restored " + RunLayout.of(runDirectory).champion(0) + " from the database",
                    "restored " + RunLayout.of(runDirectory).champion(1) + " from the database"), recorder.repairs(),
                    "runs repair says so, not 'nothing to repair'");
            RecordedChampion next = recorder.record(Tiny.topOf(2, 2));
            assertEquals(2, next.evaluation().previousChampions().size());
        }
    }

    /** A damaged champion file blocks nothing: it is moved aside, and the database's copy is written again. */
    @Test
    void aDamagedChampionFileIsSetAsideAndRestoredFromTheDatabase() throws Exception {
        Path runDirectory = Files.createDirectories(runs.resolve("damaged"));
        recordGenerations(runDirectory, "g", 3);
        Path damaged = RunLayout.of(runDirectory).champion(1);
        String original = Files.readString(damaged);
        Files.writeString(damaged, original.substring(0, original.length() / 2));
        try (RunStore store = RunStores.open(runDirectory, StoreOptions.defaults())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("g"), runDirectory, SEED, store, TRACKER, POOL, CLOCK);
            assertEquals(original, Files.readString(damaged), "written again from the database, byte for byte");
            List<String> repairs = recorder.repairs();
            assertEquals(2, repairs.size(), repairs.toString());
            assertTrue(repairs.getFirst().startsWith("champion file " + damaged + " cannot be read ("), repairs.getFirst());
            assertTrue(repairs.getFirst().matches(".*; moved it to gen-0001\\.json\\.unreadable-\\d{8}-\\d{6}"),
                    repairs.getFirst());
            assertEquals("restored " + damaged + " from the database", repairs.get(1));
            try (var files = Files.list(damaged.getParent())) {
                assertEquals(1, files.filter(f -> f.getFileName().toString().startsWith("gen-0001.json.unreadable-")).count(),
                        "the damaged file is kept aside");
            }
            assertEquals(3, recorder.record(Tiny.topOf(3, 2)).evaluation().previousChampions().size(), "the restored one too");
        }
    }

    /** Recording a generation that has a file keeps the file: the same champion is stored from it, another is refused. */
    @Test
    void aChampionFileIsNeverOverwritten() throws Exception {
        Path runDirectory = Files.createDirectories(runs.resolve("kept"));
        recordGenerations(runDirectory, "k", 2);
        Path file = RunLayout.of(runDirectory).champion(1);
        String original = Files.readString(file);
        try (RunStore store = RunStores.open(runDirectory, StoreOptions.defaults())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("k"), runDirectory, SEED, store, TRACKER, POOL,
                    Clock.offset(CLOCK, Duration.ofHours(1)));
            assertEquals(file, recorder.record(Tiny.topOf(1, 2)).championFile());
            assertEquals(original, Files.readString(file), "the same champion: the file is kept as it was");
            Champion another = new Champion(1, Tiny.population(99, 1).getFirst(), 4);
            IOException refused = assertThrows(IOException.class, () -> recorder.record(another));
            assertTrue(refused.getMessage().startsWith("the champion of generation 1 differs from the one in " + file
                    + ", which is kept, not overwritten"), refused.getMessage());
            assertEquals(original, Files.readString(file));
        }
    }

    /** The files without their records, as after a kill between the two writes or with a database replaced. */
    @Test
    void championsTheDatabaseLacksAreStoredOnOpeningWithTheirGamesPlayedAgain() throws Exception {
        Path original = Files.createDirectories(runs.resolve("original"));
        Path filesOnly = Files.createDirectories(runs.resolve("files-only"));
        recordGenerations(original, "f", 3);
        Files.createDirectories(RunLayout.of(filesOnly).champions());
        for (int generation = 0; generation < 3; generation++) {
            Files.copy(RunLayout.of(original).champion(generation), RunLayout.of(filesOnly).champion(generation));
        }
        try (RunStore originalStore = RunStores.open(original, StoreOptions.defaults());
             RunStore store = RunStores.open(filesOnly, StoreOptions.defaults())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("f"), filesOnly, SEED, store, TRACKER, POOL, CLOCK);
            assertEquals(List.of("the database of run f holds 0 of its 3 champions; storing the other 3 (generations 0–2) "
                    + "from their files in " + RunLayout.of(filesOnly).champions() + ", with their games played again"),
                    recorder.repairs());
            assertEquals(originalStore.championSummaries(RunId.of("f")), store.championSummaries(RunId.of("f")));
            for (int generation = 0; generation < 3; generation++) {
                assertEquals(originalStore.champion(RunId.of("f"), generation), store.champion(RunId.of("f"), generation));
                assertEquals(originalStore.games(RunId.of("f"), generation), store.games(RunId.of("f"), generation), "the same games");
            }
        }
        try (RunStore store = RunStores.open(filesOnly, StoreOptions.defaults())) {
            assertEquals(List.of(), ChampionRecorder.open(RunId.of("f"), filesOnly, SEED, store, TRACKER, POOL, CLOCK).repairs(),
                    "level now");
        }
    }

    @Test
    void duringADatabaseOutageTheJsonFilesKeepComingAndTheStoreCatchesUp() throws Exception {
        Path runDirectory = Files.createDirectories(runs.resolve("outage"));
        Path databaseFile = RunLayout.of(runDirectory).database();
        StoreOptions options = StoreOptions.defaults().withServerSelectionTimeout(Duration.ofSeconds(2))
                .withRetry(new RetryPolicy(Duration.ofMillis(20), Duration.ofMillis(200)));
        EmbeddedMongo server = EmbeddedMongo.start(databaseFile);
        int port = server.port();
        try (ResilientRunStore store = ResilientRunStore.open(MongoRunStore.connect(new MongoUri(server.uri()), options),
                RunLayout.of(runDirectory).journal(), options.retry())) {
            ChampionRecorder recorder = ChampionRecorder.open(RunId.of("o"), runDirectory, SEED, store, TRACKER, POOL, CLOCK);
            recorder.record(Tiny.topOf(0, 2));

            server.close();
            recorder.record(Tiny.topOf(1, 2));
            recorder.record(Tiny.topOf(2, 2));
            assertTrue(Files.exists(runDirectory.resolve("champions/gen-0002.json")), "the JSON copies keep coming");
            assertTrue(store.pendingWrites() > 0);

            server = EmbeddedMongo.start(databaseFile, port);
            assertTrue(store.awaitDelivered(Duration.ofSeconds(20)), "queued saves were not delivered");
            assertEquals(recorder.summaries(), store.championSummaries(RunId.of("o")));
            assertEquals(6 + 2 * 2, store.games(RunId.of("o"), 1).size());
            assertEquals(2 * 6 + 2 * 2, store.games(RunId.of("o"), 2).size());
        } finally {
            server.close();
        }
    }

    @Test
    void opensWithoutWritingAndRefusesAMissingRunDirectory() throws Exception {
        Path runDirectory = Files.createDirectories(runs.resolve("bad"));
        try (RunStore store = RunStores.open(runDirectory, StoreOptions.defaults())) {
            ChampionRecorder.open(RunId.of("bad"), runDirectory, SEED, store, TRACKER, POOL, CLOCK);
            assertFalse(Files.exists(runDirectory.resolve("champions")), "nothing was written");
        }
        assertThrows(IOException.class, () -> ChampionRecorder.open(RunId.of("x"), runs.resolve("missing"), SEED,
                null, TRACKER, POOL, CLOCK));
    }

    static GenerationRecord generationRecord(String runId, int generation, List<Network> population) {
        List<double[][]> genomes = population.stream()
                .map(n -> new double[][] {n.layerParameters(0), n.layerParameters(1), n.layerParameters(2)}).toList();
        return new GenerationRecord(RunId.of(runId), generation, genomes, Tiny.rankedPoints(population.size()));
    }

    /** What a champion's measurement showed: each match, as its size and the games heard to end. */
    private static final class HeardMatches implements MeasureProgress {
        final List<String> matches = new java.util.ArrayList<>();
        private String match;
        private final java.util.concurrent.atomic.AtomicInteger ended = new java.util.concurrent.atomic.AtomicInteger();

        @Override
        public void recordingStarted(int generation) {}

        @Override
        public void recordingEnded() {}

        @Override
        public void evaluationStarted(int generation, int games) {
            match = "evaluation " + generation + ": " + games + " games";
        }

        @Override
        public void yardstickStarted(int generation, String player, int games) {
            match = "yardstick " + generation + " against " + player + ": " + games + " games";
        }

        @Override
        public void gameEnded() {
            ended.incrementAndGet();
        }

        @Override
        public void matchEnded() {
            matches.add(match + ", " + ended.getAndSet(0) + " ended");
        }
    }
}
