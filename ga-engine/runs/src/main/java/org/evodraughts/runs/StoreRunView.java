package org.evodraughts.runs;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.RunStore;

/**
 * A run as its store holds it (embedded or a MongoDB server). Closing it closes the store. The
 * champions' figures are read once per view: a long run holds thousands, and opening a run
 * already reads them to compare with its files.
 */
public final class StoreRunView implements RunView {
    private final RunLocation location;
    private final RunStore store;
    private final String source;
    private List<ChampionSummary> champions;

    StoreRunView(RunLocation location, RunStore store, String source) {
        this.location = Objects.requireNonNull(location, "location");
        this.store = Objects.requireNonNull(store, "store");
        this.source = Objects.requireNonNull(source, "source");
    }

    @Override
    public RunLocation location() {
        return location;
    }

    @Override
    public String source() {
        return source;
    }

    @Override
    public Optional<RunRecord> run() {
        return store.run(location.runId());
    }

    @Override
    public List<ChampionSummary> champions() {
        if (champions == null) {
            champions = List.copyOf(store.championSummaries(location.runId()));
        }
        return champions;
    }

    @Override
    public Optional<NetworkDocument> championDocument(int generation) throws IOException {
        var record = store.champion(location.runId(), generation);
        if (record.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(NetworkFile.parse(record.get().networkJson(),
                "network of the champion of generation " + generation + " in " + source));
    }

    @Override
    public boolean hasGames() {
        return true;
    }

    @Override
    public List<GameRecord> games(int generation) {
        return store.games(location.runId(), generation);
    }

    @Override
    public List<GenerationScores> generationScores() {
        return store.generationScores(location.runId());
    }

    RunStore store() {
        return store;
    }

    @Override
    public void close() {
        store.close();
    }
}
