package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every refusal in its path's form: JSON on the API even for a request Jetty refuses itself
 * (where it wrote its HTML page), a small HTML page for a page that does not exist (where the
 * browser showed raw JSON), and a form field blamed only when it is at fault.
 */
class ServeErrorsTest {
    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(runs -> { });

    @ParameterizedTest
    @ValueSource(strings = {"/api/runs/%zz", "/api/runs/%00", "/api/runs/a%2e%2e%2fb/population", "/%2e%2e/api/runs"})
    void aPathJettyRefusesGetsAJsonError(String path) throws Exception {
        String answer = RawHttp.get(SERVED.server().port(), path, "127.0.0.1:" + SERVED.server().port(), SERVED.server().token());
        String head = answer.substring(0, answer.indexOf("\r\n\r\n")), body = answer.substring(answer.indexOf("\r\n\r\n") + 4);
        assertTrue(head.startsWith("HTTP/1.1 4"), answer);
        assertTrue(head.contains("Content-Type: application/json"), answer);
        JsonNode error = Json.MAPPER.readTree(body);
        assertTrue(error.get("error").asText().length() > 5, body);
        assertFalse(body.contains("<") || body.contains("Jetty") || body.contains("\tat "), body);
    }

    @Test
    void aMissingPageGetsAPageAndAMissingApiPathJson() throws Exception {
        WebFixture.Response page = WebFixture.get(SERVED.server(), "/nosuch.html");
        assertEquals(404, page.status());
        assertTrue(page.contentType().startsWith("text/html"), page.toString());
        assertTrue(page.body().contains("<h1>Not found</h1>") && page.body().contains("/nosuch.html")
                && page.body().contains("href=\"/runs.html\""), page.body());

        WebFixture.Response markup = WebFixture.get(SERVED.server(), "/%3Cscript%3Ealert(1)%3C%2Fscript%3E.html");
        assertTrue(markup.status() >= 400 && !markup.body().contains("<script>"), markup.body());

        WebFixture.Response api = WebFixture.get(SERVED.server(), "/api/nosuch");
        WebFixture.assertError(api, 404, "path", "/api/nosuch");
        assertTrue(api.contentType().startsWith("application/json"), api.toString());
    }

    @Test
    void aHeuristicDepthBeyondTheSearchesLimitBlamesTheBaseline() throws Exception {
        WebFixture.assertError(WebFixture.post(SERVED.server(), "/api/play",
                "{\"opponent\": \"baseline\", \"baseline\": \"heuristic:99\"}"), 400, "baseline", "heuristic:99");
        WebFixture.assertError(WebFixture.post(SERVED.server(), "/api/play",
                "{\"opponent\": \"baseline\", \"baseline\": \"heuristic:4\", \"search\": \"minimax:99\"}"), 400, "search", "depth");
    }

    /** A body nested past Jackson's limit: one plain line, where it named `StreamReadConstraints.getMaxNestingDepth()`. */
    @Test
    void aBodyNestedTooDeepIsOnePlainLine() throws Exception {
        WebFixture.Response answer = WebFixture.post(SERVED.server(), "/api/play", "[".repeat(3000) + "]".repeat(3000));
        WebFixture.assertError(answer, 400, "body", "the request body is not JSON: Document nesting depth (1001) exceeds the maximum allowed (1000)");
        assertFalse(answer.body().contains("StreamReadConstraints") || answer.body().contains("`"), answer.body());
    }

    /** NaN where a number belongs: plain words, where Jackson named its JsonReadFeature. */
    @Test
    void aNanTimeIsOnePlainLine() throws Exception {
        WebFixture.Response answer = WebFixture.post(SERVED.server(), "/api/play",
                "{\"opponent\": \"baseline\", \"baseline\": \"heuristic\", \"time\": NaN}");
        WebFixture.assertError(answer, 400, "body", "the request body is not JSON at line 1, column 62: 'NaN' is not a number JSON has");
        assertFalse(answer.body().contains("JsonReadFeature") || answer.body().contains("`"), answer.body());
    }

    /**
     * A search whose depth and table are what a time makes the default, with a time: shown as asked,
     * where it showed as {@code minimax:time=60s,threads=2}, the depth and table seemingly dropped.
     */
    @Test
    void aSearchWithATimeIsShownWithTheDepthAndTableAsked() throws Exception {
        WebFixture.Response answer = WebFixture.post(SERVED.server(), "/api/play", """
                {"opponent": "baseline", "baseline": "heuristic", "search": "minimax:64, tt=20,threads=2\\n", "time": "60",
                 "colour": "black"}""");
        assertEquals(201, answer.status(), answer.toString());
        JsonNode game = Json.MAPPER.readTree(answer.body());
        assertEquals("heuristic (minimax:64,tt=20,threads=2,time=60s)", game.get("opponent").asText(), game.toString());
    }
}
