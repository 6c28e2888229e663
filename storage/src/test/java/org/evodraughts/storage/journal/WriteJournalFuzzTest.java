package org.evodraughts.storage.journal;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.Samples;
import org.evodraughts.storage.records.StoredRecord;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalDouble;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.evodraughts.fuzz.Fuzz;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * Fuzzes the write journal's reader: a mutated entry comes back as a record that writes and
 * reads back the same, or is set aside in {@code rejected}, byte for byte; opening the journal
 * never fails because of an entry, and never hangs; the reason it logs for setting one aside is
 * one line.
 */
class WriteJournalFuzzTest {
    private static final String ENTRY = "0000000000000000000.bson";

    @TempDir
    Path directory;

    @Test
    void aMutatedEntryIsReadOrSetAsideWithAOneLineReason() {
        // The journal's reason for setting an entry aside is its log line: kept here, not printed.
        Logger logger = (Logger) LoggerFactory.getLogger(WriteJournal.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        logger.addAppender(logged);
        logger.setAdditive(false);
        try {
            fuzz(logged);
        } finally {
            logger.setAdditive(true);
            logger.detachAppender(logged);
        }
    }

    private void fuzz(ListAppender<ILoggingEvent> logged) {
        List<byte[]> valid = List.of(WriteJournal.encode(Samples.run(RunId.of("r1"))), WriteJournal.encode(Samples.generation(RunId.of("r1"), 3, 2)),
                WriteJournal.encode(Samples.champion(RunId.of("r1"), 3, 1.5, OptionalDouble.of(0.25))),
                WriteJournal.encode(Samples.game(RunId.of("r1"), 3, 1)), deeplyNested(10_000));
        Fuzz.run(5, valid, 150, Duration.ofSeconds(30), input -> {
            Path journal = Files.createTempDirectory(directory, "journal");
            Files.write(journal.resolve(ENTRY), input);
            List<WriteJournal.Entry> entries = WriteJournal.open(journal).entries();
            if (entries.isEmpty()) {
                assertArrayEquals(input, Files.readAllBytes(journal.resolve(WriteJournal.REJECTED).resolve(ENTRY)));
                Fuzz.assertOneLine(logged.list.getLast().getFormattedMessage(), "the reason logged: ", null);
            } else {
                StoredRecord record = entries.getFirst().record();
                assertEquals(record, WriteJournal.decode(WriteJournal.encode(record)));
                assertTrue(Files.exists(journal.resolve(ENTRY)));
            }
        });
    }

    /** A journal entry {@code {kind: "run", record: {a: {a: …}}}} nested {@code depth} documents deep. */
    private static byte[] deeplyNested(int depth) {
        // Each level is its length, the element header (type 3, name "a"), the level inside, and a closing 0.
        int innermost = 5;
        ByteBuffer nested = ByteBuffer.allocate(innermost + 8 * depth).order(ByteOrder.LITTLE_ENDIAN);
        for (int level = depth; level > 0; level--) {
            nested.putInt(innermost + 8 * level).put((byte) 0x03).put((byte) 'a').put((byte) 0);
        }
        nested.putInt(innermost).put((byte) 0);
        for (int level = 0; level < depth; level++) {
            nested.put((byte) 0);
        }
        byte[] kind = "run".getBytes(StandardCharsets.UTF_8);
        byte[] string = ByteBuffer.allocate(4 + kind.length + 1).order(ByteOrder.LITTLE_ENDIAN).putInt(kind.length + 1).put(kind).array();
        ByteArrayOutputStream elements = new ByteArrayOutputStream();
        elements.writeBytes(element(0x02, "kind", string));
        elements.writeBytes(element(0x03, "record", nested.array()));
        return bson(elements.toByteArray());
    }

    private static byte[] element(int type, String name, byte[] value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(type);
        out.writeBytes(name.getBytes(StandardCharsets.UTF_8));
        out.write(0);
        out.writeBytes(value);
        return out.toByteArray();
    }

    /** A BSON document of {@code elements}: its length, the elements, a closing 0. */
    private static byte[] bson(byte[] elements) {
        return ByteBuffer.allocate(4 + elements.length + 1).order(ByteOrder.LITTLE_ENDIAN)
                .putInt(4 + elements.length + 1).put(elements).put((byte) 0).array();
    }
}
