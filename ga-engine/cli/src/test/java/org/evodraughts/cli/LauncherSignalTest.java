package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code ./evodraughts} launcher becomes Java ({@code exec}), so a signal sent to the
 * launcher's process (TERM from a supervisor or a pidfile's {@code kill}, INT, HUP) reaches Java
 * itself: the run stops cleanly, and the process exits with Java's status (0: the stop was clean).
 * The launcher script is the repository's own, run from a copy of its folder whose {@code java}
 * starts this test's class path, so nothing is built.
 */
class LauncherSignalTest {
    @TempDir
    Path temp;

    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT", "HUP"})
    void aSignalToTheLauncherReachesJavaWhichStopsCleanly(String signal) throws Exception {
        // A job started in the background by a shell without job control ignores INT, and the JVM
        // leaves a signal alone that was ignored when it started: give the launcher INT's default.
        Assumptions.assumeTrue(new ProcessBuilder("env", "--default-signal=INT", "true").start().waitFor() == 0,
                "needs GNU env --default-signal");
        Path launcher = launcherWithThisClassPath();
        Path run = temp.resolve("run");
        // HUP too: under nohup (a test run started so) it is ignored, as INT in the background.
        Process process = new ProcessBuilder("env", "--default-signal=INT,HUP", "bash", launcher.toString(), "evolve",
                "--run-dir", run.toString(), "--population", "6", "--elites", "2", "--search", "minimax:2",
                "--generations", "0", "--threads", "1").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> lines = new CopyOnWriteArrayList<>();
        CountDownLatch running = new CountDownLatch(1);
        Thread reader = Thread.ofPlatform().daemon().start(() -> read(process, lines, running));
        try {
            assertTrue(running.await(3, TimeUnit.MINUTES), "no generation 1: " + lines);
            assertTrue(process.info().command().orElse("").endsWith("/java"),
                    "the launcher's process is Java's: " + process.info().command());
            assertEquals(0, new ProcessBuilder("kill", "-" + signal, String.valueOf(process.pid())).start().waitFor());
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the run did not end a minute after " + signal);
            assertEquals(0, process.exitValue(), "Java's status, 0 for a clean stop");
            reader.join(TimeUnit.SECONDS.toMillis(10));
            assertTrue(String.join("\n", lines).matches("(?s).*\nstopped after [\\d:]+: generation \\d+ saved; to continue:\n"
                    + "  \\./evodraughts evolve --resume " + run + "(\n.*)?"), String.join("\n", lines));
        } finally {
            process.destroyForcibly();
        }
    }

    private static void read(Process process, List<String> lines, CountDownLatch running) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                lines.add(line);
                if (line.startsWith("generation 1 |")) {
                    running.countDown();
                }
            }
        } catch (IOException e) {
            lines.add("(reading failed: " + e.getMessage() + ")");
        }
    }

    /**
     * A copy of the launcher with a jar newer than every source and its libraries (so it builds nothing) and a
     * {@code java} that becomes the real one, with this test's class path in place of the jar's.
     */
    private Path launcherWithThisClassPath() throws IOException {
        LauncherTree tree = LauncherTree.in(temp);
        String realJava = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        tree.java("args=()\nwhile [ $# -gt 0 ]; do\n"
                + "    if [ \"$1\" = -cp ]; then args+=(-cp " + LauncherTree.quote(System.getProperty("java.class.path"))
                + "); shift 2;\n    else args+=(\"$1\"); shift; fi\ndone\nexec " + LauncherTree.quote(realJava) + " \"${args[@]}\"\n");
        Path libraries = Files.createDirectories(tree.jar().resolveSibling("lib"));
        Files.write(libraries.resolve("other-1.0.jar"), new byte[0]);
        Files.write(tree.jar(), new byte[0]);
        Files.setLastModifiedTime(tree.jar(), FileTime.from(Instant.now().plusSeconds(3600)));
        return tree.launcher();
    }
}
