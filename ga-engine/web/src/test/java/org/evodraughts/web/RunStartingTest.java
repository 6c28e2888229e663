package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.evodraughts.runs.RunLock;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A run whose process has started but not yet saved generation 0 (its lock held, its
 * configuration written, no champion): its page's JSON says it is running with no generation
 * yet, where it was a 404 "unknown run", and the runs list gives its start and its generation
 * target, which it left out while a run held its database.
 */
class RunStartingTest {
    /** Held for the whole class, as the run's process holds it. */
    private static RunLock lock;

    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(runs -> {
        Path run = Files.createDirectories(runs.resolve("starting"));
        Files.copy(Path.of("../..", "config", "default.yaml"), RunLayout.of(run).config()); // until generation 100
        Files.createDirectories(RunLayout.of(run).champions());
        lock = RunLock.acquire(run);
    });

    @Test
    void aRunBeforeItsFirstGenerationIsRunningWithNoneYet() throws Exception {
        JsonNode run = WebFixture.ok(WebFixture.get(SERVED.server(), "/api/runs/starting"));
        assertEquals("running", run.get("status").asText(), run.toString());
        assertTrue(run.get("generation").isNull(), run.toString());
        assertEquals(100, run.get("targetGenerations").asInt(), run.toString());
        assertTrue(run.get("startedAt").asText().matches("\\d{4}-\\d\\d-\\d\\dT.*Z"), run.toString());
        assertEquals(0, run.get("champions").size());
    }

    @Test
    void theRunsListGivesARunningRunsStartAndTarget() throws Exception {
        JsonNode runs = WebFixture.ok(WebFixture.get(SERVED.server(), "/api/runs"));
        JsonNode run = runs.get(0);
        assertEquals("starting", run.get("id").asText(), runs.toString());
        assertEquals("running", run.get("status").asText(), run.toString());
        assertEquals(100, run.get("targetGenerations").asInt(), run.toString());
        assertTrue(run.get("startedAt").asText().matches("\\d{4}-\\d\\d-\\d\\dT.*Z"), run.toString());
    }
}
