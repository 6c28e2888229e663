package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a run is: its id, and its run directory when there is one on this machine (there need
 * not be one when its records are in a MongoDB server given by URI).
 *
 * @param id        the run's id ({@link RunId#of(Path)} of its directory)
 * @param directory its run directory, if known here
 */
public record RunLocation(RunId id, Optional<Path> directory) {

    public RunLocation {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(directory, "directory");
    }

    /** The run's id as stored and shown. */
    public RunId runId() {
        return id;
    }

    /** How to name the run in messages: its directory if known, else its id. */
    public String describe() {
        return directory.map(d -> "run " + id + " (" + d + ")").orElse("run " + id);
    }
}
