package org.evodraughts.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A lock file in one process; another process's refusal is in ga-engine's RunCrashTest and NetworkTrainResumeTest. */
class ProcessLockTest {
    @TempDir
    Path temp;

    @Test
    void aLockIsHeldUntilClosedAndSaysWhoHoldsIt() throws IOException {
        Path file = temp.resolve("run.lock");
        assertFalse(ProcessLock.isHeld(file));
        try (ProcessLock _ = ProcessLock.acquire(file, "run r1")) {
            assertTrue(ProcessLock.isHeld(file));
            assertTrue(Files.readString(file).matches("process " + ProcessHandle.current().pid() + " on .+ since .+\n"),
                    Files.readString(file));
            IOException twice = assertThrows(IOException.class, () -> ProcessLock.acquire(file, "run r1"));
            assertEquals("run r1 is already in use by this process", twice.getMessage());
        }
        assertFalse(ProcessLock.isHeld(file));
        assertTrue(Files.exists(file), "a lasting lock file stays");
        try (ProcessLock _ = ProcessLock.acquire(file, "run r1")) {
            assertTrue(ProcessLock.isHeld(file), "taken again once released");
        }
    }

    @Test
    void aTransientLockFileGoesWithItsLock() throws IOException {
        Path file = temp.resolve(".out.json.lock");
        try (ProcessLock _ = ProcessLock.acquireTransient(file, "--out out.json")) {
            assertTrue(ProcessLock.isHeld(file));
        }
        assertFalse(Files.exists(file));
        Files.writeString(file, "process 1 on a killed host since then\n"); // as a killed holder leaves it
        try (ProcessLock _ = ProcessLock.acquireTransient(file, "--out out.json")) {
            assertTrue(ProcessLock.isHeld(file), "a file left by a killed holder is taken over");
        }
        assertFalse(Files.exists(file));
    }

    /** A lock file that is a FIFO (planted in a shared directory, say) is refused in words, not written to. */
    @Test
    void aLockFileThatIsNotARegularFileIsRefused() throws Exception {
        Path fifo = SpecialFiles.fifo(temp.resolve("run.lock"));
        IOException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(IOException.class, () -> ProcessLock.acquire(fifo, "run r1")));
        assertEquals("run r1: its lock file " + fifo + " is not a regular file (a device, pipe or socket?)", e.getMessage());
        assertFalse(ProcessLock.isHeld(fifo));
        assertEquals("fifo", SpecialFiles.kind(fifo));
    }
}
