package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.io.IOException;
import org.evodraughts.champions.Generations;
import org.evodraughts.storage.layout.RunLayout;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.champions.ChampionRecorder;
import org.evodraughts.files.SetAside;
import org.evodraughts.ga.loop.PopulationSnapshot;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.directory.RunRecordFile;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.embedded.EmbeddedMongo;

/**
 * Rebuilds a run's database from the run's own files, which are the copy that is always
 * complete: the champion files (with their games played again), the latest population snapshot
 * and the configuration. An embedded database that cannot be opened at all is moved aside
 * (never deleted) and a new one is built. Runs under the run's lock, so never beside a live
 * {@code evolve}; {@code evolve --resume} does the same levelling by itself.
 */
public final class RunRepair {
    private RunRepair() {}

    /**
     * What a repair did and what it could not do, one line each.
     *
     * @param done    what was found and mended (empty: nothing it could mend was wrong)
     * @param notDone what is wrong and cannot be mended from the run's files
     */
    public record Report(List<String> done, List<String> notDone) {
        public Report {
            done = List.copyOf(done);
            notDone = List.copyOf(notDone);
        }
    }

    /**
     * Repairs the run in {@code directory}, whose lock the caller holds.
     */
    public static Report repair(Path directory) throws IOException {
        RunDirectory.checkIsRun(directory);
        EvolutionConfig config = ConfigFiles.read(RunLayout.of(directory).config(), Map.of());
        List<String> done = new ArrayList<>();
        List<String> notDone = new ArrayList<>();
        int leftovers = RunDirectory.removeLeftovers(directory);
        if (leftovers > 0) {
            done.add("removed " + leftovers + " temporary files left by an interrupted process");
        }
        StoreOptions options = StoreOptions.defaults().withMongoUri(config.storage().mongoUri());
        RunDirectory run = RunDirectory.open(directory, Map.of()).directory();
        RunId runId = run.runId();
        ExecutorService pool = Executors.newFixedThreadPool(config.threadCount(),
                Thread.ofPlatform().name("repair-", 0).daemon().factory());
        try (ResilientRunStore store = openOrSetAside(directory, options, done)) {
            ChampionRecorder recorder = ChampionListener.recorder(runId, directory, config, store, pool);
            done.addAll(recorder.repairs());
            List<Integer> lost = Generations.withoutChampion(recorder.summaries());
            if (!lost.isEmpty()) {
                // Neither copy holds them: said on every repair, so a second one does not call the run whole.
                notDone.add("the champion of " + Generations.named(lost) + " is lost: neither a champion file that can be "
                        + "read (a damaged one is kept aside as " + RunLayout.CHAMPIONS_DIRECTORY + "/gen-NNNN.json.unreadable-…) "
                        + "nor the database holds it; the other champions are whole");
            }
            if (store.run(runId).isEmpty()) {
                Optional<RunRecord> copy = RunRecordFile.read(directory).filter(r -> r.runId().equals(runId));
                if (copy.isPresent()) {
                    RunRecord record = copy.get();
                    store.save(record.status() == RunStatus.RUNNING ? record.ended(RunStatus.STOPPED, Instant.now()) : record);
                    done.add("stored the run's record again from its copy " + RunLayout.of(directory).runRecord());
                } else {
                    store.save(RunRecord.started(runId, RunRecordListener.configJson(config), config.seed(), Instant.now())
                            .ended(RunStatus.STOPPED, Instant.now()));
                    done.add("stored the run's record again (as stopped: its start and end times are lost)");
                }
            }
            Optional<RunRecord> stored = store.run(runId);
            if (stored.isPresent() && !stored.equals(RunRecordFile.read(directory))) {
                RunRecordFile.write(directory, stored.get());
                done.add("wrote the run record's copy " + RunLayout.of(directory).runRecord());
            }
            // Not run.latest(): with no snapshot it opens this database a second time, which this store holds.
            Optional<PopulationSnapshot> latest = run.latestSnapshot();
            int storedGeneration = store.latestGeneration(runId).map(GenerationRecord::generation).orElse(-1);
            if (latest.isPresent() && latest.get().generation() > storedGeneration) {
                store.save(RunRecordListener.generationRecord(runId, latest.get().generation(), latest.get().population()));
                done.add("stored generation " + latest.get().generation() + "'s population from its snapshot");
            } else if (latest.isEmpty() && storedGeneration < 0 && ChampionFile.count(directory) > 0) {
                notDone.add("no population snapshot in " + RunLayout.of(directory).generations() + " can be read, nor a "
                        + "generation in the database, so evolve --resume cannot continue this run; its champions, "
                        + "games and record are whole and can be read, played and exported");
            }
        } finally {
            pool.shutdownNow();
        }
        return new Report(done, notDone);
    }

    /** The run's store; an embedded database file that cannot be opened is renamed and a new one made. */
    private static ResilientRunStore openOrSetAside(Path directory, StoreOptions options, List<String> done)
            throws IOException {
        try {
            return RunStores.open(directory, options);
        } catch (IOException e) {
            Path database = RunLayout.of(directory).database();
            if (options.mongoUri().isPresent() || !Files.exists(database, LinkOption.NOFOLLOW_LINKS)) {
                throw e;
            }
            // A damaged file, or no file at all (a FIFO, a device): renamed, never opened or deleted.
            boolean notAFile = EmbeddedMongo.notARegularFile(database).isPresent();
            Path aside = SetAside.unreadable(RunLayout.of(directory).tree(), database);
            done.add("the database " + database + (notAFile ? " is not a regular file (a FIFO, device, directory or broken link?)"
                    : " cannot be opened (" + e.getMessage() + ")") + "; moved it to " + aside + " and built a new one");
            return RunStores.open(directory, options);
        }
    }
}
