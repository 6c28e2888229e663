package org.evodraughts.checkers.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class EvenGamesTest {
    @Test
    void takesAnEvenNumberWithinTheRangeAndNamesTheSettingOtherwise() {
        assertEquals(0, EvenGames.check("play-off games", 0, 0, 1000));
        assertEquals(1000, EvenGames.check("play-off games", 1000, 0, 1000));
        assertEquals("play-off games must be 0–1000, got 1002",
                assertThrows(IllegalArgumentException.class, () -> EvenGames.check("play-off games", 1002, 0, 1000)).getMessage());
        assertEquals("play-off games must be even (half the games with each colour), got 7",
                assertThrows(IllegalArgumentException.class, () -> EvenGames.check("play-off games", 7, 0, 1000)).getMessage());
        assertEquals("play-off games must be 2–1000, got -1", assertThrows(IllegalArgumentException.class,
                () -> EvenGames.check("play-off games", -1, 2, 1000)).getMessage(), "the range first");
    }
}
