package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./evodraughts test} runs Maven's build and tests as they are, but for the line with
 * which each forked test JVM announces the incubating Vector API on standard error, which the
 * launcher drops for its own commands too. Before Maven starts, the whole build's test run checks
 * that the browser tests' Chromium and chromedriver are there, and says at once what is missing;
 * and it holds the build lock, so that no command builds the tree under it. The {@code mvn} here
 * is a stand-in.
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

    @Test
    void aMissingBrowserOrDriverIsSaidInOneLineBeforeMavenStarts() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        Path calls = temp.resolve("mvn-calls");
        LauncherTree.script(tree.bin().resolve("mvn"), "echo \"$*\" >> " + LauncherTree.quote(calls.toString()) + "\n");
        Path chromium = executable("chromium"), driver = executable("chromedriver");
        Path missing = temp.resolve("no-such-chromedriver");

        Result result = test(tree, Map.of("EVODRAUGHTS_CHROMIUM", chromium.toString(), "EVODRAUGHTS_CHROMEDRIVER", missing.toString()));
        assertEquals(1, result.status());
        assertEquals("evodraughts: the browser tests need Chromium and chromedriver, and " + missing
                + " is missing: sudo apt-get install chromium chromium-driver\n", result.err());
        assertFalse(Files.exists(calls), "Maven was not started");

        result = test(tree, Map.of("EVODRAUGHTS_CHROMIUM", missing.resolveSibling("no-such-chromium").toString(),
                "EVODRAUGHTS_CHROMEDRIVER", driver.toString()));
        assertEquals(1, result.status());
        assertTrue(result.err().contains("no-such-chromium is missing"), result.err());

        result = test(tree, Map.of("EVODRAUGHTS_CHROMIUM", chromium.toString(), "EVODRAUGHTS_CHROMEDRIVER", driver.toString()));
        assertEquals(0, result.status(), result.err());
        assertEquals(List.of("-B verify"), Files.readAllLines(calls));
    }

    @Test
    void aCommandThatMustBuildWaitsForATestRun() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        Path events = temp.resolve("events");
        String log = " >> " + LauncherTree.quote(events.toString()) + "\n";
        LauncherTree.script(tree.bin().resolve("mvn"), "case \" $* \" in\n"
                + "  *' verify '*) echo 'tests begin'" + log + "sleep 2; echo 'tests end'" + log + ";;\n"
                + "  *) echo 'build'" + log + "mkdir -p ga-engine/cli/target/lib; : > ga-engine/cli/target/lib/other-1.0.jar\n"
                + "     : > ga-engine/cli/target/evodraughts.jar ;;\nesac\n");
        tree.java("echo 'ran'" + log);
        ProcessBuilder tests = new ProcessBuilder("bash", tree.launcher().toString(), "test", "-pl", "checkers")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        Process testRun = tests.start();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!(Files.exists(events) && Files.readString(events).contains("tests begin")) && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        Process command = new ProcessBuilder("bash", tree.launcher().toString(), "perft", "1").redirectErrorStream(true).start();
        String said = new String(command.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(command.waitFor(60, TimeUnit.SECONDS) && testRun.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, command.exitValue(), said);
        assertEquals(List.of("tests begin", "tests end", "build", "ran"), Files.readAllLines(events));
        assertTrue(said.startsWith("evodraughts: waiting for another build or test run…\n"), said);
    }

    @Test
    void aCommandThatMustBuildStartedByTheTestRunItselfFailsAtOnceInsteadOfWaitingForIt() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        Path said = temp.resolve("said");
        LauncherTree.script(tree.bin().resolve("mvn"), "bash ./evodraughts perft 1 2> " + LauncherTree.quote(said.toString())
                + "\necho \"status $?\" >> " + LauncherTree.quote(said.toString()) + "\n");
        Process testRun = new ProcessBuilder("bash", tree.launcher().toString(), "test", "-pl", "checkers")
                .directory(tree.root().toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(testRun.waitFor(60, TimeUnit.SECONDS), "the test run waited for itself");
        assertEquals(List.of("evodraughts: cannot build during this tree's test run", "status 1"), Files.readAllLines(said));
    }

    private Path executable(String name) throws IOException {
        Path file = Files.createDirectories(temp.resolve("usr-bin")).resolve(name);
        LauncherTree.script(file, "exit 0\n");
        return file;
    }

    private record Result(int status, String err) {}

    private static Result test(LauncherTree tree, Map<String, String> environment) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", tree.launcher().toString(), "test").redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().putAll(environment);
        Process test = builder.start();
        String err = new String(test.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(test.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        return new Result(test.exitValue(), err);
    }
}
