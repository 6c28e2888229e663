package org.evodraughts.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tree written as its user's own: through a link in the place of one of its directories
 * nothing is written, appended, renamed or deleted, and the directory linked to keeps every byte;
 * nor is anything another user owns changed. Real links, real files.
 */
class OwnTreeTest {
    @TempDir
    Path temp;
    private Path root;
    private Path victim;
    private OwnTree tree;

    @BeforeEach
    void aTreeAndADirectoryALinkCouldPointTo() throws IOException {
        root = Files.createDirectories(temp.resolve("run"));
        Files.createDirectories(root.resolve("charts"));
        victim = Files.createDirectories(temp.resolve("victim"));
        Files.writeString(victim.resolve("mean-of-means.png"), "the victim's own chart");
        Files.writeString(victim.resolve("generation-000001.json"), "the victim's own file");
        tree = OwnTree.of(root);
    }

    @Test
    void writesAppendsRenamesAndDeletesInItsOwnDirectories() throws IOException {
        Path chart = root.resolve("charts").resolve("mean-of-means.png");
        tree.write(chart, "png".getBytes(StandardCharsets.UTF_8));
        tree.write(chart, "png 2".getBytes(StandardCharsets.UTF_8));
        assertEquals("png 2", Files.readString(chart));
        Path progress = root.resolve("progress.jsonl");
        tree.append(progress, "a\n".getBytes(StandardCharsets.UTF_8));
        tree.append(progress, "b\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("a\nb\n", Files.readString(progress));
        tree.createDirectories(root.resolve("generations").resolve("deeper"));
        assertTrue(Files.isDirectory(root.resolve("generations").resolve("deeper")));
        assertEquals(root.resolve("charts").resolve("x.unreadable"), tree.rename(chart, "x.unreadable"));
        Path second = root.resolve("charts").resolve("y");
        Files.writeString(second, "y");
        assertEquals(root.resolve("charts").resolve("x.unreadable-2"), tree.rename(second, "x.unreadable"));
        assertTrue(tree.delete(root.resolve("charts").resolve("x.unreadable")));
        assertFalse(tree.delete(root.resolve("charts").resolve("x.unreadable")));
        assertFalse(tree.delete(root.resolve("missing").resolve("file")));
        try (Stream<Path> files = Files.list(root.resolve("charts"))) {
            assertEquals(List.of("x.unreadable-2"), files.map(f -> f.getFileName().toString()).toList(), "no temporary file left");
        }
    }

    @Test
    void nothingGoesThroughALinkInThePlaceOfADirectory() throws IOException {
        Files.move(root.resolve("charts"), root.resolve("charts.old"));
        Path link = Files.createSymbolicLink(root.resolve("charts"), victim);
        Path generations = Files.createSymbolicLink(root.resolve("generations"), victim);
        Map<String, String> before = contents(victim);
        String refusal = link + " is a symbolic link (to " + victim + "), and nothing in " + root
                + " is written through one; remove it (put back what it replaced), then go on";

        List<ThrowingAction> writes = List.of(
                () -> tree.write(link.resolve("mean-of-means.png"), new byte[] {1}),
                () -> tree.write(link.resolve("mean-of-means.png"), temporary -> Files.writeString(temporary, "x")),
                () -> tree.append(link.resolve("mean-of-means.png"), new byte[] {1}),
                () -> tree.rename(link.resolve("mean-of-means.png"), "aside"),
                () -> tree.createDirectories(link.resolve("deeper")),
                () -> tree.check(link.resolve("mean-of-means.png")),
                () -> tree.check(link));
        for (ThrowingAction write : writes) {
            IOException e = assertThrows(IOException.class, write::run);
            assertEquals(refusal, e.getMessage());
        }
        IOException pruned = assertThrows(IOException.class, () -> tree.delete(generations.resolve("generation-000001.json")));
        assertTrue(pruned.getMessage().startsWith(generations + " is a symbolic link"), pruned.getMessage());
        assertEquals(before, contents(victim), "the directory linked to keeps every byte");
    }

    @Test
    void aLinkInThePlaceOfAFileIsNeitherFollowedNorReplacedButMayBeDeleted() throws IOException {
        Path link = Files.createSymbolicLink(root.resolve("progress.jsonl"), victim.resolve("generation-000001.json"));
        Map<String, String> before = contents(victim);
        assertThrows(IOException.class, () -> tree.append(link, new byte[] {1}));
        assertThrows(IOException.class, () -> tree.write(link, new byte[] {1}));
        assertTrue(Files.isSymbolicLink(link), "the link is left for its owner to see");
        assertTrue(tree.delete(link), "deleting a link deletes the link alone");
        assertEquals(before, contents(victim));
    }

    @Test
    void aDirectoryOrFifoInThePlaceOfAFileIsRefused() throws Exception {
        Path directory = Files.createDirectories(root.resolve("run.json"));
        IOException e = assertThrows(IOException.class, () -> tree.write(directory, new byte[] {1}));
        assertEquals(directory + " is a directory, not a file; move it aside, then go on", e.getMessage());
        Path fifo = root.resolve("progress.jsonl");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "needs mkfifo");
        assertThrows(IOException.class, () -> tree.append(fifo, new byte[] {1}));
        assertTrue(Files.readAttributes(fifo, java.nio.file.attribute.BasicFileAttributes.class).isOther(), "the FIFO is left as it was");
    }

    @Test
    void anInterruptedThreadStillWritesAndKeepsItsInterrupt() throws IOException {
        Path file = root.resolve("charts").resolve("a.json");
        Thread.currentThread().interrupt();
        try {
            tree.write(file, "{}".getBytes(StandardCharsets.UTF_8));
            tree.append(file, "\n".getBytes(StandardCharsets.UTF_8));
        } finally {
            assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
        }
        assertEquals("{}\n", Files.readString(file));
    }

    @Test
    void aRootOtherUsersMayWriteToIsSaidToBeOne() throws IOException {
        assertEquals(Optional.empty(), tree.writableByOthers());
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertEquals(Optional.of("rwxrwxrwx"), tree.writableByOthers());
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxrwx---"));
        assertEquals(Optional.of("rwxrwx---"), tree.writableByOthers());
        assertEquals(Optional.empty(), tree.otherOwner());
    }

    /** As root: what another user owns in the tree, or the root itself, is theirs to change, and refused. */
    @Test
    void whatAnotherUserOwnsIsRefused() throws IOException {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root, to give files to another user");
        var nobody = root.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        Path charts = root.resolve("charts");
        Files.setOwner(charts, nobody);
        IOException e = assertThrows(IOException.class, () -> tree.write(charts.resolve("a.png"), new byte[] {1}));
        assertEquals(charts + " belongs to nobody, another user, who could change what is written there; move it aside, "
                + "then go on", e.getMessage());
        Path theirs = Files.writeString(root.resolve("run.json"), "theirs");
        Files.setOwner(theirs, nobody);
        assertThrows(IOException.class, () -> tree.write(theirs, new byte[] {1}));
        assertThrows(IOException.class, () -> tree.delete(theirs));
        assertEquals("theirs", Files.readString(theirs));

        Files.setOwner(root, nobody);
        assertEquals(Optional.of("nobody"), tree.otherOwner());
        Path linked = Files.createSymbolicLink(temp.resolve("linked"), victim);
        Files.getFileAttributeView(linked, java.nio.file.attribute.FileOwnerAttributeView.class, LinkOption.NOFOLLOW_LINKS)
                .setOwner(nobody); // the link's own owner
        assertEquals(Optional.of("nobody"), OwnTree.of(linked).otherOwner(), "a link at the root's path is its owner's to change");
    }

    @FunctionalInterface
    private interface ThrowingAction {
        void run() throws IOException;
    }

    private static Map<String, String> contents(Path directory) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> list = Files.list(directory)) {
            for (Path file : list.toList()) {
                files.put(file.getFileName().toString(), Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                        ? Files.readString(file) + " " + Files.getLastModifiedTime(file) : "not a file");
            }
        }
        return files;
    }
}
