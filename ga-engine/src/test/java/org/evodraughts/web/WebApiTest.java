package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The JSON API through a real HTTP client against a started server, over a run made by the real evolve. */
class WebApiTest {
    /** Black to move must take 6x15x22 (a double jump); White's reply leaves Black a last capture that wins. */
    static final String DOUBLE_JUMP = "B:W10,18,30:B1,6";

    @TempDir
    static Path runs;
    static WebServer server;

    @BeforeAll
    static void start() {
        WebFixture.evolve(runs, "tiny", 1);
        server = WebFixture.serve(runs);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void listsTheRunWithItsStatusGenerationAndBestChampion() throws Exception {
        JsonNode runs = ok(WebFixture.get(server, "/api/runs"));
        assertEquals(1, runs.size(), runs.toString());
        JsonNode run = runs.get(0);
        assertEquals("tiny", run.get("id").asText());
        assertEquals("finished", run.get("status").asText());
        assertEquals(1, run.get("generation").asInt());
        assertEquals(2, run.get("champions").asInt());
        assertTrue(run.get("best").has("generation"), run.toString());
    }

    @Test
    void aRunsPageHasItsChampionsPopulationAndLadder() throws Exception {
        JsonNode run = ok(WebFixture.get(server, "/api/runs/tiny"));
        assertEquals(2, run.get("champions").size());
        assertEquals(1, run.get("targetGenerations").asInt(), run.toString());
        assertTrue(run.get("gamesPerSecond").asDouble() > 0, run.toString());
        JsonNode population = ok(WebFixture.get(server, "/api/runs/tiny/population"));
        assertEquals(2, population.size());
        JsonNode first = population.get(0);
        assertTrue(first.get("min").asDouble() <= first.get("median").asDouble()
                && first.get("median").asDouble() <= first.get("max").asDouble(), first.toString());
        assertEquals(0, ok(WebFixture.get(server, "/api/runs/tiny/ladder")).size());
    }

    @Test
    void aChampionsGamesCanBeListedReplayedAndDownloaded() throws Exception {
        JsonNode champion = ok(WebFixture.get(server, "/api/runs/tiny/champions/latest"));
        assertEquals(1, champion.get("champion").get("generation").asInt());
        assertTrue(champion.get("hasGames").asBoolean());
        JsonNode games = champion.get("games");
        assertFalse(games.isEmpty());
        JsonNode game = ok(WebFixture.get(server, "/api/runs/tiny/champions/1/games/1"));
        assertEquals(game.get("moves").size() + 1, game.get("positions").size());
        assertEquals(32, game.get("positions").get(0).get("squares").size());
        WebFixture.Response pdn = WebFixture.get(server, "/api/runs/tiny/champions/1/games.pdn");
        assertEquals(200, pdn.status());
        assertEquals(games.size(), Pdn.parse(pdn.body()).size());
    }

    @Test
    void aGameIsPlayedByTheRulesWithUndoAndAPdnRecord() throws Exception {
        JsonNode game = ok(WebFixture.post(server, "/api/play", """
                {"opponent": "baseline", "baseline": "heuristic:1", "time": "0.2", "colour": "black", "fen": "%s"}"""
                .formatted(DOUBLE_JUMP)));
        String id = game.get("id").asText();
        assertTrue(game.get("mustCapture").asBoolean());
        assertEquals(List.of(6, 15, 22), Json.MAPPER.convertValue(game.get("legal").get(0).get("path"), List.class));

        WebFixture.Response step = WebFixture.post(server, "/api/play/" + id + "/move", "{\"move\": \"1-5\"}");
        assertError(step, 400, "move", "you must capture");

        game = replied(ok(WebFixture.post(server, "/api/play/" + id + "/move", "{\"move\": \"6x15x22\"}")));
        assertEquals(2, game.get("moves").size());
        assertEquals("6x15x22", game.get("moves").get(0).get("text").asText());

        game = ok(WebFixture.post(server, "/api/play/" + id + "/undo", ""));
        assertEquals(0, game.get("moves").size());
        assertEquals("b", game.get("board").get("squares").get(5).asText());

        game = replied(ok(WebFixture.post(server, "/api/play/" + id + "/move", "{\"move\": \"6x15x22\"}")));
        String last = game.get("legal").get(0).get("text").asText();
        game = ok(WebFixture.post(server, "/api/play/" + id + "/move", "{\"move\": \"" + last + "\"}"));
        assertTrue(game.get("over").asBoolean());
        assertEquals("1-0", game.get("result").asText());
        assertTrue(game.get("ending").asText().contains("You won"), game.toString());

        PdnGame record = Pdn.parse(WebFixture.get(server, "/api/play/" + id + "/pdn").body()).getFirst();
        assertEquals(3, record.moves().size());
        assertEquals("1-0", record.result());
        assertError(WebFixture.post(server, "/api/play/" + id + "/move", "{\"move\": \"1-5\"}"), 409, null, "over");
    }

    @Test
    void aRunsChampionCanBePlayed() throws Exception {
        JsonNode game = ok(WebFixture.post(server, "/api/play",
                "{\"opponent\": \"champion\", \"run\": \"tiny\", \"generation\": \"best\", \"search\": \"minimax:2\", \"colour\": \"white\"}"));
        game = replied(game);
        assertEquals(1, game.get("moves").size());
        assertTrue(game.get("opponent").asText().startsWith("tiny gen "), game.toString());
        assertTrue(game.get("reply").get("depth").asInt() >= 1, game.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"opponent\": \"baseline\", \"fen\": \"B:W99:B1\"}|fen",
            "{\"opponent\": \"baseline\", \"fen\": \"W:W5:B1\"}|fen",
            "{\"opponent\": \"network\", \"network\": \"{\\\"format\\\": 3}\"}|network",
            "{\"opponent\": \"network\"}|network",
            "{\"opponent\": \"champion\", \"run\": \"../../etc\"}|run",
            "{\"opponent\": \"champion\", \"run\": \"nosuchrun\"}|run",
            "{\"opponent\": \"champion\", \"run\": \"tiny\", \"generation\": \"77\"}|generation",
            "{\"opponent\": \"champion\", \"run\": \"tiny\", \"generation\": \"x\"}|generation",
            "{\"opponent\": \"baseline\", \"baseline\": \"stockfish\"}|baseline",
            "{\"opponent\": \"baseline\", \"search\": \"minimax:x\"}|search",
            "{\"opponent\": \"baseline\", \"time\": \"3600\"}|time",
            "{\"opponent\": \"baseline\", \"colour\": \"red\"}|colour",
            "{\"opponent\": \"robot\"}|opponent",
            "not json|body",
            "[1, 2]|body"})
    void badFormsGetA4xxNamingTheField(String body, String field) throws Exception {
        WebFixture.Response response = WebFixture.post(server, "/api/play", body);
        assertTrue(response.status() >= 400 && response.status() < 500, response.toString());
        assertEquals(field, Json.MAPPER.readTree(response.body()).get("field").asText(), response.body());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/api/runs/nosuchrun|404|run",
            "/api/runs/..%2F..%2Fetc|400|run",
            "/api/runs/.hidden|400|run",
            "/api/runs/tiny/champions/abc|400|generation",
            "/api/runs/tiny/champions/999|404|generation",
            "/api/runs/tiny/champions/1/games/0|404|game",
            "/api/runs/tiny/champions/1/games/x|400|game",
            "/api/play/0123456789abcdef|404|game",
            "/api/nothing/here|404|path"})
    void badPathsGetA4xxNamingTheField(String path, int status, String field) throws Exception {
        assertError(WebFixture.get(server, path), status, field, "");
    }

    @Test
    void nothingOutsideTheRunsDirectoryCanBeRead() throws Exception {
        Files.writeString(runs.getParent().resolve("secret.txt"), "secret");
        for (String path : List.of("/../secret.txt", "/%2e%2e/secret.txt", "/css/..%2F..%2Fsecret.txt", "/api/runs/..%2Fsecret.txt")) {
            WebFixture.Response response = WebFixture.get(server, path);
            assertFalse(response.body().contains("secret") && response.status() == 200, path + ": " + response);
        }
    }

    @Test
    void anOversizedUploadGets413() throws Exception {
        String huge = "{\"opponent\": \"network\", \"network\": \"" + "x".repeat(WebServer.MAX_BODY_BYTES + 10) + "\"}";
        assertError(WebFixture.post(server, "/api/play", huge), 413, "body", "limit");
    }

    @Test
    void aPdnWithAnIllegalMoveGetsTheReadersMessage() throws Exception {
        String pdn = "[Event \"x\"]\n[Result \"*\"]\n\n1. 11-15 22-18 2. 15-19 *\n";
        WebFixture.Response response = WebFixture.post(server, "/api/pdn", pdn);
        assertError(response, 400, "pdn", "game 1, move 2");
        assertTrue(response.body().contains("line"), response.body());
        JsonNode good = ok(WebFixture.post(server, "/api/pdn", "1. 11-15 22-18 2. 15x22 *\n"));
        assertEquals(3, good.get("games").get(0).get("moves").size());
    }

    @Test
    void thePagesAndTheChartLibraryComeFromTheJar() throws Exception {
        for (String page : List.of("/", "/play.html", "/runs.html", "/run.html", "/champion.html", "/viewer.html", "/js/board.js")) {
            assertEquals(200, WebFixture.get(server, page).status(), page);
        }
        WebFixture.Response chart = WebFixture.get(server, "/vendor/chart.umd.js");
        assertEquals(200, chart.status());
        assertTrue(chart.body().contains("Chart"), "Chart.js");
    }

    /** Polls until the opponent has replied. */
    static JsonNode replied(JsonNode game) throws Exception {
        long end = System.nanoTime() + 60_000_000_000L;
        while (game.get("thinking").asBoolean() && System.nanoTime() < end) {
            Thread.sleep(50);
            game = ok(WebFixture.get(server, "/api/play/" + game.get("id").asText()));
        }
        assertFalse(game.get("thinking").asBoolean(), "the opponent replied");
        return game;
    }

    static JsonNode ok(WebFixture.Response response) throws Exception {
        assertTrue(response.status() == 200 || response.status() == 201, response.toString());
        assertTrue(response.contentType().startsWith("application/json"), response.toString());
        return Json.MAPPER.readTree(response.body());
    }

    static void assertError(WebFixture.Response response, int status, String field, String words) throws Exception {
        assertEquals(status, response.status(), response.toString());
        JsonNode body = Json.MAPPER.readTree(response.body());
        assertEquals(field, body.get("field").isNull() ? null : body.get("field").asText(), response.body());
        assertTrue(body.get("error").asText().contains(words), response.body());
        assertFalse(response.body().contains("Exception") || response.body().contains("\tat "), "no stack trace: " + response.body());
    }
}
