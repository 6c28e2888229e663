package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What another web page, a DNS-rebinding page or another local user can do with a running
 * {@code serve}: nothing. Every request needs the printed token (or the session cookie it
 * gives), a Host naming this server, no foreign Origin, and JSON for anything that changes
 * state (docs/web.md, Access).
 */
class ServeAccessTest {
    private static final String GAME = "{\"opponent\": \"baseline\", \"baseline\": \"random\"}";

    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(runs -> { });

    @ParameterizedTest
    @ValueSource(strings = {"/", "/play.html", "/js/common.js", "/vendor/chart.umd.js", "/api/runs", "/api/networks"})
    void withoutTheTokenNothingIsServed(String path) throws Exception {
        WebFixture.Response response = WebFixture.sendAs(HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), path)).GET());
        assertEquals(401, response.status(), response.body());
        assertTrue(response.body().contains("open the address evodraughts serve printed"), response.body());
    }

    /**
     * The refusal's page is styled: its stylesheet, which holds no data, is served without the
     * token (it was refused too), and nothing else is, not even another file beside it; a
     * foreign Host still gets nothing.
     */
    @Test
    void theRefusalsStylesheetAloneIsServedWithoutTheToken() throws Exception {
        WebFixture.Response page = WebFixture.sendAs(HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/runs.html")).GET());
        assertEquals(401, page.status(), page.body());
        assertTrue(page.body().contains("<link rel=\"stylesheet\" href=\"/css/style.css\">"), page.body());
        WebFixture.Response css = WebFixture.sendAs(HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/css/style.css")).GET());
        assertEquals(200, css.status(), css.body());
        assertTrue(css.contentType().startsWith("text/css"), css.contentType());
        for (String path : new String[] {"/css/other.css", "/css/style.css/", "/css/", "/css/style.css/../../api/runs"}) {
            WebFixture.Response other = WebFixture.sendAs(HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), path)).GET());
            assertTrue(other.status() == 401 || other.status() == 400, path + ": " + other.status() + " " + other.body());
        }
        String foreign = RawHttp.get(SERVED.server().port(), "/css/style.css", "evil.example:" + SERVED.server().port(), "");
        assertTrue(foreign.startsWith("HTTP/1.1 403"), foreign);
    }

    /**
     * A refusal's page offers no links, each of which would be refused too (the Runs, Play and
     * Game viewer links of the 401 page led back to it); a page not found, with the token,
     * links to the pages.
     */
    @Test
    void aRefusalsPageHasNoLinksThatLeadBackToIt() throws Exception {
        WebFixture.Response noToken = WebFixture.sendAs(HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/runs.html")).GET());
        assertEquals(401, noToken.status(), noToken.body());
        assertFalse(noToken.body().contains("<a "), noToken.body());
        WebFixture.Response wrongToken = WebFixture.sendAs(HttpRequest.newBuilder(WebFixture.uri(SERVED.server(),
                "/runs.html?token=" + "0".repeat(48))).GET());
        assertEquals(403, wrongToken.status(), wrongToken.body());
        assertFalse(wrongToken.body().contains("<a "), wrongToken.body());
        WebFixture.Response missing = WebFixture.get(SERVED.server(), "/no-such-page.html");
        assertEquals(404, missing.status(), missing.body());
        assertTrue(missing.body().contains("<a href=\"/runs.html\">Runs</a>"), missing.body());
    }

    @Test
    void aCrossSiteFormOrTextPostStartsNoGame() throws Exception {
        // What a page on another site can send without asking: a form or text/plain, no token.
        for (String type : new String[] {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"}) {
            WebFixture.Response noToken = WebFixture.sendAs(HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/api/play"))
                    .header("Content-Type", type).header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString(GAME)));
            assertEquals(403, noToken.status(), type + ": " + noToken.body());
            WebFixture.Response withToken = WebFixture.send(SERVED.server(), HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/api/play"))
                    .header("Content-Type", type).POST(HttpRequest.BodyPublishers.ofString(GAME)));
            assertEquals(415, withToken.status(), type + ": " + withToken.body());
            assertTrue(withToken.body().contains("application/json"), withToken.body());
        }
        WebFixture.Response pdn = WebFixture.send(SERVED.server(), HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/api/pdn"))
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString("1. 11-15 *")));
        assertEquals(415, pdn.status(), pdn.body());
        assertEquals(201, WebFixture.post(SERVED.server(), "/api/play", GAME).status());
    }

    @Test
    void aRequestFromAnotherOriginIsRefusedEvenWithTheToken() throws Exception {
        WebFixture.Response response = WebFixture.send(SERVED.server(), HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/api/play"))
                .header("Content-Type", "application/json").header("Origin", "https://evil.example")
                .POST(HttpRequest.BodyPublishers.ofString(GAME)));
        assertEquals(403, response.status(), response.body());
        assertTrue(response.body().contains("another site"), response.body());
        WebFixture.Response same = WebFixture.send(SERVED.server(), HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/api/runs"))
                .header("Origin", "http://127.0.0.1:" + SERVED.server().port()).GET());
        assertEquals(200, same.status(), same.body());
    }

    @Test
    void aForeignHostAsADnsRebindingPageSendsIsRefused() throws Exception {
        // java.net.http refuses to set Host itself; the same request on a plain socket.
        for (String host : new String[] {"evil.example:" + SERVED.server().port(), "evil.example", "localhost:1"}) {
            String answer = RawHttp.get(SERVED.server().port(), "/api/runs", host, SERVED.server().token());
            assertTrue(answer.startsWith("HTTP/1.1 403"), host + ": " + answer);
            assertTrue(answer.contains("is not this server's address"), answer);
        }
        assertTrue(RawHttp.get(SERVED.server().port(), "/api/runs", "localhost:" + SERVED.server().port(), SERVED.server().token()).startsWith("HTTP/1.1 200"));
    }

    @Test
    void aDeleteMustBeJsonToo() throws Exception {
        WebFixture.Response response = WebFixture.send(SERVED.server(), HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/api/play/0")).DELETE());
        assertEquals(415, response.status(), response.body());
    }

    @Test
    void aWrongTokenIsRefused() throws Exception {
        WebFixture.Response response = WebFixture.sendAs(HttpRequest.newBuilder(WebFixture.uri(SERVED.server(), "/api/runs"))
                .header("Authorization", "token " + "f".repeat(48)).GET());
        assertEquals(403, response.status(), response.body());
    }

    @Test
    void anApiCallWithTheTokenInItsAddressIsAnsweredWithoutMakingASession() throws Exception {
        HttpResponse<String> response = WebFixture.HTTP.send(HttpRequest.newBuilder(
                WebFixture.uri(SERVED.server(), "/api/runs?token=" + SERVED.server().token())).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Set-Cookie").isEmpty(), response.headers().toString());
    }

    @Test
    void theTokenIsDroppedFromThePagesAddressKeepingItsQuery() {
        assertEquals("/run.html?run=r", Access.withoutToken("/run.html", "token=abc&run=r"));
        assertEquals("/?x=1", Access.withoutToken("//evil.example", "x=1&token=abc"));
    }
}
