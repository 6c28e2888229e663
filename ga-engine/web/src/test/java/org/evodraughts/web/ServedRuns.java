package org.evodraughts.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A server for one test class, over a runs directory the class fills first: started before its
 * tests, closed (and its folder deleted) after them. Register it as
 * {@code @RegisterExtension static final ServedRuns SERVED = new ServedRuns(runs -> ...)}.
 */
final class ServedRuns implements BeforeAllCallback, AfterAllCallback {
    /** Fills the runs directory; its sibling folders (runs.resolveSibling(…)) lie outside it, for the class to use. */
    interface Setup {
        void fill(Path runs) throws Exception;
    }

    private final Setup setup;
    private Path folder;
    private WebServer server;

    ServedRuns(Setup setup) {
        this.setup = setup;
    }

    /** The runs directory it serves. */
    Path runsDirectory() {
        return folder.resolve("runs");
    }

    /** The started server. */
    WebServer server() {
        return server;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        folder = Files.createTempDirectory("served-runs");
        Path runs = Files.createDirectory(folder.resolve("runs"));
        setup.fill(runs);
        server = WebFixture.serve(runs);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (server != null) {
            server.close();
        }
        if (folder != null) {
            try (Stream<Path> paths = Files.walk(folder)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }
}
