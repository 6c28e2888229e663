package org.evodraughts.champions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * What a champion's evaluation found.
 *
 * @param champion          the champion evaluated
 * @param previousChampions its results against earlier champions, the most recent first
 * @param baselines         its results against the baseline players, in the settings' order
 */
public record ChampionEvaluation(Champion champion, List<OpponentResult> previousChampions, List<OpponentResult> baselines) {

    public ChampionEvaluation {
        Objects.requireNonNull(champion, "champion");
        previousChampions = List.copyOf(previousChampions);
        baselines = List.copyOf(baselines);
        for (OpponentResult result : previousChampions) {
            if (!(result.opponent() instanceof Opponent.PreviousChampion previous)) {
                throw new IllegalArgumentException(result.opponent().name() + " is not an earlier champion");
            }
            if (previous.champion().generation() >= champion.generation()) {
                throw new IllegalArgumentException("the champion of generation " + champion.generation()
                        + " cannot be evaluated against generation " + previous.champion().generation());
            }
        }
        for (OpponentResult result : baselines) {
            if (!(result.opponent() instanceof Opponent.Baseline)) {
                throw new IllegalArgumentException(result.opponent().name() + " is not a baseline");
            }
        }
    }

    /** The progress figure over the earlier champions ({@link MeanOfMeans}); empty if there were none. */
    public OptionalDouble meanOfMeans() {
        return MeanOfMeans.of(previousChampions.stream().map(OpponentResult::scores).toList());
    }

    /** The champion's mean score in −1..1 against each baseline, by player name, in order. */
    public Map<String, Double> baselineScores() {
        Map<String, Double> scores = new LinkedHashMap<>();
        for (OpponentResult result : baselines) {
            scores.put(result.opponent().name(), result.mean());
        }
        return Collections.unmodifiableMap(scores);
    }

    /** Every game, by number. */
    public List<EvaluatedGame> games() {
        List<EvaluatedGame> games = new ArrayList<>();
        previousChampions.forEach(result -> games.addAll(result.games()));
        baselines.forEach(result -> games.addAll(result.games()));
        games.sort(Comparator.comparingInt(EvaluatedGame::number));
        return List.copyOf(games);
    }
}
