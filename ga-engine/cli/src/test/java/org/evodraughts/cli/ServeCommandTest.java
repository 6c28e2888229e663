package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code serve}: it prints the address to open, warns when listening beyond this machine, and answers there. */
class ServeCommandTest {
    @TempDir
    Path runs;

    @Test
    void printsTheAddressAndServesUntilStopped() throws Exception {
        Served served = serve("--runs-dir", runs.toString(), "--port", "0");
        assertFalse(served.err.toString().contains("warning"), served.err.toString());
        HttpResponse<String> response = get(served.address + "api/runs?token=" + served.token);
        assertEquals(200, response.statusCode());
        assertEquals("[]", response.body());
        assertEquals(0, served.stop());
    }

    /** The printed address's token is the key: without it (another local user, another site) nothing is served. */
    @Test
    void withoutThePrintedTokenNothingIsServed() throws Exception {
        Served served = serve("--runs-dir", runs.toString(), "--port", "0");
        for (String path : List.of("", "play.html", "js/common.js", "api/runs")) {
            HttpResponse<String> response = get(served.address + path);
            assertEquals(401, response.statusCode(), path);
            assertTrue(response.body().contains("open the address evodraughts serve printed"), response.body());
            assertEquals(403, get(served.address + path + "?token=" + "0".repeat(48)).statusCode(), path);
        }
        HttpResponse<String> first = get(served.address + "runs.html?token=" + served.token);
        assertEquals(303, first.statusCode());
        assertEquals("/runs.html", first.headers().firstValue("Location").orElse(""));
        String cookie = first.headers().firstValue("Set-Cookie").orElse("");
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie);
        HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(served.address + "runs.html"))
                .header("Cookie", cookie.substring(0, cookie.indexOf(';'))).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, page.statusCode());
        assertEquals(0, served.stop());
    }

    @Test
    void warnsWhenListeningOnAnotherAddress() throws Exception {
        Served served = serve("--runs-dir", runs.toString(), "--port", "0", "--host", "0.0.0.0");
        assertTrue(served.err.toString().startsWith("warning: listening on 0.0.0.0, not only on this machine"), served.err.toString());
        assertEquals(0, served.stop());
    }

    @Test
    void aMissingRunsDirectoryIsOneErrorLine() {
        CliRun run = CliRun.of("serve", "--runs-dir", runs.resolve("absent").toString(), "--port", "0");
        assertEquals(2, run.exitCode());
        assertEquals("error: runs directory " + runs.resolve("absent") + " does not exist", run.err().strip());
    }

    @Test
    void aMissingNetworksDirectoryIsOneErrorLine() {
        CliRun run = CliRun.of("serve", "--runs-dir", runs.toString(), "--networks", runs.resolve("absent").toString(),
                "--port", "0");
        assertEquals(2, run.exitCode());
        assertEquals("error: --networks: directory " + runs.resolve("absent") + " does not exist", run.err().strip());
    }

    @Test
    void theNetworksDirectorysFilesAreOffered(@TempDir Path networks) throws Exception {
        Files.writeString(networks.resolve("broken.json"), "{}");
        Served served = serve("--runs-dir", runs.toString(), "--networks", networks.toString(), "--port", "0");
        HttpResponse<String> response = get(served.address + "api/networks?token=" + served.token);
        assertTrue(response.body().startsWith("[{\"name\":\"broken.json\""), response.body());
        assertEquals(0, served.stop());
    }

    private static HttpResponse<String> get(String address) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(address)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private record Served(ServeCommand command, Thread thread, AtomicInteger code, String address, String token, StringWriter err) {
        int stop() throws InterruptedException {
            command.stop.countDown();
            thread.join(30_000);
            return code.get();
        }
    }

    private static Served serve(String... args) throws Exception {
        assertTrue(Files.isDirectory(Path.of(args[1])));
        ServeCommand command = new ServeCommand();
        CommandLine cli = new CommandLine(command).setExecutionExceptionHandler(new UserErrorHandler());
        StringWriter out = new StringWriter(), err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        AtomicInteger code = new AtomicInteger(-1);
        Thread thread = new Thread(() -> code.set(cli.execute(args)), "serve-test");
        thread.start();
        Pattern address = Pattern.compile("open (http://[^ ]+/)\\?token=([0-9a-f]{48}) ");
        long end = System.nanoTime() + 120_000_000_000L; // a watchdog: on a loaded 2-core machine starting took over 30 s
        while (System.nanoTime() < end) {
            Matcher m = address.matcher(out.toString());
            if (m.find()) {
                assertTrue(out.toString().startsWith("evodraughts serve: starting…" + System.lineSeparator()),
                        "said at once, before the seconds the server takes to start: " + out);
                return new Served(command, thread, code, m.group(1).replace("0.0.0.0", "127.0.0.1"), m.group(2), err);
            }
            assertTrue(thread.isAlive(), "serve ended: " + out + err);
            Thread.sleep(20);
        }
        throw new AssertionError("serve printed no address: " + out + err);
    }
}
