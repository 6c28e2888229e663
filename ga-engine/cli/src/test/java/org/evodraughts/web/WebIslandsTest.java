package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.evodraughts.champions.ChampionFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A run's page data names each champion's island in a run with islands, and only there. */
class WebIslandsTest {
    private static Path islands;

    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(runs -> {
        islands = EvolvedRuns.evolve(runs, "islands", 1, "--set", "islands.count=2", "--set", "islands.migrants=1");
        EvolvedRuns.evolve(runs, "plain", 1);
    });

    @Test
    void theChampionsOfARunWithIslandsHaveTheirIslandAndOthersNone() throws Exception {
        JsonNode run = json(WebFixture.get(SERVED.server(), "/api/runs/islands"));
        assertEquals(2, run.get("champions").size(), run.toString());
        for (JsonNode champion : run.get("champions")) {
            int generation = champion.get("generation").asInt();
            assertEquals(ChampionFile.read(islands, generation).island().getAsInt(), champion.get("island").asInt(),
                    champion.toString());
        }
        for (JsonNode champion : json(WebFixture.get(SERVED.server(), "/api/runs/plain")).get("champions")) {
            assertFalse(champion.has("island"), champion.toString());
        }
    }

    private static JsonNode json(WebFixture.Response response) throws Exception {
        assertEquals(200, response.status(), response.body());
        return new ObjectMapper().readTree(response.body());
    }
}
