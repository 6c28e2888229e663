package org.evodraughts.storage.directory;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run record's copy in {@code run.json}: read back equal, and absent or damaged reads as none. */
class RunRecordFileTest {
    @TempDir
    Path directory;

    @Test
    void aRecordReadsBackEqualRunningAndEnded() throws Exception {
        RunRecord running = RunRecord.started(RunId.of("r1"), "{\"seed\":7,\"stop\":{\"generations\":30},\"rate\":0.1}",
                7_000_000_000L, Instant.parse("2026-11-26T01:02:03.456Z"));
        RunRecordFile.write(directory, running);
        assertEquals(Optional.of(running), RunRecordFile.read(directory));

        RunRecord finished = running.ended(RunStatus.FINISHED, Instant.parse("2026-11-26T02:00:00Z"));
        RunRecordFile.write(directory, finished);
        assertEquals(Optional.of(finished), RunRecordFile.read(directory));
        assertTrue(Files.readString(RunLayout.of(directory).runRecord()).contains("\"status\": \"finished\""),
                Files.readString(RunLayout.of(directory).runRecord()));
    }

    @Test
    void noFileOrADamagedOneIsNoRecord() throws Exception {
        assertEquals(Optional.empty(), RunRecordFile.read(directory));
        Files.writeString(RunLayout.of(directory).runRecord(), "{\"runId\": \"r1\", \"sta");
        assertEquals(Optional.empty(), RunRecordFile.read(directory));
        Files.writeString(RunLayout.of(directory).runRecord(), "{\"runId\": \"r1\"}");
        assertEquals(Optional.empty(), RunRecordFile.read(directory));
    }
}
