package org.evodraughts.ga.config;

import java.util.Arrays;
import java.util.List;
import org.evodraughts.champions.ChampionSettings;
import org.evodraughts.checkers.DrawRules;

/**
 * How each generation's champion is measured (section {@code champions}).
 *
 * @param previous         how many earlier champions it plays (seed 001: 5)
 * @param gamesPerChampion games against each of them, half with each colour (seed 001: 6)
 * @param baselines        fixed yardsticks it also plays, comma-separated player names
 *                         ({@code random}, {@code greedy}, {@code heuristic:DEPTH}); empty for none
 * @param gamesPerBaseline games against each baseline, half with each colour
 */
public record ChampionsConfig(int previous, int gamesPerChampion, String baselines, int gamesPerBaseline) {
    public ChampionsConfig {
        ConfigChecks.range("champions.previous", previous, 0, 100);
        ConfigChecks.range("champions.gamesPerChampion", gamesPerChampion, 2, 1000);
        ConfigChecks.range("champions.gamesPerBaseline", gamesPerBaseline, 0, 1000);
        if (gamesPerChampion % 2 != 0 || gamesPerBaseline % 2 != 0) {
            throw new IllegalArgumentException("champions.gamesPerChampion and champions.gamesPerBaseline must be even "
                    + "(half the games with each colour), got " + gamesPerChampion + " and " + gamesPerBaseline);
        }
        baselines = baselines == null ? "" : baselines.strip();
        try {
            // Names each unknown or repeated baseline (fields are not yet assigned here).
            new ChampionSettings(previous, gamesPerChampion, names(baselines), gamesPerBaseline, 0, DrawRules.STANDARD);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("champions.baselines: " + e.getMessage(), e);
        }
    }

    /** These settings for the champions module, with the tournament's openings and draw rules. */
    public ChampionSettings settings(int openingPlies, DrawRules rules) {
        return new ChampionSettings(previous, gamesPerChampion, baselineNames(), gamesPerBaseline, openingPlies, rules);
    }

    /** The baseline names, in order. */
    public List<String> baselineNames() {
        return names(baselines);
    }

    private static List<String> names(String commaSeparated) {
        return Arrays.stream(commaSeparated.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
