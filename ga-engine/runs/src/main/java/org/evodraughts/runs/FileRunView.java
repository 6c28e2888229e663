package org.evodraughts.runs;

import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.nio.file.Path;
import java.util.ArrayList;
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
    private final List<String> problems;

    private FileRunView(RunLocation location, Path directory, List<ChampionFile> files, String reason, List<String> problems) {
        this.location = location;
        this.directory = directory;
        this.files = files;
        this.reason = reason;
        this.problems = List.copyOf(problems);
    }

    /**
     * Reads the champion files of {@code location}'s run directory; {@code reason} says why the
     * store is not used (shown in {@link #source()}).
     */
    static FileRunView read(RunLocation location, String reason) throws IOException {
        return read(location, reason, List.of());
    }

    /**
     * Like {@link #read(RunLocation, String)} for a damaged run: {@code damage} says what is wrong
     * beyond the files; a champion file that cannot be read is passed over and named in
     * {@link #problems()} with the repair, where it made the whole run unreadable.
     */
    static FileRunView read(RunLocation location, String reason, List<String> damage) throws IOException {
        Path directory = location.directory().orElseThrow(() -> new IllegalArgumentException(
                location.describe() + " has no run directory here to read champion files from"));
        List<String> unreadable = new ArrayList<>();
        List<ChampionFile> files = ChampionFile.readAll(directory, unreadable);
        List<String> problems = new ArrayList<>(damage);
        unreadable.forEach(p -> problems.add(p + "; " + RunLocator.repairHint(directory)));
        return new FileRunView(location, directory, files, reason, problems);
    }

    @Override
    public List<String> problems() {
        return problems;
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
