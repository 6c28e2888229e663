package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.evodraughts.ladder.LadderReport;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A link in a run directory is never followed out of it: a run whose ladder, champion file or
 * own directory is a link to elsewhere (another user's run, a key file) is refused whole, and
 * nothing of the link's target reaches a reply.
 */
class RunLinksTest {
    private static final String SECRET = "player,generation,elo,low,high,x,games,y,score\nsecret-row,,1,1,1,1,1,1,1\n";

    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(RunLinksTest::linksOut);

    /** A run whose ladder is a link to a file elsewhere, and a run directory that is a link to a run elsewhere. */
    private static void linksOut(Path runs) throws Exception {
        Path elsewhere = Files.createDirectory(runs.resolveSibling("elsewhere"));
        Path linked = EvolvedRuns.evolve(runs, "linked", 1);
        Path secret = Files.writeString(elsewhere.resolve("secret.csv"), SECRET);
        Path ladder = Files.createDirectories(RunLayout.of(linked).ladder());
        Files.createSymbolicLink(ladder.resolve(LadderReport.CSV), secret);
        Path outside = EvolvedRuns.evolve(elsewhere, "private-run", 1);
        Files.createSymbolicLink(runs.resolve("alias"), outside);
    }

    @Test
    void aRunHoldingALinkOutOfItselfIsRefused() throws Exception {
        for (String path : new String[] {"/api/runs/linked/ladder", "/api/runs/linked", "/api/runs/linked/champions/best",
                "/api/runs/linked/population"}) {
            WebFixture.Response response = WebFixture.get(SERVED.server(), path);
            assertEquals(403, response.status(), path + ": " + response.body());
            assertTrue(response.body().contains("ladder/ladder.csv is a link to outside the run directory"), response.body());
            assertFalse(response.body().contains("secret-row"), response.body());
        }
    }

    @Test
    void aRunDirectoryThatIsALinkOutOfTheRunsDirectoryIsRefused() throws Exception {
        WebFixture.Response response = WebFixture.get(SERVED.server(), "/api/runs/alias");
        assertEquals(403, response.status(), response.body());
        assertTrue(response.body().contains("outside the runs directory"), response.body());
    }

    @Test
    void theRunsListShowsSuchRunsWithTheirProblemAndNothingElse() throws Exception {
        JsonNode list = new ObjectMapper().readTree(WebFixture.get(SERVED.server(), "/api/runs").body());
        assertEquals(2, list.size(), list.toString());
        for (JsonNode run : list) {
            assertEquals(0, run.get("champions").asInt(), run.toString());
            assertTrue(run.get("problem").asText().contains("serve does not follow it"), run.toString());
        }
    }
}
