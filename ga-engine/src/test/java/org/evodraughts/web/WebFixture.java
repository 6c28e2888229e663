package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.champions.runs.RunLocator;
import org.evodraughts.cli.EvodraughtsCommand;
import org.evodraughts.storage.StoreOptions;
import picocli.CommandLine;

/** Shared by the web tests: real runs made by the real {@code evolve}, a started server, and HTTP calls. */
final class WebFixture {
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private WebFixture() {}

    /** The arguments of a tiny evolve: 4 networks, depth-1 search, games capped short; a few seconds a generation. */
    static List<String> tinyEvolve(Path runDirectory, int generations) {
        return List.of("evolve", "--run-dir", runDirectory.toString(), "--population", "4", "--elites", "2",
                "--search", "minimax:1", "--generations", String.valueOf(generations), "--threads", "2", "--seed", "7");
    }

    /** Runs a tiny evolve in this JVM into {@code runs/<name>} and returns its directory. */
    static Path evolve(Path runs, String name, int generations) {
        Path directory = runs.resolve(name);
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = EvodraughtsCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(tinyEvolve(directory, generations).toArray(String[]::new));
        assertEquals(0, code, "evolve failed: " + out + err);
        return directory;
    }

    /** The command that runs the command line with {@code args} in a child JVM, with this JVM's flags and class path. */
    static List<String> childCommand(List<String> args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), EvodraughtsCommand.class.getName()));
        command.addAll(args);
        return command;
    }

    static WebServer serve(Path runs) {
        return WebServer.start(new WebServer.Settings(new RunLocator(runs, StoreOptions.defaults()), "127.0.0.1", 0, 20,
                Duration.ofMinutes(30), Duration.ofMillis(300)));
    }

    record Response(int status, String body, String contentType) {}

    static Response get(WebServer server, String path) throws IOException, InterruptedException {
        return send(server, HttpRequest.newBuilder(uri(server, path)).GET());
    }

    static Response post(WebServer server, String path, String body) throws IOException, InterruptedException {
        return send(server, HttpRequest.newBuilder(uri(server, path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    static URI uri(WebServer server, String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }

    private static Response send(WebServer server, HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        return new Response(response.statusCode(), response.body(), response.headers().firstValue("Content-Type").orElse(""));
    }
}
