package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.util.Optional;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.StoreOptions;

/**
 * Run ids in a shared database ({@code storage.mongoUri}), where runs from many directories and
 * machines meet: a new run must not take the id of one already there, whose records it would
 * overwrite generation by generation while the record still named the first run's seed.
 * Stateless.
 */
final class SharedRunIds {
    private SharedRunIds() {}

    /**
     * Refuses {@code runId} for a new run if the database at {@code uri} already holds a run of
     * that id (its record, a generation or a champion). Call it holding the run's lease, so no
     * other process starts the same id meanwhile.
     *
     * @throws IllegalArgumentException naming the existing run and how to go on
     * @throws IOException              if the database cannot be reached
     */
    static void checkUnused(MongoUri uri, RunId runId) throws IOException {
        try (MongoRunStore store = MongoRunStore.connect(uri, StoreOptions.defaults())) {
            Optional<RunRecord> run = store.run(runId);
            if (run.isPresent() || store.latestGeneration(runId).isPresent() || store.latestChampion(runId).isPresent()) {
                String what = run.map(r -> " (seed " + r.seed() + ", started " + r.startedAt() + ", "
                        + r.status().storedName() + ")").orElse("");
                throw new IllegalArgumentException("run " + runId + " already exists in MongoDB at " + uri + what
                        + "; give the new run another directory name, or continue that run with --resume");
            }
        }
    }
}
