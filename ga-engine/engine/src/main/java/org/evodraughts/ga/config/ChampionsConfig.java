package org.evodraughts.ga.config;

import org.evodraughts.checkers.match.ChampionSettings;
import org.evodraughts.checkers.match.EvenGames;
import org.evodraughts.checkers.match.YardstickSettings;

/**
 * How each generation's champion is chosen among the elites and measured (section {@code champions}). The application turns
 * it into the champions' {@link ChampionSettings} and {@link YardstickSettings} ({@code runs.ChampionListener}), whose
 * checks and defaults these keys use, each message naming its key; only the play-off is the engine's own.
 *
 * @param previous         how many earlier champions it plays ({@link ChampionSettings#previousChampions()})
 * @param gamesPerChampion games against each of them, half with each colour ({@link ChampionSettings#gamesPerChampion()})
 * @param baselines        fixed yardsticks it also plays, comma-separated player names
 *                         ({@code random}, {@code greedy}, {@code heuristic:DEPTH}); empty for none
 * @param gamesPerBaseline games against each baseline, half with each colour ({@link ChampionSettings#gamesPerBaseline()})
 * @param yardstick        the fixed player of the yardstick match: {@code heuristic} (alpha-beta with
 *                         the heuristic evaluation to the tournament's search depth),
 *                         {@code heuristic:DEPTH}, {@code random} or {@code greedy}; empty for none
 * @param yardstickEvery   play it every this many generations, from generation 0, and for the
 *                         run's last ({@link YardstickSettings#every()}; 0: never)
 * @param yardstickGames   games of each yardstick match, from the ballot openings, half with
 *                         each colour ({@link YardstickSettings#games()})
 * @param playoffGames     games each pair of elites plays in the elites' play-off, whose winner is
 *                         the generation's champion in place of the tournament's rank 1 (even,
 *                         0–1000; 0: no play-off, seed 001). Fitness and breeding are unchanged
 */
public record ChampionsConfig(int previous, int gamesPerChampion, Baselines baselines, int gamesPerBaseline,
                              YardstickPlayer yardstick, int yardstickEvery, int yardstickGames,
                              int playoffGames) {
    public ChampionsConfig {
        ChampionSettings.checkPreviousChampions("champions.previous", previous);
        ChampionSettings.checkGamesPerChampion("champions.gamesPerChampion", gamesPerChampion);
        ChampionSettings.checkGamesPerBaseline("champions.gamesPerBaseline", gamesPerBaseline);
        baselines = baselines == null ? Baselines.NONE : baselines;
        yardstick = yardstick == null ? YardstickPlayer.NONE : yardstick;
        YardstickSettings.checkEvery("champions.yardstickEvery", yardstickEvery);
        YardstickSettings.checkGames("champions.yardstickGames", yardstickGames);
        EvenGames.check("champions.playoffGames", playoffGames, 0, 1000);
    }

    /** Seed 001's section: the defaults of {@link ChampionSettings} and {@link YardstickSettings}, and no play-off. */
    public static ChampionsConfig defaults() {
        return new ChampionsConfig(ChampionSettings.DEFAULT_PREVIOUS_CHAMPIONS, ChampionSettings.DEFAULT_GAMES_PER_CHAMPION,
                Baselines.of(String.join(",", ChampionSettings.DEFAULT_BASELINES)), ChampionSettings.DEFAULT_GAMES_PER_BASELINE,
                YardstickPlayer.of(YardstickSettings.DEFAULT_PLAYER), YardstickSettings.DEFAULT_EVERY,
                YardstickSettings.DEFAULT_GAMES, 0);
    }
}
