package org.evodraughts.checkers.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.evodraughts.checkers.DrawRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class YardstickSettingsTest {
    private static final YardstickSettings EVERY_25 = new YardstickSettings("heuristic:1", 25, 12, DrawRules.STANDARD);

    @Test
    void theDefaultsAreTheHeuristicEvery25GenerationsBy40Games() {
        YardstickSettings defaults = new YardstickSettings(YardstickSettings.DEFAULT_PLAYER, YardstickSettings.DEFAULT_EVERY,
                YardstickSettings.DEFAULT_GAMES, DrawRules.STANDARD);
        assertEquals(new YardstickSettings("heuristic", 25, 40, DrawRules.STANDARD), defaults);
        assertTrue(defaults.enabled());
        assertEquals("heuristic:4", defaults.spec().name(), "alone, the parser's default search");
    }

    @Test
    void dueEveryNGenerationsFromGenerationZero() {
        assertTrue(EVERY_25.due(0));
        assertFalse(EVERY_25.due(1));
        assertFalse(EVERY_25.due(24));
        assertTrue(EVERY_25.due(25));
        assertTrue(EVERY_25.due(500));
        YardstickSettings never = new YardstickSettings("heuristic:1", 0, 12, DrawRules.STANDARD);
        assertFalse(never.enabled());
        assertFalse(never.due(0));
        YardstickSettings nobody = new YardstickSettings(" ", 25, 12, DrawRules.STANDARD);
        assertEquals("", nobody.player());
        assertFalse(nobody.enabled());
        assertFalse(nobody.due(25));
        assertFalse(YardstickSettings.OFF.enabled());
        assertThrows(IllegalStateException.class, nobody::spec);
    }

    @ParameterizedTest(name = "{3}")
    @CsvSource(delimiter = '|', value = {
            "grandmaster|25|40|yardstick: unknown player 'grandmaster'; expected random, greedy, heuristic or heuristic:DEPTH",
            "heuristic:0|25|40|yardstick: minimax depth must be 1–64, got 0",
            "random|-1|40|yardstick interval must be 0–1000000, got -1",
            "random|1000001|40|yardstick interval must be 0–1000000, got 1000001",
            "random|25|41|yardstick games must be even (half the games with each colour), got 41",
            "random|25|0|yardstick games must be 2–1000, got 0",
            "random|25|1002|yardstick games must be 2–1000, got 1002"})
    void refusesAnUnknownPlayerAndAnOddOrOutOfRangeNumberOfGamesOrInterval(String player, int every, int games,
                                                                           String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class,
                () -> new YardstickSettings(player, every, games, DrawRules.STANDARD)).getMessage());
    }

    @Test
    void theChecksNameTheSettingTheyAreGiven() {
        assertEquals("champions.yardstick: unknown player 'chess'; expected random, greedy, heuristic or heuristic:DEPTH",
                assertThrows(IllegalArgumentException.class,
                        () -> YardstickSettings.checkPlayer("champions.yardstick", "chess")).getMessage());
        assertEquals("greedy", YardstickSettings.checkPlayer("champions.yardstick", " greedy "));
        assertEquals("champions.yardstickEvery must be 0–1000000, got -5", assertThrows(IllegalArgumentException.class,
                () -> YardstickSettings.checkEvery("champions.yardstickEvery", -5)).getMessage());
    }
}
