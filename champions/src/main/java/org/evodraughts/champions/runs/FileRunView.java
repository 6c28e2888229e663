package org.evodraughts.champions.runs;

import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.RunRecord;

/**
 * A run as its champion JSON files show it: the figures and networks of every champion, read
 * once when the view opens; no run record and no games. Used while the run's own process holds
 * its embedded database.
 */
public final class FileRunView implements RunView {
    private final RunLocation location;
    private final Path directory;
    private final List<ChampionFile> files;
    private final String reason;

    private FileRunView(RunLocation location, Path directory, List<ChampionFile> files, String reason) {
        this.location = location;
        this.directory = directory;
        this.files = files;
        this.reason = reason;
    }

    /**
     * Reads the champion files of {@code location}'s run directory; {@code reason} says why the
     * store is not used (shown in {@link #source()}).
     */
    static FileRunView read(RunLocation location, String reason) throws IOException {
        Path directory = location.directory().orElseThrow(() -> new IllegalArgumentException(
                location.describe() + " has no run directory here to read champion files from"));
        return new FileRunView(location, directory, ChampionFile.readAll(directory), reason);
    }

    @Override
    public RunLocation location() {
        return location;
    }

    @Override
    public String source() {
        return "champion files in " + RunLayout.of(directory).champions() + " (" + reason + ")";
    }

    @Override
    public Optional<RunRecord> run() {
        return Optional.empty();
    }

    @Override
    public List<ChampionSummary> champions() {
        return files.stream().map(ChampionFile::summary).toList();
    }

    @Override
    public Optional<NetworkDocument> championDocument(int generation) {
        return files.stream().filter(f -> f.generation() == generation).findFirst().map(ChampionFile::document);
    }

    @Override
    public boolean hasGames() {
        return false;
    }

    @Override
    public List<GameRecord> games(int generation) {
        return List.of();
    }

    @Override
    public void close() {
        // Nothing is held open.
    }

    @Override
    public String toString() {
        return "FileRunView[" + source() + "]";
    }
}
