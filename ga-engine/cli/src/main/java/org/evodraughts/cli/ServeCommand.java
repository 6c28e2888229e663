package org.evodraughts.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.evodraughts.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts serve [--runs-dir DIR] [--mongo-uri URI] [--networks DIR] [--port 8080] [--host 127.0.0.1]}:
 * the web application (package {@code org.evodraughts.web}) until Ctrl-C.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serves the web pages: play any champion or baseline on a board, watch runs live, "
                + "see champions and their games, replay PDN files (docs/web.md).",
                "Prints the address to open, with a random token: without it nothing is served (docs/web.md, Who may use it).",
                "Reads runs strictly read-only: no byte of a run directory changes; works while evolve runs in another process. Stop with Ctrl-C."},
        footer = {"", "Example: ./evodraughts serve --runs-dir runs   then open the address it prints"})
final class ServeCommand implements Callable<Integer> {
    /** The project's own example networks, offered when serve runs in the repository. */
    static final String DEFAULT_NETWORKS = "examples";

    @Spec
    CommandSpec spec;

    @Mixin
    RunOptions options;

    @Option(names = "--networks", paramLabel = "DIR", defaultValue = DEFAULT_NETWORKS,
            description = "A directory whose *.json network and champion files are offered as opponents by name "
                    + "(default: ${DEFAULT-VALUE}, when it exists). Nothing outside it can be read through the server.")
    Path networks;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "The port to listen on (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only). "
                    + "Another address lets other machines connect, with the printed address's token as the only key, over plain HTTP.")
    String host;

    /** Counted down to stop the server; tests may replace it. */
    CountDownLatch stop = new CountDownLatch(1);

    @Override
    public Integer call() throws Exception {
        if (!options.locator().remote() && !Files.isDirectory(options.runsDirectory) && !options.defaultRunsDirectory()) {
            throw new IllegalArgumentException("runs directory " + options.runsDirectory
                        + (Files.exists(options.runsDirectory) ? " is not a directory" : " does not exist"));
        }
        boolean defaultNetworks = networks.equals(Path.of(DEFAULT_NETWORKS));
        if (!Files.isDirectory(networks) && !defaultNetworks) {
            throw new IllegalArgumentException("--networks: directory " + networks + " does not exist");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!WebServer.isLoopback(host)) {
            err.println("warning: listening on " + host + ", not only on this machine: the token in the address below is "
                    + "all that keeps others from the runs in " + options.locator().describe() + ", and it crosses the network "
                    + "unencrypted (plain HTTP)");
            err.flush();
        }
        // Said at once: the server takes seconds to start, and the address comes only then.
        out.println("evodraughts serve: starting…");
        out.flush();
        WebServer.Settings settings = WebServer.Settings.of(options.locator(), host, port);
        if (Files.isDirectory(networks)) {
            settings = settings.withNetworks(networks);
        }
        try (WebServer server = WebServer.start(settings)) {
            String shown = host.contains(":") ? "[" + host + "]" : host;
            out.println("evodraughts serve: open http://" + shown + ":" + server.port() + "/?token=" + server.token() + " (runs from "
                    + options.locator().describe() + settings.networks().map(d -> "; network files from " + d).orElse("")
                    + "; Ctrl-C stops)");
            out.flush();
            Thread hook = new Thread(stop::countDown, "serve-stop");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                stop.await();
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // the JVM is shutting down (Ctrl-C): the hook has run
                }
            }
        }
        return 0;
    }
}
