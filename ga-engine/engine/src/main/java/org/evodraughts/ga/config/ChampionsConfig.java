package org.evodraughts.ga.config;

/**
 * How each generation's champion is chosen among the elites and measured (section {@code champions}). The application turns
 * it into the champions module's settings ({@code runs.ChampionListener}).
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
 * @param playoffGames     games each pair of elites plays in the elites' play-off, whose winner is
 *                         the generation's champion in place of the tournament's rank 1 (even,
 *                         0–1000; 0: no play-off, seed 001). Fitness and breeding are unchanged
 */
public record ChampionsConfig(int previous, int gamesPerChampion, Baselines baselines, int gamesPerBaseline,
                              YardstickPlayer yardstick, int yardstickEvery, int yardstickGames,
                              int playoffGames) {
    public ChampionsConfig {
        ConfigChecks.range("champions.previous", previous, 0, 100);
        ConfigChecks.range("champions.gamesPerChampion", gamesPerChampion, 2, 1000);
        ConfigChecks.range("champions.gamesPerBaseline", gamesPerBaseline, 0, 1000);
        if (gamesPerChampion % 2 != 0 || gamesPerBaseline % 2 != 0) {
            throw new IllegalArgumentException("champions.gamesPerChampion and champions.gamesPerBaseline must be even "
                    + "(half the games with each colour), got " + gamesPerChampion + " and " + gamesPerBaseline);
        }
        baselines = baselines == null ? Baselines.NONE : baselines;
        yardstick = yardstick == null ? YardstickPlayer.NONE : yardstick;
        ConfigChecks.range("champions.yardstickEvery", yardstickEvery, 0, 1_000_000);
        ConfigChecks.range("champions.yardstickGames", yardstickGames, 2, 1000);
        if (yardstickGames % 2 != 0) {
            throw new IllegalArgumentException("champions.yardstickGames must be even (half the games with each colour), got "
                    + yardstickGames);
        }
        ConfigChecks.range("champions.playoffGames", playoffGames, 0, 1000);
        if (playoffGames % 2 != 0) {
            throw new IllegalArgumentException("champions.playoffGames must be even (half the games with each colour), got "
                    + playoffGames);
        }
    }
}
