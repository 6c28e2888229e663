package org.evodraughts.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Only regular files are read, and a FIFO never blocks the reader: not one at the path, nor one
 * swapped in for a regular file while it is being opened, which the look-then-open readers could
 * not rule out. The FIFOs are real ({@code mkfifo} in a temporary directory).
 */
class RegularFilesTest {
    @TempDir
    Path temp;

    @Test
    void aRegularFileIsReadAndAnythingElseNamedInOneLine() throws Exception {
        Path file = Files.writeString(temp.resolve("run.json"), "{}");
        assertEquals("{}", TextFiles.read(file, "run record copy"));
        Path fifo = fifo("run.lock");
        IOException refused = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(IOException.class, () -> TextFiles.read(fifo, "lock file")));
        assertEquals("lock file " + fifo + " is not a regular file (a device, pipe or socket?)", refused.getMessage());
        assertEquals("config " + temp + " is a directory, not a file",
                assertThrows(IOException.class, () -> TextFiles.read(temp, "config")).getMessage());
        assertEquals("config " + temp.resolve("nothing") + " does not exist",
                assertThrows(IOException.class, () -> TextFiles.read(temp.resolve("nothing"), "config")).getMessage());
    }

    /**
     * The path is switched between a regular file and a FIFO as fast as renames go, while it is read
     * thousands of times: each read gives the file's text or says it is no regular file, and none
     * waits. Looking first and opening after hung here within moments.
     */
    @Test
    void aFifoSwappedInWhileTheFileIsOpenedNeverBlocksTheReader() throws Exception {
        Path regular = Files.writeString(temp.resolve("regular"), "text");
        Path fifo = fifo("fifo");
        Path path = temp.resolve("run.lock"), link = temp.resolve("link");
        AtomicBoolean stop = new AtomicBoolean();
        Thread swapper = Thread.ofPlatform().daemon().start(() -> {
            try {
                for (int i = 0; !stop.get(); i++) {
                    Files.createLink(link, i % 2 == 0 ? fifo : regular);
                    Files.move(link, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        int[] outcomes = new int[2];
        try {
            while (!Files.exists(path)) {
                Thread.onSpinWait();
            }
            assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                for (int i = 0; i < 5_000; i++) {
                    try {
                        assertEquals("text", TextFiles.read(path, "lock file"));
                        outcomes[0]++;
                    } catch (IOException e) {
                        assertTrue(e.getMessage().endsWith(" is not a regular file (a device, pipe or socket?)"), e.getMessage());
                        outcomes[1]++;
                    }
                }
            });
        } finally {
            stop.set(true);
            swapper.join(10_000);
            // A reader stuck on the FIFO (the failure this test looks for) is let go by a writer.
            // The writer opens without creating: after the test the temporary directory is being
            // deleted, and a FileOutputStream made a new "fifo" there, which failed the deletion.
            Thread.ofPlatform().daemon().start(() -> {
                try (OutputStream writer = Files.newOutputStream(fifo, StandardOpenOption.WRITE)) {
                    writer.write('\n');
                } catch (IOException ignored) {
                    // no reader was stuck
                }
            });
        }
        assertTrue(outcomes[0] > 0 && outcomes[1] > 0, "both kinds were met: " + outcomes[0] + " and " + outcomes[1]);
    }

    private Path fifo(String name) throws IOException, InterruptedException {
        Path fifo = temp.resolve(name);
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        return fifo;
    }
}
