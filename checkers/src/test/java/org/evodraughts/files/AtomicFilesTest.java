package org.evodraughts.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path directory;

    @Test
    void writesAndReplacesAFileLeavingNoTemporaryFile() throws IOException {
        Path target = directory.resolve("champion-12.json");
        AtomicFiles.writeString(target, "{\"a\": 1}");
        assertEquals("{\"a\": 1}", Files.readString(target));
        AtomicFiles.writeString(target, "{\"b\": \"é\"}");
        assertEquals("{\"b\": \"é\"}", Files.readString(target));
        assertEquals(List.of(target), list());
    }

    @Test
    void theWrittenFileIsReadableByOthersLikeAnOrdinaryFile() throws IOException {
        Path target = directory.resolve("snapshot.json");
        AtomicFiles.writeString(target, "{}");
        Path ordinary = Files.writeString(directory.resolve("ordinary.json"), "{}");
        Set<PosixFilePermission> expected = Files.getPosixFilePermissions(ordinary);
        assertEquals(expected, Files.getPosixFilePermissions(target));
    }

    @Test
    void aFailedWriteLeavesTheOldContentAndNoTemporaryFile() throws IOException {
        Path target = directory.resolve("data");
        AtomicFiles.writeString(target, "old");
        // A directory in the way of the rename: the move fails after the temp file was written.
        Path blocked = Files.createDirectories(directory.resolve("blocked"));
        Files.writeString(blocked.resolve("inside"), "x");
        assertThrows(IOException.class, () -> AtomicFiles.writeString(blocked, "new"));
        assertEquals("old", Files.readString(target));
        assertTrue(list().stream().noneMatch(AtomicFiles::isTemporary), list().toString());
    }

    @Test
    void aMissingDirectoryIsAnIOException() {
        assertThrows(IOException.class, () -> AtomicFiles.writeString(directory.resolve("missing/file.json"), "{}"));
    }

    @Test
    void recognisesItsTemporaryFiles() {
        assertTrue(AtomicFiles.isTemporary(Path.of(".champion.json.3fa2.tmp")));
        assertFalse(AtomicFiles.isTemporary(Path.of("champion.json")));
        assertFalse(AtomicFiles.isTemporary(Path.of(".hidden")));
    }

    @Test
    void anInterruptedThreadStillWrites() throws Exception {
        Path target = directory.resolve("interrupted.json");
        Thread.currentThread().interrupt();
        try {
            AtomicFiles.writeString(target, "{}");
        } finally {
            assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
        }
        assertEquals("{}", Files.readString(target));
    }

    private List<Path> list() throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
