package org.evodraughts.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded fuzzing of the storage's own files: the write journal's entries and the embedded
 * database file. A damaged journal entry is set aside, never read wrong or left blocking the
 * others; a damaged database file opens and reads, or fails with one line, never a hang.
 */
class StorageFuzzTest {
    @TempDir
    Path temp;

    @Test
    void damagedJournalEntriesAreSetAsideAndTheRestRead() throws IOException {
        SplittableRandom random = new SplittableRandom(15);
        List<StoredRecord> records = List.of(Samples.run("r"), Samples.generation("r", 0, 3), Samples.game("r", 0, 1));
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int round = 0; round < 200; round++) {
                Path directory = Files.createDirectories(temp.resolve("journal-" + round));
                StoredRecord record = records.get(random.nextInt(records.size()));
                byte[] good = WriteJournal.encode(record);
                Files.write(directory.resolve(String.format("%019d.bson", 1)), good);
                Files.write(directory.resolve(String.format("%019d.bson", 2)), damage(good, random));
                WriteJournal.Opened opened = WriteJournal.open(directory);
                assertTrue(opened.entries().size() >= 1, "the intact entry is read");
                assertEquals(record, opened.entries().getFirst().record());
                if (opened.entries().size() == 1) {
                    try (Stream<Path> rejected = Files.list(directory.resolve(WriteJournal.REJECTED))) {
                        assertEquals(1, rejected.count(), "the damaged entry is set aside, not lost");
                    }
                }
            }
        });
    }

    @Test
    void aDamagedDatabaseFileReadsOrFailsInOneLine() throws IOException {
        Path source = Files.createDirectories(temp.resolve("source"));
        try (ResilientRunStore store = RunStores.open(source, StoreOptions.defaults())) {
            store.save(Samples.run("r"));
            store.save(Samples.generation("r", 0, 3));
        }
        byte[] good = Files.readAllBytes(source.resolve(RunStores.EMBEDDED_DATABASE_FILE));
        SplittableRandom random = new SplittableRandom(16);
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (int round = 0; round < 12; round++) {
                Path directory = Files.createDirectories(temp.resolve("db-" + round));
                Files.write(directory.resolve(RunStores.EMBEDDED_DATABASE_FILE), damage(good, random));
                try (ResilientRunStore store = RunStores.open(directory, StoreOptions.defaults())) {
                    store.runs();
                    store.latestGeneration("r");
                } catch (IOException | StorageException e) {
                    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
                    assertTrue(e.getMessage().contains(RunStores.EMBEDDED_DATABASE_FILE), e.getMessage());
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
