package org.evodraughts.ladder;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.evodraughts.runs.RunView;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.SearchPlayer;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.storage.records.ChampionSummary;

/** Turns a run's champions into ladder players. Stateless. */
public final class RunChampions {
    private RunChampions() {}

    /**
     * Reads the run's champions (their networks, from its store or champion files) and makes
     * each a player named {@code g<generation>} that searches with {@code search}. When the run
     * has more than {@code max} champions (0: no limit), {@code max} of them are taken, spread
     * evenly from the first generation to the last.
     *
     * @throws IllegalArgumentException if the run has no champions yet
     * @throws IOException              if a champion's network cannot be read
     */
    public static List<LadderPlayer> load(RunView run, int max, SearchSettings search) throws IOException {
        List<Integer> generations = run.champions().stream().map(ChampionSummary::generation).toList();
        if (generations.isEmpty()) {
            throw new IllegalArgumentException(run.location().describe() + " has no champions yet");
        }
        List<LadderPlayer> players = new ArrayList<>();
        for (int generation : spread(generations, max)) {
            NetworkDocument document = run.championDocument(generation).orElseThrow(() -> new IOException(
                    "the network of champion " + generation + " of " + run.location().describe() + " is missing from "
                            + run.source()));
            Evaluator evaluator = new NetworkEvaluator(document.network());
            String name = "g" + generation;
            players.add(new LadderPlayer(name, OptionalInt.of(generation),
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
