package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How main ends the JVM: a command that succeeded and left only daemon threads returns from main
 * (no {@code Runtime.exit}, whose debug logging searched every jar for a logging service); any
 * other ends with {@code System.exit(status)} as before, a thread left running included.
 */
class MainExitTest {
    @TempDir
    Path temp;

    @Test
    void aSuccessfulCommandEndsWithStatusZeroWithoutRuntimeExit() throws Exception {
        Child child = run(EvodraughtsCommand.class.getName(), "perft", "2");
        assertEquals(0, child.status);
        assertTrue(child.out.startsWith("perft(2) = 49 "), child.out);
        assertFalse(child.err.contains("Runtime.exit"), child.err);
    }

    @Test
    void aFailedCommandStillEndsThroughSystemExitWithItsStatus() throws Exception {
        Child child = run(EvodraughtsCommand.class.getName(), "perft", "99");
        assertEquals(2, child.status);
        assertTrue(child.err.contains("Runtime.exit() called with status: 2"), child.err);
    }

    @Test
    void aThreadLeftRunningIsEndedAsSystemExitEndedIt() throws Exception {
        Child child = run(LeavesAThread.class.getName());
        assertEquals(0, child.status);
        assertTrue(child.err.contains("Runtime.exit() called with status: 0"), child.err);
    }

    /** A main that leaves a non-daemon thread sleeping, then ends as the command line's main does. */
    static final class LeavesAThread {
        public static void main(String[] args) {
            Thread sleeper = new Thread(() -> {
                try {
                    Thread.sleep(600_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            sleeper.start();
            EvodraughtsCommand.exit(0);
        }
    }

    private record Child(int status, String out, String err) {}

    /** Runs {@code mainClass} in a child JVM whose JDK logging prints Runtime.exit's debug record. */
    private Child run(String mainClass, String... args) throws IOException, InterruptedException {
        Path logging = temp.resolve("logging.properties");
        Files.writeString(logging, """
                handlers=java.util.logging.ConsoleHandler
                java.util.logging.ConsoleHandler.level=ALL
                java.lang.Runtime.level=ALL
                """);
        List<String> command = new ArrayList<>(CliRun.childCommand(
                List.of("-Djava.util.logging.config.file=" + logging), List.of()));
        command.set(command.size() - 1, mainClass); // childCommand ends with the command line's main class
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectOutput(temp.resolve("out").toFile())
                .redirectError(temp.resolve("err").toFile()).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the child JVM did not end");
        return new Child(process.exitValue(), Files.readString(temp.resolve("out"), StandardCharsets.UTF_8),
                Files.readString(temp.resolve("err"), StandardCharsets.UTF_8));
    }
}
