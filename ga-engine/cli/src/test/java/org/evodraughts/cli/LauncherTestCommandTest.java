package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./evodraughts test} runs Maven's build and tests as they are, but for the line with
 * which each forked test JVM announces the incubating Vector API on standard error, which the
 * launcher drops for its own commands too. The {@code mvn} here is a stand-in that writes such
 * lines (one after a colour code, as Maven writes them) among others on both streams and fails.
 */
class LauncherTestCommandTest {
    @TempDir
    Path temp;

    @Test
    void theTestCommandDropsTheIncubatorNoticesAndKeepsTheRestAndTheStatus() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        String notice = "echo 'WARNING: Using incubator modules: jdk.incubator.vector' >&2\n";
        LauncherTree.script(tree.bin().resolve("mvn"), "echo \"[INFO] mvn $*\"\n" + notice
                + "echo '[INFO] Running org.evodraughts.checkers.notation.FenTest'\n" + notice
                + "echo 'WARNING: something else' >&2\n"
                + "printf '\\033[0mWARNING: Using incubator modules: jdk.incubator.vector\\n' >&2\n" // after Maven's colour reset
                + "echo '[ERROR] Tests run: 3, Failures: 1'\nprintf 'no newline at the end' >&2\nexit 3\n");
        // Standard error goes to a file: the filter (a grandchild) may write its last line after
        // Maven has ended, and Java closes a dead child's pipes once it has drained what was there.
        Path errors = temp.resolve("stderr");
        Process test = new ProcessBuilder("bash", tree.launcher().toString(), "test", "-pl", "checkers")
                .redirectError(errors.toFile()).start();
        String out = new String(test.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(test.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!Files.readString(errors).endsWith("no newline at the end") && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        String err = Files.readString(errors);
        assertEquals(3, test.exitValue(), "Maven's status: " + out + err);
        assertEquals("[INFO] mvn -B verify -pl checkers\n[INFO] Running org.evodraughts.checkers.notation.FenTest\n"
                + "[ERROR] Tests run: 3, Failures: 1\n", out);
        assertEquals("WARNING: something else\nno newline at the end", err);
    }
}
