package org.evodraughts.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TextFilesTest {
    @TempDir
    Path temp;

    @Test
    void readsUtf8Text() throws IOException {
        Path file = Files.writeString(temp.resolve("a.txt"), "Zürich ♛\n");
        assertEquals("Zürich ♛\n", TextFiles.read(file, "text file"));
    }

    @Test
    void failuresNameTheFileAndSayWhatIsWrong() throws IOException {
        Path missing = temp.resolve("none.json");
        assertEquals("network file " + missing + " does not exist", message(missing));
        Path directory = Files.createDirectory(temp.resolve("dir.json"));
        assertEquals("network file " + directory + " is a directory, not a file", message(directory));
        Path binary = Files.write(temp.resolve("bin.json"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, '{'});
        assertEquals("network file " + binary + " is not UTF-8 text (is it a binary file?)", message(binary));
    }

    /** A FIFO would block the reader for ever, /dev/zero and /dev/urandom would fill the heap. */
    @Test
    void onlyRegularFilesAreRead() throws Exception {
        for (String device : new String[] {"/dev/zero", "/dev/urandom", "/dev/null"}) {
            Path file = Path.of(device);
            if (Files.exists(file)) {
                assertEquals("network file " + file + " is not a regular file (a device, pipe or socket?)", message(file));
            }
        }
        Path fifo = temp.resolve("fifo.json");
        if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertEquals(
                    "network file " + fifo + " is not a regular file (a device, pipe or socket?)", message(fifo)));
        }
    }

    /**
     * A 2 GiB file (sparse: it costs no disk) is refused by its size, before a byte is read: it
     * had 256 MiB read and held (646 MB of memory for {@code --from}) before its refusal.
     */
    @Test
    void aFileLargerThanTheCapIsRefusedByItsSizeBeforeItIsRead() throws IOException {
        Path huge = temp.resolve("huge.json");
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(2L << 30);
        }
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        assertEquals("network file " + huge + " is larger than 256 MiB; it cannot be one", message(huge));
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < 16 << 20, allocated + " bytes allocated to refuse it");
    }

    @Test
    void aWriteThatFailsNamesTheFile() throws IOException {
        Path notADirectory = Files.writeString(temp.resolve("plain"), "x");
        Path target = notADirectory.resolve("child.json");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(target, "{}"));
        assertTrue(e.getMessage().startsWith("cannot write " + target.toAbsolutePath() + ": "), e.getMessage());
    }

    private static String message(Path file) {
        return assertThrows(IOException.class, () -> TextFiles.read(file, "network file")).getMessage();
    }
}
