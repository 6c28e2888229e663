package org.evodraughts.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A full disk is found under its wrappers and said in a few words, as a run's failures gave it. */
class DiskFullTest {
    @TempDir
    Path temp;

    @Test
    void theReasonIsFoundUnderTheWrappers() {
        IOException reason = new IOException("No space left on device");
        RuntimeException h2 = new RuntimeException("cannot flush run database runs/r/mongo.mv: "
                + "java.util.concurrent.ExecutionException: org.h2.mvstore.MVStoreException: Writing to "
                + "sun.nio.ch.FileChannelImpl@2ca31977 failed; length 4096 at 20480 [2.3.232/2]",
                new RuntimeException("wrapper", new UncheckedIOException(reason)));
        assertTrue(DiskFull.caused(h2, temp));
        RuntimeException later = new RuntimeException("the end could not be saved");
        later.addSuppressed(h2);
        assertTrue(DiskFull.caused(later, temp));
        assertFalse(DiskFull.caused(new IOException("Permission denied"), temp), "this disk has room");
        assertFalse(DiskFull.caused(new IllegalArgumentException("bad key"), temp));
    }

    @Test
    void whatFailedIsTheOuterMessageWithoutTheWrappedOnes() {
        assertEquals("cannot flush run database runs/r/mongo.mv", DiskFull.what(new RuntimeException(
                "cannot flush run database runs/r/mongo.mv: java.util.concurrent.ExecutionException: "
                        + "org.h2.mvstore.MVStoreException: Writing to sun.nio.ch.FileChannelImpl@2ca31977 failed")));
        assertEquals("cannot save run r in embedded MongoDB on runs/r/mongo.mv", DiskFull.what(new RuntimeException(
                "cannot save run r in embedded MongoDB on runs/r/mongo.mv: Command execution failed on MongoDB server "
                        + "with error -1: 'Unknown error: Map meta.evodraughts.runs(5) is closed. org.h2.mvstore…'")));
        assertEquals("cannot write runs/r/generations/generation-000001.json", DiskFull.what(
                new IOException("cannot write runs/r/generations/generation-000001.json: No space left on device")));
        // A training's failure reaches the command wrapped: the wrapper's message is its cause's toString().
        assertEquals("cannot write out.json.checkpoint", DiskFull.what(new java.io.UncheckedIOException(
                new IOException("cannot write out.json.checkpoint: No space left on device"))));
    }
}
