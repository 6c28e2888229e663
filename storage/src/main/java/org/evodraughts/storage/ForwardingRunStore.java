package org.evodraughts.storage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.evodraughts.run.RunId;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.StoredRecord;

/**
 * A {@link RunStore} that forwards every call to another store, the base of a store that adds
 * to one (as Guava's {@code ForwardingObject}s are): a subclass overrides only what it adds.
 * Every read first calls {@link #beforeRead()}, which does nothing here, so a store that must
 * prepare its reads (e.g. deliver the saves it queued) says so once, not per read.
 *
 * <p>As thread-safe as the store it forwards to and what a subclass adds.
 */
public abstract class ForwardingRunStore implements RunStore {
    private final RunStore delegate;

    /** A store that forwards to {@code delegate}. */
    protected ForwardingRunStore(RunStore delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    /** The store every call goes to. */
    protected final RunStore delegate() {
        return delegate;
    }

    /** Called before every read is forwarded; does nothing unless overridden. */
    protected void beforeRead() {}

    @Override
    public void save(StoredRecord record) {
        delegate.save(record);
    }

    @Override
    public List<RunRecord> runs() {
        beforeRead();
        return delegate.runs();
    }

    @Override
    public Optional<RunRecord> run(RunId runId) {
        beforeRead();
        return delegate.run(runId);
    }

    @Override
    public List<ChampionRecord> champions(RunId runId) {
        beforeRead();
        return delegate.champions(runId);
    }

    @Override
    public List<ChampionSummary> championSummaries(RunId runId) {
        beforeRead();
        return delegate.championSummaries(runId);
    }

    @Override
    public Optional<ChampionRecord> champion(RunId runId, int generation) {
        beforeRead();
        return delegate.champion(runId, generation);
    }

    @Override
    public Optional<ChampionRecord> bestChampion(RunId runId) {
        beforeRead();
        return delegate.bestChampion(runId);
    }

    @Override
    public Optional<ChampionRecord> latestChampion(RunId runId) {
        beforeRead();
        return delegate.latestChampion(runId);
    }

    @Override
    public List<GenerationScores> generationScores(RunId runId) {
        beforeRead();
        return delegate.generationScores(runId);
    }

    @Override
    public Optional<GenerationRecord> latestGeneration(RunId runId) {
        beforeRead();
        return delegate.latestGeneration(runId);
    }

    @Override
    public List<Integer> populationGenerations(RunId runId) {
        beforeRead();
        return delegate.populationGenerations(runId);
    }

    @Override
    public List<GameRecord> games(RunId runId, int generation) {
        beforeRead();
        return delegate.games(runId, generation);
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + delegate + "]";
    }
}
