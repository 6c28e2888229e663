package org.evodraughts.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.ChampionSettings;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.junit.jupiter.api.Test;

/** The configuration's champions section as the champions module's settings. */
class ChampionListenerSettingsTest {
    @Test
    void theChampionsSectionBecomesTheChampionsModulesSettingsWithTheTournamentsOpeningsAndRules() {
        EvolutionConfig config = ConfigFiles.parse("champions: {previous: 3, gamesPerChampion: 4, baselines: 'greedy, heuristic:2', "
                + "gamesPerBaseline: 6}\ntournament: {openingPlies: 2, maxMovesPerSide: 50}", "f.yaml", Map.of());
        ChampionSettings settings = ChampionListener.championSettings(config);
        assertEquals(new ChampionSettings(3, 4, List.of("greedy", "heuristic:2"), 6, 2, config.tournament().drawRules()), settings);
    }

    @Test
    void theYardstickIsHeuristicAtTheTournamentsDepthUnlessSet() {
        assertEquals(new YardstickSettings("heuristic:4", 25, 40, DrawRules.STANDARD),
                ChampionListener.yardstickSettings(EvolutionConfig.defaults()));
        EvolutionConfig set = ConfigFiles.parse("champions: {yardstick: 'heuristic:6', yardstickEvery: 10, yardstickGames: 100}",
                "f.yaml", Map.of("tournament.search", "minimax:2"));
        assertEquals(new YardstickSettings("heuristic:6", 10, 100, DrawRules.STANDARD), ChampionListener.yardstickSettings(set));
        assertEquals("heuristic:2", ChampionListener.yardstickSettings(
                ConfigFiles.parse("tournament: {search: 'minimax:2'}", "f.yaml", Map.of())).player());
        assertFalse(ChampionListener.yardstickSettings(
                ConfigFiles.parse("champions: {yardstick: ''}", "f.yaml", Map.of())).enabled());
        assertFalse(ChampionListener.yardstickSettings(
                ConfigFiles.parse("", "f.yaml", Map.of("champions.yardstickEvery", "0"))).enabled());
    }
}
