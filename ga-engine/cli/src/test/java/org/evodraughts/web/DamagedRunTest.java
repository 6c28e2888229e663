package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A run with one damaged file (a truncated champion file, a database of random bytes): its
 * pages show what can be read and name the damaged file and {@code runs repair}, where every one
 * of them answered 500 with a stack trace on the console.
 */
class DamagedRunTest {
    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(runs -> {
        Path torn = EvolvedRuns.evolve(runs, "torn", 3);
        Path file = RunLayout.of(torn).champion(1);
        Files.writeString(file, Files.readString(file).substring(0, 100));
        Path noise = EvolvedRuns.evolve(runs, "noise", 3);
        byte[] bytes = new byte[64 * 1024];
        new SplittableRandom(3).nextBytes(bytes);
        Files.write(RunLayout.of(noise).database(), bytes);
        Path both = EvolvedRuns.evolve(runs, "both", 3);
        Files.write(RunLayout.of(both).database(), bytes);
        Path bothFile = RunLayout.of(both).champion(1);
        Files.writeString(bothFile, Files.readString(bothFile).substring(0, 100));
        Path fifo = EvolvedRuns.evolve(runs, "fifo", 1);
        Files.delete(RunLayout.of(fifo).database());
        if (new ProcessBuilder("mkfifo", RunLayout.of(fifo).database().toString()).start().waitFor() != 0) {
            throw new IllegalStateException("mkfifo failed");
        }
        Path original = EvolvedRuns.evolve(runs, "cl11", 1);
        for (String copy : List.of("copy-a", "copy-b")) {
            copyTree(original, runs.resolve(copy));
        }
        Files.move(original, runs.resolve("renamed11"));
        Path lost = EvolvedRuns.evolve(runs, "lost", 3);
        Files.write(RunLayout.of(lost).database(), bytes);
        Path lostFile = RunLayout.of(lost).champion(1);
        Files.writeString(lostFile, Files.readString(lostFile).substring(0, 100));
        if (org.evodraughts.cli.EvodraughtsCommand.commandLine().execute("runs", "repair", lost.toString()) != 0) {
            throw new IllegalStateException("runs repair failed");
        }
        Path badId = Files.createDirectories(runs.resolve("badid").resolve("champions")).getParent();
        Files.writeString(badId.resolve("config.yaml"), "seed: 1\n");
        Files.writeString(badId.resolve("run-id"), "../../etc\n");
    });

    /** A bad run-id file marks its own row, under its directory's name; the other runs are listed as ever. */
    @Test
    void aBadRunIdFileMarksItsRowOnly() throws Exception {
        JsonNode bad = listed("badid");
        assertTrue(bad.get("problem").asText().contains("run id file " + SERVED.runsDirectory().resolve("badid/run-id")),
                bad.toString());
        assertEquals(0, bad.get("champions").asInt());
        assertTrue(listed("torn").get("problem").isNull(), listed("torn").toString());
    }

    @Test
    void aTruncatedChampionFileIsNamedWhileItsDatabaseShowsTheChampion() throws Exception {
        Path file = RunLayout.of(SERVED.runsDirectory().resolve("torn")).champion(1);
        JsonNode run = ok("/api/runs/torn");
        assertProblem(run, file.toString(), "torn");
        assertEquals(4, run.get("champions").size(), run.toString());
        JsonNode champion = ok("/api/runs/torn/champions/1");
        assertEquals(1, champion.get("champion").get("generation").asInt());
        assertProblem(champion, file.toString(), "torn");
        assertEquals(200, WebFixture.get(SERVED.server(), "/api/runs/torn/champions/1/games.pdn").status());
        assertProblem(listed("torn"), file.toString(), "torn");
    }

    @Test
    void aDatabaseOfRandomBytesIsNamedAndTheChampionFilesShown() throws Exception {
        Path database = RunLayout.of(SERVED.runsDirectory().resolve("noise")).database();
        JsonNode run = ok("/api/runs/noise");
        assertProblem(run, database.toString(), "noise");
        assertEquals(4, run.get("champions").size(), run.toString());
        assertProblem(ok("/api/runs/noise/champions/2"), database.toString(), "noise");
        assertEquals(200, WebFixture.get(SERVED.server(), "/api/runs/noise/champions/2/games.pdn").status());
        assertEquals(200, WebFixture.get(SERVED.server(), "/api/runs").status());
    }

    /** A FIFO where the database belongs: named as no regular file, where the page said the run kept its records in a MongoDB server. */
    @Test
    void aFifoWhereTheDatabaseBelongsIsNamedAndTheChampionFilesShown() throws Exception {
        Path database = RunLayout.of(SERVED.runsDirectory().resolve("fifo")).database();
        JsonNode run = ok("/api/runs/fifo");
        assertProblem(run, database + " is not a regular file", "fifo");
        assertFalse(run.toString().contains("MongoDB server"), run.toString());
        assertEquals(2, run.get("champions").size(), run.toString());
    }

    @Test
    void bothShowWhatIsLeftAndAnUnreadableChampionIsA404NamingItsFile() throws Exception {
        RunLayout layout = RunLayout.of(SERVED.runsDirectory().resolve("both"));
        JsonNode run = ok("/api/runs/both");
        assertProblem(run, layout.database().toString(), "both");
        assertProblem(run, layout.champion(1).toString(), "both");
        assertEquals(3, run.get("champions").size(), run.toString());
        WebFixture.Response lost = WebFixture.get(SERVED.server(), "/api/runs/both/champions/1");
        assertEquals(404, lost.status(), lost.toString());
        assertTrue(lost.body().contains(layout.champion(1).toString()) && lost.body().contains("runs repair"), lost.body());
        for (String path : List.of("/api/runs/both/champions/1/games.pdn", "/api/runs/both/champions/1/games/1",
                "/api/runs/both/champions/2/games.pdn")) {
            WebFixture.Response answer = WebFixture.get(SERVED.server(), path);
            assertTrue(answer.status() < 500, path + " " + answer);
        }
    }

    /** A champion that neither its file nor the database holds after a repair: the run's page and the list say it is missing. */
    @Test
    void aLostChampionIsSaidToBeMissing() throws Exception {
        String missing = "no champion of generation 1 can be read (its file and its record are lost or damaged)";
        JsonNode run = ok("/api/runs/lost");
        assertEquals(3, run.get("champions").size(), run.toString());
        assertTrue(run.get("problems").toString().contains(missing), run.toString());
        assertTrue(listed("lost").get("problems").toString().contains(missing), listed("lost").toString());
    }

    /**
     * A renamed run, and copies of it: each directory is its own row, keyed by its name in URLs,
     * with the run id beside it; the renamed one was listed under its old name (a 404 link) and
     * its page said its database held "0 of the 2 champions".
     */
    @Test
    void aRenamedOrCopiedRunIsItsOwnRowUnderItsDirectorysName() throws Exception {
        assertTrue(WebFixture.get(SERVED.server(), "/api/runs").body().contains("\"id\":\"renamed11\""));
        for (String name : List.of("renamed11", "copy-a", "copy-b")) {
            JsonNode row = listed(name);
            assertEquals("cl11", row.get("runId").asText(), row.toString());
            assertEquals("finished", row.get("status").asText(), row.toString());
            JsonNode run = ok("/api/runs/" + name);
            assertEquals(name, run.get("id").asText());
            assertEquals("cl11", run.get("runId").asText());
            assertEquals(2, run.get("champions").size(), run.toString());
            assertTrue(run.get("problems").isEmpty(), run.toString());
            assertEquals(name, ok("/api/runs/" + name + "/champions/1").get("run").asText());
        }
        for (JsonNode row : ok("/api/runs")) {
            assertFalse(row.get("id").asText().equals("cl11"), "no row under the old name: " + row);
        }
    }

    private static void copyTree(Path from, Path to) throws java.io.IOException {
        try (var files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(from.relativize(file).toString()));
            }
        }
    }

    private static JsonNode listed(String id) throws Exception {
        for (JsonNode run : ok("/api/runs")) {
            if (run.get("id").asText().equals(id)) {
                return run;
            }
        }
        throw new AssertionError("run " + id + " is not listed");
    }

    private static void assertProblem(JsonNode run, String file, String name) {
        JsonNode problems = run.get("problems");
        assertTrue(problems != null && problems.isArray() && !problems.isEmpty(), run.toString());
        String text = problems.toString();
        assertTrue(text.contains(file), text);
        assertTrue(text.contains("./evodraughts runs repair " + SERVED.runsDirectory().resolve(name)), text);
        assertFalse(text.contains("…"), text);
    }

    private static JsonNode ok(String path) throws Exception {
        WebFixture.Response response = WebFixture.get(SERVED.server(), path);
        assertEquals(200, response.status(), response.toString());
        return Json.MAPPER.readTree(response.body());
    }
}
