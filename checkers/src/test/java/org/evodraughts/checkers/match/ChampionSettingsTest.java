package org.evodraughts.checkers.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.evodraughts.checkers.DrawRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChampionSettingsTest {
    private static final ChampionSettings DEFAULTS = ChampionSettings.defaults();

    @Test
    void theDefaultsAreFivePreviousChampionsSixGamesEachAndTwoBaselinesFourGamesEach() {
        assertEquals(new ChampionSettings(5, 6, List.of("random", "heuristic:4"), 4, 4, DrawRules.STANDARD), DEFAULTS);
        assertEquals(List.of("random", "heuristic:4"),
                DEFAULTS.baselineSpecs().stream().map(spec -> spec.name()).toList());
    }

    @ParameterizedTest(name = "{0} games a champion, {1} a baseline")
    @CsvSource({"2, 0", "1000, 1000", "6, 4"})
    void evenGamesWithinTheRangesAreTaken(int perChampion, int perBaseline) {
        ChampionSettings settings = DEFAULTS.withGamesPerChampion(perChampion).withBaselines(DEFAULTS.baselines(), perBaseline);
        assertEquals(perChampion, settings.gamesPerChampion());
        assertEquals(perBaseline, settings.gamesPerBaseline());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "-1|previous champions must be 0–100, got -1",
            "101|previous champions must be 0–100, got 101"})
    void previousChampionsOutOfRangeAreRefused(int count, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> DEFAULTS.withPreviousChampions(count))
                .getMessage());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "0|games per champion must be 2–1000, got 0",
            "1002|games per champion must be 2–1000, got 1002",
            "5|games per champion must be even (half the games with each colour), got 5"})
    void gamesPerChampionOddOrOutOfRangeAreRefused(int games, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> DEFAULTS.withGamesPerChampion(games))
                .getMessage());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "-2|games per baseline must be 0–1000, got -2",
            "1002|games per baseline must be 0–1000, got 1002",
            "3|games per baseline must be even (half the games with each colour), got 3"})
    void gamesPerBaselineOddOrOutOfRangeAreRefused(int games, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class,
                () -> DEFAULTS.withBaselines(List.of("random"), games)).getMessage());
    }

    @Test
    void anUnknownOrRepeatedBaselineIsRefused() {
        assertEquals("baselines: unknown player 'rnadom'; expected random, greedy, heuristic or heuristic:DEPTH",
                assertThrows(IllegalArgumentException.class, () -> DEFAULTS.withBaselines(List.of("rnadom"), 2)).getMessage());
        assertEquals("baselines: 'random' is listed twice",
                assertThrows(IllegalArgumentException.class,
                        () -> DEFAULTS.withBaselines(List.of("random", "greedy", "random"), 2)).getMessage());
        assertEquals("baselines: 'heuristic:4' is listed twice", assertThrows(IllegalArgumentException.class,
                () -> DEFAULTS.withBaselines(List.of("heuristic", "heuristic:4"), 2)).getMessage(),
                "one player by two names");
    }

    @Test
    void theChecksNameTheSettingTheyAreGiven() {
        assertEquals("champions.gamesPerChampion must be even (half the games with each colour), got 3",
                assertThrows(IllegalArgumentException.class,
                        () -> ChampionSettings.checkGamesPerChampion("champions.gamesPerChampion", 3)).getMessage());
        assertEquals("champions.baselines: 'greedy' is listed twice", assertThrows(IllegalArgumentException.class,
                () -> ChampionSettings.checkBaselines("champions.baselines", List.of("greedy", "greedy"))).getMessage());
        assertEquals(12, ChampionSettings.checkGamesPerBaseline("x", 12));
    }

    @Test
    void theBaselinesAreACopyAndNoneArePlayedWithoutGames() {
        List<String> names = new ArrayList<>(List.of("greedy"));
        ChampionSettings settings = DEFAULTS.withBaselines(names, 0);
        names.add("random");
        assertEquals(List.of("greedy"), settings.baselines());
        assertEquals(List.of(), settings.baselineSpecs());
    }
}
