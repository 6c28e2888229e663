package org.evodraughts.storage.journal;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.StoredRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Passes everything to a real store and remembers, in order, each save that succeeded there. */
final class RecordingRunStore implements RunStore {
    private final RunStore delegate;
    private final List<StoredRecord> delivered = new ArrayList<>();

    RecordingRunStore(RunStore delegate) {
        this.delegate = delegate;
    }

    synchronized List<StoredRecord> delivered() {
        return List.copyOf(delivered);
    }

    @Override
    public void save(StoredRecord record) {
        delegate.save(record);
        synchronized (this) {
            delivered.add(record);
        }
    }

    @Override
    public List<RunRecord> runs() {
        return delegate.runs();
    }

    @Override
    public Optional<RunRecord> run(RunId runId) {
        return delegate.run(runId);
    }

    @Override
    public List<ChampionRecord> champions(RunId runId) {
        return delegate.champions(runId);
    }

    @Override
    public List<ChampionSummary> championSummaries(RunId runId) {
        return delegate.championSummaries(runId);
    }

    @Override
    public Optional<ChampionRecord> champion(RunId runId, int generation) {
        return delegate.champion(runId, generation);
    }

    @Override
    public Optional<ChampionRecord> latestChampion(RunId runId) {
        return delegate.latestChampion(runId);
    }

    @Override
    public List<GenerationScores> generationScores(RunId runId) {
        return delegate.generationScores(runId);
    }

    @Override
    public Optional<GenerationRecord> latestGeneration(RunId runId) {
        return delegate.latestGeneration(runId);
    }

    @Override
    public List<Integer> populationGenerations(RunId runId) {
        return delegate.populationGenerations(runId);
    }

    @Override
    public List<GameRecord> games(RunId runId, int generation) {
        return delegate.games(runId, generation);
    }

    @Override
    public void close() {
        delegate.close();
    }
}
