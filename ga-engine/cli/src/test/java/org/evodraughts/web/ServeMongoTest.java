package org.evodraughts.web;

import org.evodraughts.run.RunId;

import static org.evodraughts.web.WebFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --mongo-uri}: a run the real {@code evolve} kept in a MongoDB server
 * (mongo-java-server, reached over a real socket by the real driver), with no run directory
 * where serve looks: listed, its page with the population from its generation records, its
 * champions' games, and live updates from the server.
 */
class ServeMongoTest {
    @TempDir
    static Path work;
    static EmbeddedMongo mongo;
    static WebServer server;
    static Path runDirectory;

    @BeforeAll
    static void start() throws Exception {
        mongo = EmbeddedMongo.start(work.resolve("mongodb-server.mv"));
        runDirectory = EvolvedRuns.evolve(work.resolve("elsewhere"), "remote", 1, "--mongo-uri", mongo.uri());
        Path runs = Files.createDirectories(work.resolve("runs"));
        RunLocator locator = new RunLocator(runs, StoreOptions.defaults().withMongoUri(mongo.uri()));
        server = WebServer.start(new WebServer.Settings(locator, Optional.empty(), "127.0.0.1", 0, 20,
                Duration.ofMinutes(30), Duration.ofMillis(300), 2));
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
        if (mongo != null) {
            mongo.close();
        }
    }

    @Test
    void theRunIsListedFromTheServer() throws Exception {
        JsonNode runs = ok(WebFixture.get(server, "/api/runs"));
        assertEquals(1, runs.size(), runs.toString());
        JsonNode run = runs.get(0);
        assertEquals("remote", run.get("id").asText());
        assertEquals("finished", run.get("status").asText());
        assertEquals(2, run.get("champions").asInt());
        assertTrue(run.get("source").asText().startsWith("MongoDB at mongodb://127.0.0.1:"), run.toString());
    }

    @Test
    void theRunsPageHasItsChampionsAndThePopulationFromItsGenerationRecords() throws Exception {
        JsonNode run = ok(WebFixture.get(server, "/api/runs/remote"));
        assertEquals(2, run.get("champions").size(), run.toString());
        assertTrue(run.get("hasGames").asBoolean(), run.toString());
        JsonNode population = ok(WebFixture.get(server, "/api/runs/remote/population"));
        List<RunGenerations.Generation> log = RunGenerations.read(runDirectory);
        assertEquals(log.size(), population.size(), population.toString());
        for (int i = 0; i < log.size(); i++) {
            JsonNode generation = population.get(i);
            assertEquals(log.get(i).generation(), generation.get("generation").asInt());
            assertEquals(log.get(i).min(), generation.get("min").asDouble(), "the same points as the run's log");
            assertEquals(log.get(i).median(), generation.get("median").asDouble());
            assertEquals(log.get(i).max(), generation.get("max").asDouble());
        }
        assertEquals(0, ok(WebFixture.get(server, "/api/runs/remote/ladder")).size());
    }

    @Test
    void aChampionsPageHasItsGames() throws Exception {
        JsonNode champion = ok(WebFixture.get(server, "/api/runs/remote/champions/latest"));
        assertEquals(1, champion.get("champion").get("generation").asInt());
        assertFalse(champion.get("games").isEmpty(), champion.toString());
        JsonNode game = ok(WebFixture.get(server, "/api/runs/remote/champions/1/games/1"));
        assertEquals(game.get("moves").size() + 1, game.get("positions").size());
    }

    @Test
    void theRunsPageIsToldOfChangesFromTheServer() throws Exception {
        String event = WebFixture.firstEvent(server, "/api/runs/remote/events");
        assertTrue(event.contains("hello") && !event.contains("problem"), "a live stream, not a problem: " + event);
        WebFixture.assertError(WebFixture.get(server, "/api/runs/absent"), 404, "run", "");
    }

    /** A run recorded as running whose process died (no live lease) and that has no directory here is interrupted. */
    @Test
    void aDeadRunWithOnlyADatabaseIsShownInterrupted() throws Exception {
        try (EmbeddedMongo shared = EmbeddedMongo.start(work.resolve("dead-server.mv"))) {
            try (MongoRunStore store = MongoRunStore.connect(new MongoUri(shared.uri()), StoreOptions.defaults())) {
                store.save(RunRecord.started(RunId.of("dead"), Map.of("seed", 1), 1, Instant.parse("2026-11-24T00:00:00Z")));
            }
            RunLocator locator = new RunLocator(Files.createDirectories(work.resolve("dead-runs")),
                    StoreOptions.defaults().withMongoUri(shared.uri()));
            try (WebServer web = WebServer.start(new WebServer.Settings(locator, Optional.empty(), "127.0.0.1", 0, 20,
                    Duration.ofMinutes(30), Duration.ofMillis(300), 2))) {
                JsonNode runs = ok(WebFixture.get(web, "/api/runs"));
                assertEquals("interrupted", runs.get(0).get("status").asText(), runs.toString());
                assertEquals("interrupted", ok(WebFixture.get(web, "/api/runs/dead")).get("status").asText());
            }
        }
    }
}
