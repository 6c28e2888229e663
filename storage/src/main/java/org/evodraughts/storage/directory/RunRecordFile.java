package org.evodraughts.storage.directory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.evodraughts.files.TextFiles;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.codec.RecordDocuments;
import org.evodraughts.storage.records.JsonObjects;
import org.evodraughts.storage.records.RunRecord;

/**
 * A copy of a run's record in its run directory ({@link RunLayout#runRecord()}, {@code run.json}):
 * the record's document as the database keeps it, in MongoDB's relaxed JSON ({@code
 * {"runId": …, "config": {…}, "seed": 1, "startedAt": {"$date": "…"}, "endedAt": null, "status":
 * "running"}}). The run writes it after each save of its record to the store, so a list of runs
 * (the web's runs page) reads a run's start, end and status from it without opening the run's
 * database, which takes seconds for a long run. The database stays the record of truth: a reader
 * that finds the file missing, unreadable or naming another run opens the database. Written
 * atomically, through the run's {@link RunLayout#tree()}; stateless.
 */
public final class RunRecordFile {
    private RunRecordFile() {
    }

    /** Writes {@code run} as the record file of {@code runDirectory}, replacing any earlier one. */
    public static void write(Path runDirectory, RunRecord run) throws IOException {
        RunLayout layout = RunLayout.of(runDirectory);
        layout.tree().writeString(layout.runRecord(),
                JsonObjects.format(RecordDocuments.runDocument(run)) + "\n");
    }

    /**
     * The record file of {@code runDirectory}; empty when there is none or it cannot be read as a
     * run record (a reader then opens the database).
     */
    public static Optional<RunRecord> read(Path runDirectory) {
        try {
            String text = TextFiles.read(RunLayout.of(runDirectory).runRecord(), "run record copy"); // never a FIFO
            return Optional.of(RecordDocuments.run(JsonObjects.parse(text, "run record copy")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // absent, damaged or from another version: the database answers
        }
    }
}
