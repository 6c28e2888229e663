package org.evodraughts.ga;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The engine ({@code org.evodraughts.ga} and the packages under it) never uses the application
 * built on it (the command line, play, the ladder, whatever serves a browser, the cluster and
 * Hazelcast), so the engine can be embedded without them: a cluster reaches the engine only
 * through {@link org.evodraughts.ga.work.TaskRunner}. Read from the sources, so a fully qualified use counts too.
 */
class EngineIndependenceTest {
    private static final Path ENGINE = Path.of("src/main/java/org/evodraughts/ga");
    private static final Pattern APPLICATION = Pattern.compile(
            "\\borg\\.evodraughts\\.(cli|play|ladder|web|cluster)\\b|\\bcom\\.hazelcast\\b");

    @Test
    void noEngineSourceNamesAnApplicationPackage() throws IOException {
        assertTrue(Files.isDirectory(ENGINE), "run from the ga-engine module: " + ENGINE.toAbsolutePath());
        List<String> uses = new ArrayList<>();
        int files = 0;
        try (Stream<Path> sources = Files.walk(ENGINE)) {
            for (Path source : sources.filter(f -> f.toString().endsWith(".java")).toList()) {
                files++;
                List<String> lines = Files.readAllLines(source);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher use = APPLICATION.matcher(lines.get(i));
                    if (use.find()) {
                        uses.add(ENGINE.relativize(source) + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        assertTrue(files > 40, "found the engine's sources (" + files + ")");
        assertEquals(List.of(), uses, "engine sources that use the application");
    }
}
