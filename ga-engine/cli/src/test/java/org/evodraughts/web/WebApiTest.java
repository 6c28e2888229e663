package org.evodraughts.web;

import static org.evodraughts.web.WebFixture.assertError;
import static org.evodraughts.web.WebFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.runs.ProgressFile;
import org.evodraughts.storage.layout.RunLayout;
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
    /** What serve --networks names: a champion's file, a broken file, and a link to a file outside it. */
    @TempDir
    static Path networks;
    static WebServer server;

    @BeforeAll
    static void start() throws Exception {
        Path tiny = EvolvedRuns.evolve(runs, "tiny", 1);
        EvolvedRuns.ladder(tiny);
        WebFixture.leavePendingWrite(tiny);
        Files.copy(RunLayout.of(tiny).champion(1), networks.resolve("champion-1.json"));
        Files.writeString(networks.resolve("broken.json"), "{\"format\": 3}");
        Path outside = Files.copy(RunLayout.of(tiny).champion(1), runs.resolve("outside.json"));
        Files.createSymbolicLink(networks.resolve("link.json"), outside);
        server = WebServer.start(WebFixture.settings(runs, 2).withNetworks(networks));
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
    }

    @Test
    void theDashboardReadsTheRunsProgressFileWhichAgreesWithItsLog(@TempDir Path older) throws Exception {
        Path tiny = runs.resolve("tiny");
        List<RunGenerations.Generation> fromProgress = RunGenerations.read(tiny);
        assertEquals(2, ProgressFile.read(tiny).size(), "evolve wrote a line per generation");
        // A run from before progress.jsonl has only its log, which the dashboard then reads.
        Files.copy(RunLayout.of(tiny).log(), older.resolve(RunLayout.LOG_FILE));
        List<RunGenerations.Generation> fromLog = RunGenerations.read(older);
        assertEquals(fromProgress.size(), fromLog.size());
        for (int i = 0; i < fromLog.size(); i++) {
            RunGenerations.Generation p = fromProgress.get(i), l = fromLog.get(i);
            assertEquals(p.etaSeconds(), l.etaSeconds(), "generation 0's ETA is unknown (after generation 1) in both");
            assertEquals(List.of(l.generation(), l.elapsedSeconds(), l.championPoints(), l.min(), l.median(), l.max(),
                    l.games(), l.meanPlies()), List.of(p.generation(), p.elapsedSeconds(), p.championPoints(), p.min(),
                    p.median(), p.max(), p.games(), p.meanPlies()));
            assertEquals(l.gamesPerSecond(), p.gamesPerSecond(), 0.05, "the log shows one decimal");
        }
    }

    @Test
    void theLadderHasEachChampionsRatingWithItsInterval() throws Exception {
        JsonNode ladder = ok(WebFixture.get(server, "/api/runs/tiny/ladder"));
        assertEquals(3, ladder.size(), ladder.toString());
        JsonNode random = ladder.get(0);
        assertEquals("random", random.get("player").asText());
        assertTrue(random.get("generation").isNull(), random.toString());
        assertEquals(0.0, random.get("elo").asDouble(), "random is the anchor");
        for (int i = 1; i < 3; i++) {
            JsonNode champion = ladder.get(i);
            assertEquals(i - 1, champion.get("generation").asInt(), champion.toString());
            assertEquals("g" + (i - 1), champion.get("player").asText());
            assertTrue(champion.get("low").asDouble() < champion.get("elo").asDouble()
                    && champion.get("elo").asDouble() < champion.get("high").asDouble(), champion.toString());
            assertEquals(2 * EvolvedRuns.LADDER_GAMES, champion.get("games").asInt(), champion.toString());
            double score = champion.get("score").asDouble();
            assertTrue(score >= 0 && score <= 1, champion.toString());
        }
    }

    @Test
    void servingARunChangesNoByteOfItsDirectoryAndItsPendingWritesAreReported() throws Exception {
        Path tiny = runs.resolve("tiny");
        Map<String, String> before = WebFixture.hashes(tiny);
        for (String path : List.of("/api/runs", "/api/runs/tiny", "/api/runs/tiny/population", "/api/runs/tiny/ladder",
                "/api/runs/tiny/champions/best", "/api/runs/tiny/champions/latest", "/api/runs/tiny/champions/0",
                "/api/runs/tiny/champions/1/games/1", "/api/runs/tiny/champions/1/games.pdn")) {
            assertEquals(200, WebFixture.get(server, path).status(), path);
        }
        assertTrue(WebFixture.firstEvent(server, "/api/runs/tiny/events").contains("hello"));
        ok(WebFixture.post(server, "/api/play", "{\"opponent\": \"champion\", \"run\": \"tiny\", \"generation\": \"0\", "
                + "\"search\": \"minimax:1\", \"colour\": \"black\"}"));

        JsonNode run = ok(WebFixture.get(server, "/api/runs/tiny"));
        assertEquals(1, run.get("pendingWrites").asInt(), run.toString());
        assertTrue(run.get("warning").asText().contains("1 save waits in pending-writes/"), run.toString());
        assertEquals(before, WebFixture.hashes(tiny), "every file of the run directory, byte for byte");
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

    @Test
    void theNetworksDirectorysFilesAreListedAndPlayedByName() throws Exception {
        Map<String, JsonNode> files = new java.util.TreeMap<>();
        ok(WebFixture.get(server, "/api/networks")).forEach(file -> files.put(file.get("name").asText(), file));
        // link.json, a link out of the directory, is not listed: its size was its target's, a file outside.
        assertEquals(List.of("broken.json", "champion-1.json"), List.copyOf(files.keySet()));
        assertTrue(files.get("champion-1.json").get("problem").isNull(), files.toString());
        assertTrue(files.get("broken.json").get("problem").asText().contains("broken.json"), files.toString());
        JsonNode game = replied(ok(WebFixture.post(server, "/api/play",
                "{\"opponent\": \"network\", \"file\": \"champion-1.json\", \"search\": \"minimax:1\", \"colour\": \"white\"}")));
        assertEquals(1, game.get("moves").size());
        assertTrue(game.get("opponent").asText().startsWith("champion-1.json ("), game.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "../tiny/champions/gen-0001.json|400",
            "..%2Ftiny%2Fchampions%2Fgen-0001.json|400",
            "/etc/passwd|400",
            "outside.json/..|400",
            "..json|400",
            "broken.json|400",
            "absent.json|404",
            "link.json|404"})
    void aNetworkFileNameCannotReachOutsideTheNetworksDirectory(String file, int status) throws Exception {
        WebFixture.Response response = WebFixture.post(server, "/api/play",
                "{\"opponent\": \"network\", \"file\": \"" + file + "\", \"colour\": \"white\"}");
        assertError(response, status, "file", "");
        assertFalse(response.body().contains("\"layers\""), response.body());
    }

    @Test
    void theOpponentsReplyIsSummedUpAsInTheTerminalAndItsOwnSearchIsShown() throws Exception {
        // heuristic:2 fixes its own search: the game shows that one with the time, not the form's.
        JsonNode game = replied(ok(WebFixture.post(server, "/api/play", """
                {"opponent": "baseline", "baseline": "heuristic:2", "search": "minimax:5", "time": "0.5", "colour": "white"}""")));
        assertEquals("minimax:2,time=500ms", game.get("search").asText(), game.toString());
        assertEquals("heuristic:2 (minimax:2,time=500ms)", game.get("opponent").asText(), game.toString());
        JsonNode reply = game.get("reply");
        // The summary is PersonGame.summary, as play prints it: seconds to three decimals.
        String summary = reply.get("summary").asText();
        assertTrue(summary.matches("evaluation [-+]\\d\\.\\d{3} for black; depth 2, [\\d,]+ nodes, \\d+\\.\\d{3} s"), summary);
        assertTrue(summary.endsWith(String.format(Locale.ROOT, "%.3f s", reply.get("seconds").asDouble())), reply.toString());

        JsonNode random = replied(ok(WebFixture.post(server, "/api/play", """
                {"opponent": "baseline", "baseline": "random", "colour": "white"}""")));
        assertEquals("-", random.get("search").asText(), random.toString());
        assertFalse(random.get("reply").get("forced").asBoolean(), random.toString());
        assertEquals("", random.get("reply").get("summary").asText(), "a baseline does not search: " + random);
    }

    @Test
    void anOpponentWithAClockShowsItAndSpendsItMoveByMove() throws Exception {
        JsonNode game = ok(WebFixture.post(server, "/api/play", """
                {"opponent": "baseline", "baseline": "heuristic", "search": "", "time": "", "clock": "2s+100ms", "colour": "white"}"""));
        assertEquals("2s+100ms", game.get("clock").asText(), game.toString());
        assertEquals(2.0, game.get("clockSeconds").asDouble(), 0.0, "the base before its first move");
        assertEquals("heuristic (minimax:time=60s, clock 2s+100ms)", game.get("opponent").asText(),
                "a clock caps each move at the web's most, 60 s, when no time is given");
        game = replied(game);
        double left = game.get("clockSeconds").asDouble();
        assertTrue(left > 0 && left < 2.1, game.toString());
        assertTrue(game.get("reply").get("summary").asText().matches(".*; clock 0:0\\d\\.\\d"), game.toString());

        WebFixture.Response bad = WebFixture.post(server, "/api/play", """
                {"opponent": "baseline", "clock": "5"}""");
        assertError(bad, 400, "clock", "clock '5': '5' needs a unit (ms, s, m or h); expected BASE[+INCREMENT], e.g. 5m+2s");
        JsonNode none = ok(WebFixture.post(server, "/api/play", """
                {"opponent": "baseline", "baseline": "random", "colour": "black"}"""));
        assertTrue(none.get("clock").isNull() && none.get("clockSeconds").isNull(), none.toString());
    }

    @Test
    void cancellingUndoingResigningOrEndingStopsTheSearchAndFreesTheSearchThread() throws Exception {
        // One search thread, and a first search that may think for a minute: the next game's
        // reply comes only if the first search really stopped.
        try (WebServer one = WebServer.start(WebFixture.settings(runs, 1))) {
            for (String stop : List.of("cancel", "undo", "resign", "end")) {
                boolean personFirst = stop.equals("undo"); // undo takes back the person's move
                String thinker = ok(WebFixture.post(one, "/api/play", """
                        {"opponent": "baseline", "baseline": "heuristic", "search": "minimax:40", "time": "60", "colour": "%s"}"""
                        .formatted(personFirst ? "black" : "white"))).get("id").asText();
                if (personFirst) {
                    ok(WebFixture.post(one, "/api/play/" + thinker + "/move", "{\"move\": \"11-15\"}"));
                }
                assertTrue(ok(WebFixture.get(one, "/api/play/" + thinker)).get("thinking").asBoolean(), stop);
                if (stop.equals("end")) {
                    assertEquals(204, WebFixture.delete(one, "/api/play/" + thinker).status());
                    assertError(WebFixture.get(one, "/api/play/" + thinker), 404, "game", "no game");
                } else {
                    JsonNode stopped = ok(WebFixture.post(one, "/api/play/" + thinker + "/" + stop, ""));
                    assertFalse(stopped.get("thinking").asBoolean(), stopped.toString());
                }
                JsonNode quick = ok(WebFixture.post(one, "/api/play", """
                        {"opponent": "baseline", "baseline": "heuristic:1", "time": "0.2", "colour": "white"}"""));
                long end = System.nanoTime() + 30_000_000_000L; // half the first search's minute
                while (quick.get("thinking").asBoolean() && System.nanoTime() < end) {
                    Thread.sleep(50);
                    quick = ok(WebFixture.get(one, "/api/play/" + quick.get("id").asText()));
                }
                assertEquals(1, quick.get("moves").size(), "after " + stop + ", the next game's reply came: " + quick);
            }
        }
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
            "{\"opponent\": \"baseline\", \"clock\": \"5x\"}|clock",
            "{\"opponent\": \"baseline\", \"clock\": \"5m+2s+1s\"}|clock",
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
        // With Expect: 100-continue, as curl sends a large body: the server answers from the headers
        // before the body is sent. Without it, the refused body is still on its way when the server
        // closes the connection, and the client may read a reset instead of the answer.
        assertError(WebFixture.send(server, HttpRequest.newBuilder(WebFixture.uri(server, "/api/play")).expectContinue(true)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(huge))), 413, "body", "limit");
    }

    @Test
    void aPdnWithAnIllegalMoveGetsTheReadersMessage() throws Exception {
        String pdn = "[Event \"x\"]\n[Result \"*\"]\n\n1. 11-15 22-18 2. 15-19 *\n";
        WebFixture.Response response = WebFixture.post(server, "/api/pdn", WebFixture.pdnBody(pdn));
        assertError(response, 400, "pdn", "game 1, move 2");
        assertTrue(response.body().contains("line"), response.body());
        JsonNode good = ok(WebFixture.post(server, "/api/pdn", WebFixture.pdnBody("1. 11-15 22-18 2. 15x22 *\n")));
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
}
