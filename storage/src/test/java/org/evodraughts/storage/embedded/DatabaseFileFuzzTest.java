package org.evodraughts.storage.embedded;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.Samples;
import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded fuzzing of the embedded database file (the journal's entries have WriteJournalFuzzTest):
 * a damaged {@code mongo.mv} opens and reads, or fails with one line naming it, never a hang.
 */
class DatabaseFileFuzzTest {
    @TempDir
    Path temp;

    @Test
    void aDamagedDatabaseFileReadsOrFailsInOneLine() throws IOException {
        Path source = Files.createDirectories(temp.resolve("source"));
        try (ResilientRunStore store = RunStores.open(source, StoreOptions.defaults())) {
            store.save(Samples.run(RunId.of("r")));
            store.save(Samples.generation(RunId.of("r"), 0, 3));
        }
        byte[] good = Files.readAllBytes(RunLayout.of(source).database());
        SplittableRandom random = new SplittableRandom(16);
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (int round = 0; round < 12; round++) {
                Path directory = Files.createDirectories(temp.resolve("db-" + round));
                Files.write(RunLayout.of(directory).database(), damage(good, random));
                try (ResilientRunStore store = RunStores.open(directory, StoreOptions.defaults())) {
                    store.runs();
                    store.latestGeneration(RunId.of("r"));
                } catch (IOException | StorageException e) {
                    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
                    assertTrue(e.getMessage().contains(RunLayout.DATABASE_FILE), e.getMessage());
                } catch (RuntimeException e) {
                    fail("round " + round + ": " + e, e);
                }
            }
        });
    }

    /** Cuts, flips or overwrites bytes. */
    private static byte[] damage(byte[] bytes, SplittableRandom random) {
        byte[] copy = bytes.clone();
        switch (random.nextInt(3)) {
            case 0 -> {
                return java.util.Arrays.copyOf(copy, random.nextInt(copy.length));
            }
            case 1 -> {
                for (int i = 0; i < 1 + random.nextInt(8); i++) {
                    copy[random.nextInt(copy.length)] ^= (byte) (1 << random.nextInt(8));
                }
            }
            default -> {
                int at = random.nextInt(copy.length), length = Math.min(copy.length - at, 1 + random.nextInt(64));
                byte[] noise = new byte[length];
                random.nextBytes(noise);
                System.arraycopy(noise, 0, copy, at, length);
            }
        }
        return copy;
    }
}
