package org.evodraughts.checkers.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EloEstimateTest {
    /** Values computed independently (Python's math module) from the formulas in the class comment. */
    @ParameterizedTest(name = "{0}-{1}-{2}")
    @CsvSource({
            "60, 20, 20, 0.7, 147.19071411783776, 86.22501520030423, 218.2517776410748, 0.9999961278917845",
            "30, 40, 30, 0.5, 0.0, -53.157979780053225, 53.157979780053275, 0.5",
            "45, 10, 45, 0.5, 0.0, -65.36198440370218, 65.36198440370214, 0.5",
            " 7, 86,  7, 0.5, 0.0, -25.525060429255745, 25.525060429255813, 0.5",
            " 1,  0,  2, 0.3333333333333333, -120.41199826559247, -Infinity, 325.31767471105263, 0.28185143082538655"})
    void knownValues(int wins, int draws, int losses, double score, double elo, double low, double high, double los) {
        EloEstimate estimate = new EloEstimate(new MatchTally(wins, draws, losses));
        assertEquals(score, estimate.score(), 1e-15);
        assertEquals(elo, estimate.elo(), 1e-9);
        assertEquals(low, estimate.eloLow(), 1e-9);
        assertEquals(high, estimate.eloHigh(), 1e-9);
        assertEquals(los, estimate.likelihoodOfSuperiority(), 1e-12);
    }

    /** Three draws do not make an interval of zero width: the variance is taken as if one more game were won and one lost. */
    @Test
    void gamesThatAllEndedAlikeStillGiveAWideInterval() {
        EloEstimate draws = new EloEstimate(new MatchTally(0, 3, 0));
        assertEquals(-312.24988283120643, draws.eloLow(), 1e-9);
        assertEquals(312.24988283120643, draws.eloHigh(), 1e-9);
        EloEstimate losses = new EloEstimate(new MatchTally(0, 0, 4));
        assertEquals(Double.NEGATIVE_INFINITY, losses.eloLow());
        assertEquals(-96.02917766393335, losses.eloHigh(), 1e-9);
    }

    @Test
    void drawsNarrowTheIntervalAtTheSameScore() {
        double allDecisive = width(new MatchTally(50, 0, 50));
        double halfDrawn = width(new MatchTally(25, 50, 25));
        // Half the games drawn halves the per-game variance: the interval shrinks by √2 (nearly, in Elo).
        assertEquals(Math.sqrt(2), allDecisive / halfDrawn, 0.01);
    }

    private static double width(MatchTally tally) {
        EloEstimate e = new EloEstimate(tally);
        return e.eloHigh() - e.eloLow();
    }

    @Test
    void theLogisticModelBothWays() {
        assertEquals(400 * Math.log10(3), EloEstimate.eloOf(0.75), 1e-12);
        assertEquals(0.6400649998028851, EloEstimate.expectedScore(100), 1e-15);
        for (double elo = -800; elo <= 800; elo += 37.5) {
            assertEquals(elo, EloEstimate.eloOf(EloEstimate.expectedScore(elo)), 1e-9);
        }
        assertEquals(Double.POSITIVE_INFINITY, EloEstimate.eloOf(1));
        assertEquals(Double.NEGATIVE_INFINITY, EloEstimate.eloOf(0));
        assertThrows(IllegalArgumentException.class, () -> EloEstimate.eloOf(1.5));
    }

    @Test
    void descriptions() {
        assertEquals("Elo +147.2 (95%: +86.2 to +218.3), LOS 100.0%", new EloEstimate(new MatchTally(60, 20, 20)).describe());
        assertEquals("Elo -120.4 (95%: -∞ to +325.3), LOS 28.2%", new EloEstimate(new MatchTally(1, 0, 2)).describe());
        assertEquals("Elo +0.0 (95%: -53.2 to +53.2), LOS 50.0%", new EloEstimate(new MatchTally(30, 40, 30)).describe());
        assertEquals("Elo +∞ (every game won; no interval), LOS 99.9%", new EloEstimate(new MatchTally(10, 0, 0)).describe());
        assertEquals("Elo -∞ (every game lost; no interval), LOS 0.1%", new EloEstimate(new MatchTally(0, 0, 10)).describe());
        assertEquals("no games", new EloEstimate(MatchTally.EMPTY).describe());
    }
}
