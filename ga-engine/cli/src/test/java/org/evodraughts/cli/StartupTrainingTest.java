package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start-up cache's training workload runs every step to the end, with its files in the folder it is given. */
class StartupTrainingTest {
    @TempDir
    Path temp;

    @Test
    void everyStepSucceeds() {
        StringWriter log = new StringWriter();
        assertEquals(0, StartupTraining.run(temp, new PrintWriter(log, true), true), log.toString());
        assertEquals(6, log.toString().lines().filter(line -> line.startsWith("$ evodraughts ")).count(), log.toString());
        assertTrue(Files.isRegularFile(temp.resolve("network.json")));
    }

    @Test
    void withoutNetworksPerftAloneRuns() {
        StringWriter log = new StringWriter();
        assertEquals(0, StartupTraining.run(temp, new PrintWriter(log, true), false), log.toString());
        assertEquals(java.util.List.of("$ evodraughts perft 6"),
                log.toString().lines().filter(line -> line.startsWith("$ evodraughts ")).toList());
        assertTrue(Files.notExists(temp.resolve("network.json")));
    }
}
