package org.evodraughts.storage.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.evodraughts.checkers.match.EloEstimate;
import org.evodraughts.checkers.match.MatchTally;
import org.junit.jupiter.api.Test;

class YardstickResultTest {
    @Test
    void scoreCountsADrawAsHalfAndEloComesFromTheEstimate() {
        YardstickResult result = new YardstickResult("heuristic:4", 15, 3, 22);
        assertEquals(40, result.games());
        assertEquals(16.5 / 40, result.score());
        EloEstimate estimate = new EloEstimate(new MatchTally(15, 3, 22));
        assertEquals(estimate.elo(), result.elo());
        assertEquals(estimate.eloLow(), result.eloLow());
        assertEquals(estimate.eloHigh(), result.eloHigh());
    }

    @Test
    void theScoreIntervalIsWilsons() {
        // 20 of 40: p = 0.5, z = 1.96: (0.5 + z²/80 ± z·sqrt(0.25/40 + z²/6400)) / (1 + z²/40) = 0.3520 .. 0.6480
        YardstickResult even = new YardstickResult("random", 20, 0, 20);
        assertEquals(0.3520, even.scoreLow(), 5e-5);
        assertEquals(0.6480, even.scoreHigh(), 5e-5);
        // Every game lost: the interval still has width, where a normal approximation has none.
        YardstickResult lost = new YardstickResult("heuristic:4", 0, 0, 40);
        assertEquals(0.0, lost.score());
        assertEquals(0.0, lost.scoreLow(), 1e-12);
        assertEquals(0.0876, lost.scoreHigh(), 5e-5);
        assertEquals(Double.NEGATIVE_INFINITY, lost.elo());
        YardstickResult won = new YardstickResult("random", 40, 0, 0);
        assertEquals(1 - lost.scoreHigh(), won.scoreLow(), 1e-12);
        assertTrue(even.scoreLow() < even.score() && even.score() < even.scoreHigh());
    }

    @Test
    void describesTheScoreWithItsIntervalAndTheRecord() {
        YardstickResult result = new YardstickResult("heuristic:4", 15, 3, 22);
        assertEquals(String.format(java.util.Locale.ROOT, "heuristic:4 41.3%% [%.1f, %.1f] (15-3-22)",
                100 * result.scoreLow(), 100 * result.scoreHigh()), result.describe());
        assertEquals("Elo " + EloEstimate.format(result.elo()) + " [" + EloEstimate.format(result.eloLow()) + ", "
                + EloEstimate.format(result.eloHigh()) + "]", result.describeElo());
        assertEquals("Elo -∞", new YardstickResult("heuristic:4", 0, 0, 40).describeElo());
    }

    @Test
    void aResultNeedsAPlayerAndGames() {
        assertEquals("a yardstick result needs the player's name",
                assertThrows(IllegalArgumentException.class, () -> new YardstickResult(" ", 1, 0, 0)).getMessage());
        assertEquals("a yardstick result needs games and no negative counts, got 0-0-0 against random",
                assertThrows(IllegalArgumentException.class, () -> new YardstickResult("random", 0, 0, 0)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new YardstickResult("random", 3, -1, 0));
    }
}
