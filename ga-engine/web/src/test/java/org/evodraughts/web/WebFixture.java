package org.evodraughts.web;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.RetryPolicy;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.StoreUnavailableException;

/**
 * Shared by the web tests: a started server and HTTP calls, and the checks of the API's replies.
 * The tests over runs made by the real {@code evolve} live with the command line
 * ({@code ga-engine/cli}, same package), whose {@code EvolvedRuns} makes them.
 */
final class WebFixture {
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private WebFixture() {}

    /**
     * Leaves one save queued in the run's {@code pending-writes/}, as a run does that ends while
     * its database is unreachable: through the real journal, with a database that is down.
     */
    static void leavePendingWrite(Path runDirectory) throws IOException {
        RunStore down = (RunStore) Proxy.newProxyInstance(RunStore.class.getClassLoader(), new Class<?>[] {RunStore.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("close")) {
                        return null;
                    }
                    throw new StoreUnavailableException("the database is down", null);
                });
        try (ResilientRunStore store = ResilientRunStore.open(down, RunLayout.of(runDirectory).journal(),
                new RetryPolicy(Duration.ofMillis(10), Duration.ofMillis(10)))) {
            store.save(RunRecord.started(RunId.of("queued-run"), "{}", 1, Instant.parse("2026-11-25T00:00:00Z")));
        }
    }

    /** Every file under {@code directory} (relative path, by name) with the SHA-256 of its bytes. */
    static Map<String, String> hashes(Path directory) throws IOException {
        Map<String, String> hashes = new TreeMap<>();
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                try {
                    hashes.put(directory.relativize(file).toString(),
                            HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file))));
                } catch (NoSuchAlgorithmException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return hashes;
    }

    /** The first event of a server-sent event stream (its lines up to the first blank one); the stream is then closed. */
    static String firstEvent(WebServer server, String path) throws IOException, InterruptedException {
        HttpResponse<Stream<String>> response = HTTP.send(HttpRequest.newBuilder(uri(server, path))
                .header("Accept", "text/event-stream").header("Authorization", "token " + server.token()).timeout(Duration.ofSeconds(60)).GET().build(),
                HttpResponse.BodyHandlers.ofLines());
        try (Stream<String> lines = response.body()) {
            StringBuilder event = new StringBuilder();
            for (String line : (Iterable<String>) lines::iterator) {
                if (line.isEmpty() && !event.isEmpty()) {
                    break;
                }
                event.append(line).append('\n');
            }
            return event.toString();
        }
    }

    static WebServer serve(Path runs) {
        return WebServer.start(settings(runs, 2));
    }

    /** Runs from {@code runs}, at most 20 games, live updates looked for every 300 ms. */
    static WebServer.Settings settings(Path runs, int searchThreads) {
        return new WebServer.Settings(new RunLocator(runs, StoreOptions.defaults()), Optional.empty(), "127.0.0.1", 0, 20,
                Duration.ofMinutes(30), Duration.ofMillis(300), searchThreads);
    }

    record Response(int status, String body, String contentType) {}

    static Response get(WebServer server, String path) throws IOException, InterruptedException {
        return send(server, HttpRequest.newBuilder(uri(server, path)).GET());
    }

    static Response post(WebServer server, String path, String body) throws IOException, InterruptedException {
        return send(server, HttpRequest.newBuilder(uri(server, path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    static Response delete(WebServer server, String path) throws IOException, InterruptedException {
        return send(server, HttpRequest.newBuilder(uri(server, path)).header("Content-Type", "application/json").DELETE());
    }

    /** The body of {@code POST /api/pdn}: the PDN text as JSON. */
    static String pdnBody(String pdn) {
        return Json.write(Map.of("pdn", pdn));
    }

    static URI uri(WebServer server, String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }

    /** A page's address with the server's token, as serve prints it: a browser's first visit. */
    static String page(WebServer server, String path) {
        return uri(server, path) + (path.contains("?") ? "&" : "?") + "token=" + server.token();
    }

    /**
     * A new browser session: the cookie ({@code name=value}) the server sets when its printed
     * address is opened. Each session is a client of its own for the server's fair shares.
     */
    static String session(WebServer server) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(page(server, "/"))).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        String cookie = response.headers().firstValue("Set-Cookie").orElseThrow(() -> new AssertionError("no cookie: " + response));
        return cookie.substring(0, cookie.indexOf(';'));
    }

    /** A POST of JSON in a browser session (see {@link #session}). */
    static Response postAs(WebServer server, String session, String path, String body) throws IOException, InterruptedException {
        return sendAs(HttpRequest.newBuilder(uri(server, path)).header("Cookie", session).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** A GET in a browser session (see {@link #session}). */
    static Response getAs(WebServer server, String session, String path) throws IOException, InterruptedException {
        return sendAs(HttpRequest.newBuilder(uri(server, path)).header("Cookie", session).GET());
    }

    /** Sends the request with the server's token (Authorization: token …), as a script would. */
    static Response send(WebServer server, HttpRequest.Builder request) throws IOException, InterruptedException {
        return sendAs(request.header("Authorization", "token " + server.token()));
    }

    /** Sends the request as it is, with no token unless it carries one. */
    static Response sendAs(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        return new Response(response.statusCode(), response.body(), response.headers().firstValue("Content-Type").orElse(""));
    }

    /** The JSON of a 200 or 201 reply. */
    static JsonNode ok(Response response) throws Exception {
        assertTrue(response.status() == 200 || response.status() == 201, response.toString());
        assertTrue(response.contentType().startsWith("application/json"), response.toString());
        return Json.MAPPER.readTree(response.body());
    }

    /** A reply with {@code status} whose JSON error names {@code field} and says {@code words}, with no stack trace. */
    static void assertError(Response response, int status, String field, String words) throws Exception {
        assertEquals(status, response.status(), response.toString());
        JsonNode body = Json.MAPPER.readTree(response.body());
        assertEquals(field, body.get("field").isNull() ? null : body.get("field").asText(), response.body());
        assertTrue(body.get("error").asText().contains(words), response.body());
        assertFalse(response.body().contains("Exception") || response.body().contains("\tat "), "no stack trace: " + response.body());
    }
}
