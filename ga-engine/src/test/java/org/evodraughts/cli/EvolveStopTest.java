package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.evodraughts.ga.run.RunDirectory;
import org.evodraughts.ga.run.SnapshotFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C, as a TERM signal to a child JVM (both run the shutdown hooks): the run stops cleanly. */
class EvolveStopTest {
    @TempDir
    Path temp;

    @Test
    void aSignalStopsTheRunAfterSavingAndResumeContinuesIt() throws Exception {
        Path dir = temp.resolve("run");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        // The flags this test JVM got (the project's evodraughts.jvm.flags).
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), EvodraughtsCommand.class.getName(),
                "evolve", "--run-dir", dir.toString(), "--population", "6", "--elites", "2", "--search", "minimax:2",
                "--generations", "0", "--threads", "2"));
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
        String last = lines.getLast();
        assertTrue(last.matches("stopped: generation \\d+ saved; continue with \\./evodraughts evolve --resume " + dir), String.join("\n", lines));
        int saved = Integer.parseInt(last.replaceAll("stopped: generation (\\d+) saved.*", "$1"));
        RunDirectory directory = RunDirectory.open(dir, Map.of()).directory();
        assertEquals(saved, directory.generations().getLast());
        for (int g : directory.generations()) {
            assertEquals(g, SnapshotFiles.read(directory.snapshotFile(g)).generation());
        }

        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString(), "--generations", String.valueOf(saved + 1));
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains("generation " + (saved + 1) + " |"), resumed.out());
    }
}
