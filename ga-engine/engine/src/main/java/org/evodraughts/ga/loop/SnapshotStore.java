package org.evodraughts.ga.loop;

import java.io.IOException;
import java.util.Optional;

/** Where a run keeps its completed generations, so it can be continued. */
public interface SnapshotStore {
    /**
     * Saves a completed generation. After a crash during the call the store still holds the
     * previous generations intact.
     */
    void save(PopulationSnapshot snapshot) throws IOException;

    /** The last completed generation saved, if any. */
    Optional<PopulationSnapshot> latest() throws IOException;
}
