package org.evodraughts.champions;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.evodraughts.files.SetAside;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.ChampionSummary;

/**
 * The champions a run has recorded, by generation: their figures, from the champion files
 * when a run is opened and then as each new one is recorded, and the earlier champions that a
 * new champion plays, read from their files.
 *
 * <p>Networks stay in their files: a long run has thousands of champions, and each evaluation
 * reads only the few it plays. Not thread-safe.
 */
final class ChampionHistory {
    private final Path runDirectory;
    private final TreeMap<Integer, ChampionSummary> champions = new TreeMap<>();

    private ChampionHistory(Path runDirectory) {
        this.runDirectory = runDirectory;
    }

    /**
     * The champions whose files {@code runDirectory} holds. A file that cannot be read (damaged,
     * or not the champion its name says) is moved aside ({@link SetAside}), never deleted, so it
     * blocks nothing: the database's copy, if any, then writes it again ({@link StoreLevelling}).
     *
     * @param setAside gets one line per file moved aside, for the user to see
     * @throws IOException if the champions directory cannot be listed or a file moved
     */
    static ChampionHistory load(Path runDirectory, List<String> setAside) throws IOException {
        ChampionHistory history = new ChampionHistory(runDirectory);
        for (Path path : ChampionFile.paths(runDirectory)) {
            try {
                history.put(ChampionFile.read(path).summary());
            } catch (IOException | IllegalArgumentException e) {
                Path aside = SetAside.unreadable(RunLayout.of(runDirectory).tree(), path);
                setAside.add("champion file " + path + " cannot be read (" + e.getMessage() + "); moved it to "
                        + aside.getFileName());
            }
        }
        return history;
    }

    /** Adds a champion, or replaces the one of its generation. */
    void put(ChampionSummary summary) {
        champions.put(summary.generation(), summary);
    }

    /** The champion of {@code generation}, if one is recorded. */
    Optional<ChampionSummary> get(int generation) {
        return Optional.ofNullable(champions.get(generation));
    }

    /**
     * The champions that the champion of {@code generation} plays: the latest {@code count}
     * before it, newest first.
     *
     * @throws IOException naming the file if one cannot be read
     */
    List<Champion> earlier(int generation, int count) throws IOException {
        List<Champion> earlier = new ArrayList<>();
        for (int previous : champions.headMap(generation, false).descendingKeySet()) {
            if (earlier.size() == count) {
                break;
            }
            earlier.add(ChampionFile.read(runDirectory, previous).champion());
        }
        return earlier;
    }

    /**
     * The run's elapsed seconds of the latest champion that has them; 0 if none has. A new
     * session's clock starts from it, so elapsed time runs on across sessions.
     */
    double elapsedSeconds() {
        return champions.descendingMap().values().stream().filter(c -> c.elapsedSeconds().isPresent()).findFirst()
                .map(c -> c.elapsedSeconds().getAsDouble()).orElse(0.0);
    }

    /** Every champion recorded, by generation. */
    List<ChampionSummary> summaries() {
        return List.copyOf(champions.values());
    }

    int size() {
        return champions.size();
    }
}
