package org.evodraughts.ga.config;

import java.util.Arrays;
import java.util.List;
import org.evodraughts.champions.ChampionSettings;
import org.evodraughts.champions.YardstickSettings;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * How each generation's champion is measured (section {@code champions}).
 *
 * @param previous         how many earlier champions it plays (seed 001: 5)
 * @param gamesPerChampion games against each of them, half with each colour (seed 001: 6)
 * @param baselines        fixed yardsticks it also plays, comma-separated player names
 *                         ({@code random}, {@code greedy}, {@code heuristic:DEPTH}); empty for none
 * @param gamesPerBaseline games against each baseline, half with each colour
 * @param yardstick        the fixed player of the yardstick match: {@code heuristic} (alpha-beta with
 *                         the heuristic evaluation to the tournament's search depth),
 *                         {@code heuristic:DEPTH}, {@code random} or {@code greedy}; empty for none
 * @param yardstickEvery   play it every this many generations, from generation 0, and for the
 *                         run's last (0–1000000; 0: never)
 * @param yardstickGames   games of each yardstick match, from the ballot openings, half with
 *                         each colour (even, 2–1000)
 */
public record ChampionsConfig(int previous, int gamesPerChampion, String baselines, int gamesPerBaseline,
                              String yardstick, int yardstickEvery, int yardstickGames) {
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
        yardstick = yardstick == null ? "" : yardstick.strip();
        if (!yardstick.isEmpty() && !yardstick.equals(PlayerSpecParser.HEURISTIC)) {
            try {
                new YardstickSettings(yardstick, 0, 2, DrawRules.STANDARD); // names an unknown player
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("champions.yardstick: " + e.getMessage(), e);
            }
        }
        ConfigChecks.range("champions.yardstickEvery", yardstickEvery, 0, 1_000_000);
        ConfigChecks.range("champions.yardstickGames", yardstickGames, 2, 1000);
        if (yardstickGames % 2 != 0) {
            throw new IllegalArgumentException("champions.yardstickGames must be even (half the games with each colour), got "
                    + yardstickGames);
        }
    }

    /** These settings for the champions module, with the tournament's openings and draw rules. */
    public ChampionSettings settings(int openingPlies, DrawRules rules) {
        return new ChampionSettings(previous, gamesPerChampion, baselineNames(), gamesPerBaseline, openingPlies, rules);
    }

    /**
     * The yardstick match's settings: {@code heuristic} becomes {@code heuristic:D} with D the
     * depth of the tournament's alpha-beta {@code search} (the default depth,
     * {@value AlphaBetaSettings#DEFAULT_DEPTH}, for an MCTS tournament).
     */
    public YardstickSettings yardstickSettings(SearchSettings search, DrawRules rules) {
        String player = !yardstick.equals(PlayerSpecParser.HEURISTIC) ? yardstick
                : PlayerSpecParser.HEURISTIC + ":" + switch (search) {
                    case AlphaBetaSettings alphaBeta -> alphaBeta.maxDepth();
                    case MctsSettings ignored -> AlphaBetaSettings.DEFAULT_DEPTH;
                };
        return new YardstickSettings(player, yardstickEvery, yardstickGames, rules);
    }

    /** The baseline names, in order. */
    public List<String> baselineNames() {
        return names(baselines);
    }

    private static List<String> names(String commaSeparated) {
        return Arrays.stream(commaSeparated.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
