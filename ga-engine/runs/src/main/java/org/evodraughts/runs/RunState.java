package org.evodraughts.runs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.mongo.RunLease;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.StoreOptions;

/**
 * Where a run stands as those who read it see it: its recorded {@link RunStatus}, except that a
 * run recorded as running whose process is gone is {@link #INTERRUPTED}. The one rule that
 * {@code runs list} and the web's runs pages both apply ({@link #of}).
 */
public enum RunState {
    RUNNING, FINISHED, STOPPED, FAILED,
    /** Recorded as running (or not recorded yet), but no process holds it: it can be resumed. */
    INTERRUPTED,
    /** Known only from a database that has no record of it and no way to tell whether it runs. */
    UNKNOWN;

    /** As shown and in JSON: {@code running}, {@code interrupted}, … */
    public String shown() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Decides a run's state. A process holds a run by its directory's lock ({@link RunLock}) or,
     * for a run known only from a MongoDB server, by its lease there ({@link RunLease}, which
     * expires when the process dies).
     *
     * @param location where the run is: its directory here, or none
     * @param run      its record, if one could be read
     * @param mongoUri the server the run was found on, if any
     * @param options  how to reach it
     * @throws IOException if the lock or the lease cannot be read
     */
    public static RunState of(RunLocation location, Optional<RunRecord> run, Optional<MongoUri> mongoUri,
                              StoreOptions options) throws IOException {
        if (run.isPresent() && run.get().status() != RunStatus.RUNNING) {
            return valueOf(run.get().status().name());
        }
        Optional<Path> directory = location.directory();
        boolean held;
        if (directory.isPresent()) {
            held = RunLock.isHeld(directory.get());
        } else if (mongoUri.isPresent()) {
            held = RunLease.isHeld(mongoUri.get(), options, location.runId());
        } else {
            return UNKNOWN;
        }
        return held ? RUNNING : run.isPresent() || directory.isPresent() ? INTERRUPTED : UNKNOWN;
    }
}
