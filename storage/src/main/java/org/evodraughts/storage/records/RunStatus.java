package org.evodraughts.storage.records;

import java.util.Locale;

/** Where a run stands. Stored in lower case ({@code "running"}, {@code "finished"}, …). */
public enum RunStatus {
    /** Started and not ended (or the process died without recording an end). */
    RUNNING,
    /** Ran to its configured end. */
    FINISHED,
    /** Stopped early on request (e.g. Ctrl-C); can be resumed. */
    STOPPED,
    /** Ended by an error. */
    FAILED;

    /** The stored name, e.g. {@code "running"}. */
    public String storedName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The status with the given stored name; IllegalArgumentException naming it if unknown. */
    public static RunStatus fromStoredName(String name) {
        for (RunStatus status : values()) {
            if (status.storedName().equals(name)) {
                return status;
            }
        }
        throw new IllegalArgumentException("unknown run status '" + name + "' (expected running, finished, stopped or failed)");
    }
}
