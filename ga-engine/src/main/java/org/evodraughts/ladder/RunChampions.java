package org.evodraughts.ladder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.SearchPlayer;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.ChampionRecord;
import org.evodraughts.storage.ChampionSummary;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.RunStores;
import org.evodraughts.storage.StoreOptions;

/** Finds a run's directory and turns its stored champions into ladder players. Stateless. */
public final class RunChampions {
    /** Where run directories live, relative to the working directory. */
    public static final Path RUNS = Path.of("runs");

    private RunChampions() {}

    /**
     * The run directory {@code run} names: a directory path as given, or else the run id's
     * directory under {@code runsRoot}.
     *
     * @throws IOException naming both places when neither exists
     */
    public static Path directory(String run, Path runsRoot) throws IOException {
        if (run == null || run.isBlank()) {
            throw new IllegalArgumentException("--run is empty; give a run id (under runs/) or a run directory");
        }
        Path given = Path.of(run.strip());
        if (Files.isDirectory(given)) {
            return given;
        }
        Path underRoot = runsRoot.resolve(run.strip());
        if (given.getNameCount() == 1 && Files.isDirectory(underRoot)) {
            return underRoot;
        }
        throw new IOException("no run '" + run + "': neither " + given + " nor " + underRoot + " is a directory");
    }

    /**
     * Reads the run's champions from its store (closed again before returning) and makes each a
     * player named {@code g<generation>} that searches with {@code search}. When the run has
     * more than {@code max} champions (0: no limit), {@code max} of them are taken, spread
     * evenly from the first generation to the last.
     *
     * @param runId the run's id in the store (its directory's name)
     * @throws IOException if the store cannot be opened or the run has no champions
     */
    public static List<LadderPlayer> load(Path runDirectory, String runId, StoreOptions options, int max,
                                          SearchSettings search) throws IOException {
        List<ChampionRecord> champions = new ArrayList<>();
        try (RunStore store = RunStores.open(runDirectory, options)) {
            List<Integer> generations = store.championSummaries(runId).stream().map(ChampionSummary::generation).toList();
            if (generations.isEmpty()) {
                throw new IOException("run " + runId + " (" + runDirectory + ") has no champions yet");
            }
            for (int generation : spread(generations, max)) {
                champions.add(store.champion(runId, generation).orElseThrow(() -> new IOException(
                        "champion of generation " + generation + " of run " + runId + " vanished while reading")));
            }
        }
        List<LadderPlayer> players = new ArrayList<>();
        for (ChampionRecord champion : champions) {
            String source = "network of champion " + champion.generation() + " of run " + runId;
            Evaluator evaluator = new NetworkEvaluator(NetworkFile.parse(champion.networkJson(), source).network());
            String name = "g" + champion.generation();
            players.add(new LadderPlayer(name, OptionalInt.of(champion.generation()),
                    new PlayerSpec(name, () -> new SearchPlayer(name, search.newSearch(evaluator)))));
        }
        return players;
    }

    /**
     * {@code max} of the sorted {@code generations}, evenly spread and always with the first
     * and the last; all of them if there are no more than {@code max} (or {@code max} is 0).
     */
    static List<Integer> spread(List<Integer> generations, int max) {
        if (max < 0 || max == 1) {
            throw new IllegalArgumentException("the champion limit must be 0 (all) or at least 2, got " + max);
        }
        if (max == 0 || generations.size() <= max) {
            return List.copyOf(generations);
        }
        List<Integer> chosen = new ArrayList<>(max);
        int n = generations.size();
        for (int i = 0; i < max; i++) {
            chosen.add(generations.get((int) Math.round((double) i * (n - 1) / (max - 1))));
        }
        return chosen;
    }
}
