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

    /**
     * The rename would put a regular file in place of a device or FIFO (as root, {@code /dev/full}
     * became a JSON file), and a link to one would be replaced by a file: each is refused, before
     * anything is written, and left as it was.
     */
    @Test
    void aDeviceAFifoOrALinkToOneIsNeverReplaced() throws Exception {
        Path fifo = SpecialFiles.fifo(directory.resolve("fifo.json"));
        Path link = Files.createSymbolicLink(directory.resolve("link.json"), fifo);
        for (Path target : List.of(fifo, link)) {
            IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(target, "{}"));
            assertEquals("cannot write " + target.toAbsolutePath() + ": it is not a regular file (a device, pipe or socket?);"
                    + " give a regular file or a new path", e.getMessage());
        }
        assertEquals("fifo", SpecialFiles.kind(fifo));
        assertEquals("link", SpecialFiles.kind(link));
        Path device = SpecialFiles.deviceNode(directory.resolve("null"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(device, new byte[] {1}));
        assertTrue(e.getMessage().endsWith(" is not a regular file (a device, pipe or socket?); give a regular file or a new path"),
                e.getMessage());
        assertEquals("device", SpecialFiles.kind(device));
        try (Stream<Path> files = Files.list(directory)) {
            assertTrue(files.noneMatch(AtomicFiles::isTemporary), "nothing was written");
        }
    }

    /** A directory in the way is named as the caller named it, not by the temporary file's name. */
    @Test
    void aDirectoryIsNamedAsTheTarget() throws IOException {
        Path target = Files.createDirectory(directory.resolve("out"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(target, "{}"));
        assertEquals("cannot write " + target.toAbsolutePath() + ": it is a directory, not a file", e.getMessage());
        IOException checked = assertThrows(IOException.class, () -> AtomicFiles.checkReplaceable(target, "--out out"));
        assertEquals("--out out is a directory, not a file", checked.getMessage());
    }

    /** A link to a regular file is replaced by the new file, as before; its old target is left as it was. */
    @Test
    void aLinkToARegularFileIsReplacedByTheFile() throws IOException {
        Path old = Files.writeString(directory.resolve("old.json"), "old");
        Path link = Files.createSymbolicLink(directory.resolve("link.json"), old);
        AtomicFiles.checkReplaceable(link, "--out link.json");
        AtomicFiles.writeString(link, "new");
        assertEquals("file", SpecialFiles.kind(link));
        assertEquals("new", Files.readString(link));
        assertEquals("old", Files.readString(old));
    }

    private List<Path> list() throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
