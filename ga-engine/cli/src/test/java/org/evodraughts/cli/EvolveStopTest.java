package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.runs.SnapshotFiles;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C, as a TERM signal to a child JVM (both run the shutdown hooks): the run stops cleanly. */
class EvolveStopTest {
    @TempDir
    Path temp;

    @Test
    void aSignalStopsTheRunAfterSavingAndResumeContinuesIt() throws Exception {
        Path dir = temp.resolve("run");
        List<String> command = CliRun.childCommand(List.of(), List.of("evolve", "--run-dir", dir.toString(), "--population",
                "6", "--elites", "2", "--search", "minimax:2", "--generations", "0", "--threads", "2"));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> lines = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
                if (line.startsWith("generation 1 |")) {
                    process.toHandle().destroy(); // SIGTERM; Process.destroy() would also close our end of the output
                }
            }
        }
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), "a clean stop is a success, not death by signal (143): " + lines);
        // Said at once, then, once the run has stopped, with the time it took and the command that goes on.
        int stopping = lines.indexOf(lines.stream().filter(l -> l.startsWith("stopping ")).findFirst().orElseThrow());
        assertTrue(lines.get(stopping).matches("stopping after generation \\d+, which is saved; the work under way is dropped"),
                lines.get(stopping));
        int at = lines.indexOf(lines.stream().filter(l -> l.startsWith("stopped after ")).findFirst().orElseThrow());
        assertTrue(at > stopping, String.join("\n", lines));
        String last = lines.get(at); // then what to do next
        assertTrue(last.matches("stopped after \\d:\\d\\d:\\d\\d: generation \\d+ saved; to continue:"), String.join("\n", lines));
        assertEquals("  ./evodraughts evolve --resume " + dir, lines.get(at + 1));
        int saved = Integer.parseInt(last.replaceAll("stopped after [\\d:]+: generation (\\d+) saved.*", "$1"));
        RunDirectory directory = RunDirectory.open(dir, Map.of()).directory();
        assertEquals(saved, directory.generations().getLast());
        for (int g : directory.generations()) {
            assertEquals(g, SnapshotFiles.read(directory.layout().snapshot(g)).generation());
        }

        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString(), "--generations", String.valueOf(saved + 1));
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains("generation " + (saved + 1) + " |"), resumed.out());
    }

    /**
     * A stop while the champion's measurement games are played (here a yardstick match against
     * an alpha-beta player to depth 30, whose first move alone would take hours) does not wait
     * for them: they are cancelled, the saved generation stands, and a resume records its
     * champion.
     */
    @Test
    void aSignalDuringTheChampionsGamesStopsTheRunAtOnce() throws Exception {
        Path dir = temp.resolve("measured");
        List<String> command = CliRun.childCommand(List.of(), List.of("evolve", "--run-dir", dir.toString(), "--population",
                "6", "--elites", "2", "--search", "minimax:1", "--generations", "0", "--threads", "2",
                "--set", "champions.yardstick=heuristic:30", "--set", "champions.yardstickEvery=1"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(temp.resolve("measured.out").toFile()).start();
        Path snapshot = RunLayout.of(dir).snapshot(0);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (!Files.exists(snapshot) && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertTrue(Files.exists(snapshot), "generation 0 was saved");
        Thread.sleep(1000); // into the yardstick match
        long signalled = System.nanoTime();
        process.toHandle().destroy(); // SIGTERM
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the run ended");
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - signalled);
        String output = Files.readString(temp.resolve("measured.out"));
        assertTrue(seconds < 30, "stopped " + seconds + " s after the signal (the shutdown hook waits 120 s)");
        assertTrue(output.contains("stopping after generation 0, which is saved"), output);
        assertTrue(output.matches("(?s).*stopped after [\\d:]+: generation 0 saved.*"), output);
        assertTrue(Files.notExists(RunLayout.of(dir).champion(0)), "no champion measured with games cut short");

        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString(), "--generations", "1",
                "--set", "champions.yardstick=heuristic:1");
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains("generation 0: recording its champion"), resumed.out());
        assertTrue(Files.exists(RunLayout.of(dir).champion(0)) && Files.exists(RunLayout.of(dir).champion(1)));
    }

    /**
     * Ctrl-C typed on a real terminal (a pseudo-terminal made by util-linux {@code script})
     * during a tournament, while the progress bar is drawn: the run stops cleanly too.
     */
    @Test
    void ctrlCOnATerminalDuringATournamentStopsTheRunCleanly() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "needs util-linux script");
        Path dir = temp.resolve("terminal-run");
        List<String> command = CliRun.childCommand(List.of(), List.of("evolve", "--run-dir", dir.toString(), "--population",
                "6", "--elites", "2", "--search", "minimax:4", "--generations", "0", "--threads", "1"));
        // A job started in the background by a shell without job control (mvn ... &) ignores
        // SIGINT, and so would every process under it, Ctrl-C included: the run gets SIGINT's
        // default handling back, as in a user's terminal (GNU env, coreutils 8.31 and later).
        Assumptions.assumeTrue(new ProcessBuilder("env", "--default-signal=INT", "true").start().waitFor() == 0,
                "needs GNU env --default-signal");
        String shell = "exec env --default-signal=INT " + command.stream().map(a -> "'" + a.replace("'", "'\\''") + "'")
                .collect(Collectors.joining(" "));
        Process terminal = new ProcessBuilder("/usr/bin/script", "-qefc", shell, "/dev/null").redirectErrorStream(true).start();
        // A watchdog, so that a hang fails the test rather than the build. It measures no run's
        // length, which a loaded machine stretches at will: it ends the run only when the terminal
        // has been silent for minutes (the progress bar is redrawn at every game), or when the run
        // has not stopped a minute after Ctrl-C (it finishes the game under way and saves).
        AtomicLong lastOutput = new AtomicLong(System.nanoTime());
        AtomicLong typedAt = new AtomicLong();
        AtomicReference<String> hang = new AtomicReference<>();
        Thread.ofPlatform().daemon().start(() -> {
            try {
                while (!terminal.waitFor(1, TimeUnit.SECONDS)) {
                    long now = System.nanoTime();
                    if (now - lastOutput.get() > TimeUnit.MINUTES.toNanos(3)) {
                        hang.set("no output for 3 minutes");
                    } else if (typedAt.get() != 0 && now - typedAt.get() > TimeUnit.MINUTES.toNanos(1)) {
                        hang.set("still running a minute after Ctrl-C");
                    } else {
                        continue;
                    }
                    terminal.descendants().forEach(ProcessHandle::destroyForcibly);
                    terminal.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        StringBuilder seen = new StringBuilder();
        try (InputStreamReader out = new InputStreamReader(terminal.getInputStream(), StandardCharsets.UTF_8);
             OutputStream keys = terminal.getOutputStream()) {
            char[] buffer = new char[4096];
            for (int n; (n = out.read(buffer)) >= 0; ) {
                lastOutput.set(System.nanoTime());
                seen.append(buffer, 0, n);
                // Typed while generation 2's bar is drawn: a tournament is under way.
                int bar = seen.indexOf("generation 2: tournament");
                if (typedAt.get() == 0 && bar >= 0 && seen.indexOf("games", bar) >= 0) {
                    keys.write(3); // Ctrl-C
                    keys.flush();
                    typedAt.set(System.nanoTime());
                }
            }
        }
        assertTrue(terminal.waitFor(60, TimeUnit.SECONDS));
        assertEquals(null, hang.get(), seen.toString());
        assertEquals(0, terminal.exitValue(), "Ctrl-C's clean stop exits with 0, not 130: " + seen); // script -e: the run's status
        assertTrue(seen.toString().matches("(?s).*stopped after [\\d:]+: generation [12] saved; to continue:\\R"
                + "  \\./evodraughts evolve --resume .*"), seen.toString());
        assertTrue(Files.readString(RunLayout.of(dir).log()).matches("(?s).*stopped after [\\d:]+: generation [12] saved; "
                + "to continue: \\./evodraughts evolve --resume .*"));
    }
}
