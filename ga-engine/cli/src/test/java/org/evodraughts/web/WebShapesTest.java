package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run of networks of another shape than the card's (issue 59), served: its pages, champions and games. */
class WebShapesTest {
    @TempDir
    static Path runs;
    static WebServer server;

    @BeforeAll
    static void start() throws Exception {
        EvolvedRuns.evolve(runs, "pieces", 1, "--set", "network.inputs=pieces", "--set", "network.hidden=12,5");
        server = WebServer.start(WebFixture.settings(runs, 2));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theRunsChampionsArePlayedAndShownWithTheirShape() throws Exception {
        assertEquals("[120, 12, 5, 1] on pieces",
                NetworkFile.read(RunLayout.of(runs.resolve("pieces")).champion(1)).network().shape().toString());
        JsonNode run = WebFixture.ok(WebFixture.get(server, "/api/runs/pieces"));
        assertEquals(2, run.get("champions").size());
        JsonNode champion = WebFixture.ok(WebFixture.get(server, "/api/runs/pieces/champions/1"));
        assertTrue(champion.toString().contains("games"), champion.toString());
        JsonNode game = WebFixture.ok(WebFixture.post(server, "/api/play",
                "{\"opponent\": \"champion\", \"run\": \"pieces\", \"generation\": \"best\", \"search\": \"minimax:2\", "
                        + "\"colour\": \"white\"}"));
        long end = System.nanoTime() + 60_000_000_000L;
        while (game.get("thinking").asBoolean() && System.nanoTime() < end) {
            Thread.sleep(50);
            game = WebFixture.ok(WebFixture.get(server, "/api/play/" + game.get("id").asText()));
        }
        assertEquals(1, game.get("moves").size(), game.toString());
    }
}
