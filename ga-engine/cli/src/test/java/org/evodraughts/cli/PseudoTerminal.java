package org.evodraughts.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The command line in a child JVM on a pseudo-terminal made by util-linux {@code script}, for
 * tests of what a person at a terminal types and sees. A watchdog ends the child after
 * {@code limitSeconds}, so a hang fails the test instead of stopping the build.
 */
final class PseudoTerminal implements AutoCloseable {
    private final Process process;
    private final Reader screen;
    private final OutputStream keys;
    private final StringBuilder seen = new StringBuilder();

    private PseudoTerminal(Process process) {
        this.process = process;
        this.screen = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8);
        this.keys = process.getOutputStream();
    }

    static boolean available() {
        return Files.isExecutable(Path.of("/usr/bin/script"));
    }

    /** Starts {@code evodraughts args} on an 80 × 24 terminal of type {@code xterm}. */
    static PseudoTerminal start(List<String> args, int limitSeconds) throws IOException {
        String shell = "stty cols 80 rows 24; exec " + CliRun.childCommand(List.of(), args).stream()
                .map(a -> "'" + a.replace("'", "'\\''") + "'").collect(Collectors.joining(" "));
        ProcessBuilder builder = new ProcessBuilder("/usr/bin/script", "-qefc", shell, "/dev/null").redirectErrorStream(true);
        builder.environment().put("TERM", "xterm");
        Process process = builder.start();
        Thread.ofPlatform().daemon().start(() -> {
            try {
                if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        return new PseudoTerminal(process);
    }

    /** Reads what the terminal shows until {@code done} holds for all of it so far; false if the output ends first. */
    boolean readUntil(Predicate<String> done) throws IOException {
        char[] buffer = new char[4096];
        while (!done.test(seen.toString())) {
            int n = screen.read(buffer);
            if (n < 0) {
                return false;
            }
            seen.append(buffer, 0, n);
        }
        return true;
    }

    /** Types {@code text} (control keys and escape sequences included). */
    void type(String text) throws IOException {
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    /** Everything the terminal has shown so far. */
    String seen() {
        return seen.toString();
    }

    /** Reads to the end of the output and waits for the child to exit; its exit status, or −1 if it did not exit. */
    int finish() throws IOException, InterruptedException {
        readUntil(s -> false);
        return process.waitFor(60, TimeUnit.SECONDS) ? process.exitValue() : -1;
    }

    @Override
    public void close() throws IOException {
        keys.close();
        screen.close();
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }
}
