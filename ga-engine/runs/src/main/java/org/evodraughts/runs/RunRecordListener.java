package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.evodraughts.ga.loop.GenerationListener;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.ga.loop.RunInfo;
import org.evodraughts.ga.loop.RunOutcome;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.directory.RunRecordFile;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.StoreUnavailableException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps a run's own records in its store, and owns that store for the session: opens it when
 * the run starts ({@link RunStores#open}: the embedded database in the run directory, or
 * {@code storage.mongoUri}), saves the run record (started, or running again after a resume;
 * with its copy in {@code run.json}, {@link RunRecordFile}),
 * every generation's population (in a run with islands, every island's, in island order) and scores
 * (enough to resume from, also for the generation a
 * resumed session restores) and, when the session ends, the run's end time and status; then
 * closes the store. A population the run's {@link SnapshotRetention} no longer keeps (as its
 * snapshot file goes) is replaced by the generation's scores alone ({@link PopulationRelease}).
 *
 * <p>The champion records go to the same store ({@link #store()}, used by
 * {@link ChampionListener}): {@link RunListeners} lists this listener first, so the store is open
 * before the others start, and closed after they end (listeners end in reverse order). Used by
 * the evolution loop's thread only.
 */
public final class RunRecordListener implements GenerationListener {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Logger LOG = LoggerFactory.getLogger(RunRecordListener.class);

    private final Path runDirectory;
    private final EvolutionConfig config;
    private ResilientRunStore store;
    private PopulationRelease release;
    private RunRecord run;

    public RunRecordListener(Path runDirectory, EvolutionConfig config) {
        this.runDirectory = runDirectory;
        this.config = config;
    }

    @Override
    public void runStarted(RunInfo info) throws IOException {
        store = RunStores.open(runDirectory, StoreOptions.defaults().withMongoUri(config.storage().mongoUri()));
        Optional<RunRecord> earlier = store.run(info.runId());
        run = earlier
                .map(r -> new RunRecord(r.runId(), r.configJson(), r.seed(), r.startedAt(), Optional.empty(), RunStatus.RUNNING))
                .orElseGet(() -> RunRecord.started(info.runId(), configJson(config), config.seed(), Instant.now()));
        save(run);
        release = new PopulationRelease(store, info.runId(), SnapshotRetention.of(config.run()));
    }

    /**
     * The run's store, open from {@link #runStarted} until {@link #runEnded}.
     *
     * @throws IllegalStateException outside that time
     */
    public ResilientRunStore store() {
        if (store == null) {
            throw new IllegalStateException("the run's store is not open: its records listener starts first and ends last"
                    + " (RunListeners lists them so)");
        }
        return store;
    }

    @Override
    public void generationCompleted(GenerationReport report) {
        GenerationRecord record = generationRecord(report.run().runId(), report.generation(), report.everyIsland());
        store.save(record);
        release.saved(record);
    }

    /**
     * Saves the restored generation again: the interrupted session may have stopped before its
     * record reached the store, or before it released the populations no longer kept.
     */
    @Override
    public void generationRestored(GenerationReport lastSaved) {
        try {
            release.releaseStored(lastSaved.generation());
        } catch (StoreUnavailableException e) {
            // Reading is what fails in an outage; the run goes on, and runs prune releases them later.
            LOG.warn("cannot release the populations this run no longer keeps now: {}", e.getMessage());
        }
        generationCompleted(lastSaved);
    }

    @Override
    public void runEnded(RunInfo info, RunOutcome outcome) {
        if (store == null) {
            return; // the store never opened; nothing to close
        }
        try {
            RunStatus status = switch (outcome.reason()) {
                case GENERATIONS_DONE, TIME_BUDGET_SPENT -> RunStatus.FINISHED;
                case STOPPED -> RunStatus.STOPPED;
                case FAILED -> RunStatus.FAILED;
            };
            save(run.ended(status, Instant.now()));
        } finally {
            store.close();
            store = null;
        }
    }

    /**
     * Saves the run record to the store and its copy to {@code run.json} ({@link RunRecordFile}),
     * after the store, so a copy never says more than the store was given. A copy that cannot be
     * written costs only speed (a list of runs opens the database instead): a warning, and the
     * run goes on.
     */
    private void save(RunRecord record) {
        store.save(record);
        try {
            RunRecordFile.write(runDirectory, record);
        } catch (IOException e) {
            LOG.warn("cannot write the run record's copy {}: {}", RunLayout.of(runDirectory).runRecord(), e.getMessage());
        }
    }

    /** A generation's population and scores as the store keeps them. */
    static GenerationRecord generationRecord(RunId runId, int generation, List<Individual> population) {
        return new GenerationRecord(runId, generation, population.stream().map(i -> i.genome().chromosomes()).toList(),
                population.stream().mapToDouble(i -> i.score().points()).toArray());
    }

    /** The configuration as JSON, as the run record keeps it (the URI's password hidden). */
    static String configJson(EvolutionConfig config) {
        try {
            return JSON.writeValueAsString(config.redacted());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the configuration as JSON", e);
        }
    }
}
