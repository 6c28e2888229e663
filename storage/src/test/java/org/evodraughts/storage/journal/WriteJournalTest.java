package org.evodraughts.storage.journal;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.Samples;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.records.StoredRecord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WriteJournalTest {
    @TempDir
    Path directory;

    @Test
    void entriesOfEveryKindComeBackEqualAndInOrder() throws IOException {
        Path journalDirectory = directory.resolve("pending-writes");
        WriteJournal.Opened empty = WriteJournal.open(journalDirectory);
        assertEquals(List.of(), empty.entries());
        assertFalse(Files.exists(journalDirectory), "created only when needed");

        List<StoredRecord> records = List.of(Samples.run(RunId.of("r1")), Samples.generation(RunId.of("r1"), 0, 3),
                Samples.champion(RunId.of("r1"), 0, 1, OptionalDouble.empty()), Samples.game(RunId.of("r1"), 0, 0),
                Samples.run(RunId.of("r1")).ended(RunStatus.FINISHED, Samples.START.plusSeconds(1)),
                Samples.generation(RunId.of("r1"), 0, 3).withoutPopulation());
        for (StoredRecord record : records) {
            empty.journal().append(record);
        }
        WriteJournal.Opened reopened = WriteJournal.open(journalDirectory);
        assertEquals(records, reopened.entries().stream().map(WriteJournal.Entry::record).toList());
        GenerationRecord generation = (GenerationRecord) reopened.entries().get(1).record();
        assertEquals(Double.doubleToRawLongBits(Samples.generation(RunId.of("r1"), 0, 3).population().get(0)[0][40 + 16 + 3]),
                Double.doubleToRawLongBits(generation.population().get(0)[0][40 + 16 + 3]), "NaN payload kept");
    }

    @Test
    void sequenceNumbersContinueAfterTheHighestFound() throws IOException {
        WriteJournal journal = WriteJournal.open(directory).journal();
        journal.append(Samples.run(RunId.of("a")));
        WriteJournal.Entry second = journal.append(Samples.run(RunId.of("b")));
        journal.remove(journal.append(Samples.run(RunId.of("c"))));
        WriteJournal.Opened reopened = WriteJournal.open(directory);
        assertEquals(List.of(0L, 1L), reopened.entries().stream().map(WriteJournal.Entry::sequence).toList());
        journal.remove(second);
        WriteJournal.Entry next = reopened.journal().append(Samples.run(RunId.of("d")));
        assertEquals(2, next.sequence());
    }

    @Test
    void leftoverTemporaryFilesAreDeletedAndUnreadableEntriesSetAside() throws IOException {
        WriteJournal journal = WriteJournal.open(directory).journal();
        journal.append(Samples.run(RunId.of("a")));
        Path leftover = Files.write(directory.resolve(".0000000000000000001.bson.77.tmp"), new byte[] {1});
        Path torn = Files.write(directory.resolve("0000000000000000005.bson"), new byte[] {9, 0, 0, 0, 3});
        WriteJournal.Opened reopened = WriteJournal.open(directory);
        assertEquals(List.of(Samples.run(RunId.of("a"))), reopened.entries().stream().map(WriteJournal.Entry::record).toList());
        assertFalse(Files.exists(leftover));
        assertFalse(Files.exists(torn));
        assertTrue(Files.exists(directory.resolve(WriteJournal.REJECTED).resolve("0000000000000000005.bson")));
        assertEquals(6, reopened.journal().append(Samples.run(RunId.of("b"))).sequence(), "never reuses a set-aside number");
    }
}
