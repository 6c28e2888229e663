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
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(served.address + "api/runs"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode());
        assertEquals("[]", response.body());
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
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(served.address + "api/networks"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(response.body().startsWith("[{\"name\":\"broken.json\""), response.body());
        assertEquals(0, served.stop());
    }

    private record Served(ServeCommand command, Thread thread, AtomicInteger code, String address, StringWriter err) {
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
        Pattern address = Pattern.compile("open (http://[^ ]+/) ");
        long end = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < end) {
            Matcher m = address.matcher(out.toString());
            if (m.find()) {
                return new Served(command, thread, code, m.group(1).replace("0.0.0.0", "127.0.0.1"), err);
            }
            assertTrue(thread.isAlive(), "serve ended: " + out + err);
            Thread.sleep(20);
        }
        throw new AssertionError("serve printed no address: " + out + err);
    }
}
