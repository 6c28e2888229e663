package org.evodraughts.storage.embedded;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.RunStoreContract;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.Samples;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import java.nio.file.Path;
import java.util.OptionalDouble;

/**
 * Run in a child JVM by {@link CrashTest}: saves records, then dies with {@link Runtime#halt}
 * (no close, no shutdown hooks), as a killed process would.
 *
 * <ul>
 *   <li>{@code flushed DIR N}: opens DIR's embedded store and saves a run and N champions.
 *   <li>{@code journaled DIR N}: saves a run with the database up, stops the database, then saves
 *       N champions, a revision of the first, and the run's end, which can only go to the journal.
 *   <li>{@code compacting DIR N}: saves up to N generations of large populations, each replacing
 *       the one before scores only, until the database is compacted; run with
 *       {@code evodraughts.crashAt=during-compaction:0}, it dies in that compaction. Prints
 *       {@code saved G} after each generation's saves return.
 * </ul>
 */
final class CrashingWriter {
    private CrashingWriter() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        Path runDirectory = Path.of(args[1]);
        int count = Integer.parseInt(args[2]);
        RunRecord run = Samples.run(RunId.of("crash"));
        if (mode.equals("compacting")) {
            RunStore store = RunStores.open(runDirectory, RunStoreContract.FAST);
            for (int generation = 0; generation < count; generation++) {
                store.save(CompactionTest.population(generation));
                if (generation > 0) {
                    store.save(CompactionTest.population(generation - 1).withoutPopulation());
                }
                System.out.println("saved " + generation);
                System.out.flush();
            }
        } else if (mode.equals("flushed")) {
            RunStore store = RunStores.open(runDirectory, RunStoreContract.FAST);
            store.save(run);
            for (int generation = 0; generation < count; generation++) {
                store.save(Samples.champion(RunId.of("crash"), generation, generation, OptionalDouble.empty()));
            }
        } else {
            EmbeddedMongo server = EmbeddedMongo.start(RunLayout.of(runDirectory).database());
            ResilientRunStore store = ResilientRunStore.open(MongoRunStore.connect(new MongoUri(server.uri()), RunStoreContract.FAST),
                    RunLayout.of(runDirectory).journal(), RunStoreContract.FAST.retry());
            store.save(run);
            server.close();
            for (int generation = 0; generation < count; generation++) {
                store.save(Samples.champion(RunId.of("crash"), generation, generation, OptionalDouble.empty()));
            }
            // A revision of an earlier save: only an in-order replay keeps it.
            store.save(Samples.champion(RunId.of("crash"), 0, 100, OptionalDouble.of(0.5)));
            store.save(run.ended(RunStatus.FAILED, Samples.START.plusSeconds(5)));
            System.out.println("pending " + store.pendingWrites());
        }
        System.out.println("saved");
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }
}
