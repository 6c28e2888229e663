package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpenRunTest {
    @TempDir
    Path temp;

    @Test
    void aNewRunGetsAPrivateDirectoryOfItsOwnAndIsOpenedAgainToContinue() throws IOException {
        EvolutionConfig config = TestConfigs.tiny(4, 2, 5, 1);
        Path path = temp.resolve("r1");
        try (OpenRun run = OpenRun.start(config, path)) {
            assertEquals(path, run.directory().path());
            assertEquals(RunId.of("r1"), run.directory().runId());
            assertEquals(config, run.config());
            assertTrue(Files.isRegularFile(RunLayout.of(path).config()));
            assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(path));
            assertThrows(IOException.class, () -> OpenRun.resume(path, Map.of(), Map.of()), "the run is held");
        }
        try (OpenRun run = OpenRun.resume(path, Map.of("stop.generations", "9"), Map.of())) {
            assertEquals(9, run.config().stop().generations());
        }
        assertEquals(9, RunDirectory.open(path, Map.of()).config().stop().generations(), "the override is saved");
    }

    @Test
    void aGivenDirectoryMustBeEmptyAndKeepsItsModeAndWhatItHolds() throws IOException {
        EvolutionConfig config = TestConfigs.tiny(4, 2, 5, 1);
        Path used = Files.createDirectories(temp.resolve("used"));
        Files.writeString(used.resolve("notes.txt"), "mine");
        assertEquals("run directory " + used + " is not empty; choose a new or empty directory for a new run",
                assertThrows(IllegalArgumentException.class, () -> OpenRun.start(config, used)).getMessage());
        assertEquals("mine", Files.readString(used.resolve("notes.txt")));

        Path empty = Files.createDirectories(temp.resolve("empty"));
        Files.setPosixFilePermissions(empty, PosixFilePermissions.fromString("rwxr-x---"));
        OpenRun.start(config, empty).close();
        assertEquals(PosixFilePermissions.fromString("rwxr-x---"), Files.getPosixFilePermissions(empty));
    }

    @Test
    void aBadNameIsRefusedBeforeAnythingIsMade() {
        Path hidden = temp.resolve(".hidden");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> OpenRun.start(TestConfigs.tiny(4, 2, 5, 1), hidden))
                .getMessage().startsWith("'.hidden' cannot name a run"));
        assertFalse(Files.exists(hidden));
    }
}
