package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One request, or one client, cannot take the server down or lock others out: search settings
 * are capped (table, threads, trees, iterations), a PDN import's answer is sized by what it
 * holds, each client holds a few games, and each client's searches wait on its own share of
 * the search threads (docs/web.md, Limits).
 */
class ServeLimitsTest {
    /** Two search threads, at most 20 games. */
    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(runs -> { });

    @ParameterizedTest
    @ValueSource(strings = {"minimax:8,tt=27", "minimax:8,tt=30", "minimax:8,threads=1024", "mcts:1000,trees=1024,threads=1",
            "mcts:100000000"})
    void aSearchBeyondTheWebsLimitsIsRefused(String search) throws Exception {
        WebFixture.Response response = WebFixture.post(SERVED.server(), "/api/play",
                "{\"opponent\": \"baseline\", \"baseline\": \"heuristic\", \"search\": \"" + search + "\"}");
        assertEquals(400, response.status(), response.body());
        JsonNode error = Json.object(response.body());
        assertEquals("search", error.get("field").asText());
        assertTrue(error.get("error").asText().matches("(?s).*(more than the web allows|must be 4–29).*"), response.body());
    }

    @Test
    void aPdnOfThousandsOfEmptyGamesGets413NotAHugeAnswer() throws Exception {
        String pdn = "[Event \"e\"]\n*\n\n".repeat(60_000);
        WebFixture.Response response = WebFixture.post(SERVED.server(), "/api/pdn", WebFixture.pdnBody(pdn));
        assertEquals(413, response.status(), response.body().substring(0, Math.min(300, response.body().length())));
        assertTrue(response.body().contains("60000 games; the viewer shows at most 1000"), response.body());
    }

    @Test
    void startingManyGamesLocksNoClientOut() throws Exception {
        String greedy = WebFixture.session(SERVED.server()), other = WebFixture.session(SERVED.server());
        String game = "{\"opponent\": \"baseline\", \"baseline\": \"random\"}";
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 25; i++) { // more than the server's 20 games
            WebFixture.Response response = WebFixture.postAs(SERVED.server(), greedy, "/api/play", game);
            assertEquals(201, response.status(), i + ": " + response.body());
            ids.add(Json.object(response.body()).get("id").asText());
        }
        assertEquals(404, WebFixture.getAs(SERVED.server(), greedy, "/api/play/" + ids.getFirst()).status(), "its oldest game made room");
        assertEquals(200, WebFixture.getAs(SERVED.server(), greedy, "/api/play/" + ids.getLast()).status());
        assertEquals(201, WebFixture.postAs(SERVED.server(), other, "/api/play", game).status());
    }

    @Test
    void anotherClientsMinuteLongSearchesDoNotHoldUpAOneSecondReply() throws Exception {
        String busy = WebFixture.session(SERVED.server()), quick = WebFixture.session(SERVED.server());
        // The opponent moves first (the person plays white): two searches of a minute for one
        // client, as many as the server has threads.
        String slow = "{\"opponent\": \"baseline\", \"baseline\": \"heuristic\", \"search\": \"minimax:64\", \"time\": \"60\", "
                + "\"colour\": \"white\"}";
        List<String> slowGames = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            slowGames.add(Json.object(WebFixture.postAs(SERVED.server(), busy, "/api/play", slow).body()).get("id").asText());
        }
        try {
            Thread.sleep(500);
            long start = System.nanoTime();
            String id = Json.object(WebFixture.postAs(SERVED.server(), quick, "/api/play", slow.replace("\"60\"", "\"1\"")).body())
                    .get("id").asText();
            JsonNode state;
            do {
                Thread.sleep(100);
                state = Json.object(WebFixture.getAs(SERVED.server(), quick, "/api/play/" + id).body());
            } while (state.get("thinking").asBoolean() && System.nanoTime() - start < 50_000_000_000L);
            double seconds = (System.nanoTime() - start) / 1e9;
            assertTrue(seconds < 20, "a one-second reply took " + seconds + " s behind another client's searches");
        } finally {
            for (String id : slowGames) {
                WebFixture.sendAs(java.net.http.HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/api/play/" + id))
                        .header("Cookie", busy).header("Content-Type", "application/json").DELETE());
            }
        }
    }
}
