package org.evodraughts.runs;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import org.evodraughts.storage.records.StoredRecord;

/**
 * Where a run is: its id, and its run directory when there is one on this machine (there need
 * not be one when its records are in a MongoDB server given by URI).
 *
 * @param runId     the run's id (its directory's name)
 * @param directory its run directory, if known here
 */
public record RunLocation(String runId, Optional<Path> directory) {

    public RunLocation {
        StoredRecord.checkRunId(runId);
        Objects.requireNonNull(directory, "directory");
    }

    /** How to name the run in messages: its directory if known, else its id. */
    public String describe() {
        return directory.map(d -> "run " + runId + " (" + d + ")").orElse("run " + runId);
    }
}
