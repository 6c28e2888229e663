package org.evodraughts.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.evodraughts.checkers.match.EloEstimate;
import org.evodraughts.checkers.match.MatchTally;
import org.junit.jupiter.api.Test;

class EloFitTest {
    /** Plays {@code games} synthetic games between every pair of players with these true ratings. */
    private static ResultTable simulate(double[] truth, int games, boolean draws, SplittableRandom random) {
        ResultTable table = new ResultTable(IntStream.range(0, truth.length).mapToObj(i -> "p" + i).toList());
        for (int a = 0; a < truth.length; a++) {
            for (int b = a + 1; b < truth.length; b++) {
                double expected = EloEstimate.expectedScore(truth[a] - truth[b]);
                // Draws are likeliest between equals; wins and losses keep the expected score.
                double draw = draws ? 0.8 * expected * (1 - expected) * 2 : 0;
                int w = 0, d = 0, l = 0;
                for (int g = 0; g < games; g++) {
                    double u = random.nextDouble();
                    if (u < expected - draw / 2) {
                        w++;
                    } else if (u < expected + draw / 2) {
                        d++;
                    } else {
                        l++;
                    }
                }
                table.add(a, b, new MatchTally(w, d, l));
            }
        }
        return table;
    }

    @Test
    void recoversKnownRatingsWithinTheirIntervals() {
        double[] truth = {0, 120, -80, 300, 200, 40};
        for (boolean draws : new boolean[] {false, true}) {
            // All five free ratings fall inside their intervals for about 86% of seeds without draws
            // (95% with, where the intervals are wider than needed); the coverage test checks the rate.
            ResultTable table = simulate(truth, 200, draws, new SplittableRandom(draws ? 3 : 2));
            List<Rating> ratings = EloFit.fit(table, 0, 0, 0);
            assertEquals(0, ratings.getFirst().elo());
            assertEquals(0, ratings.getFirst().standardError());
            for (int i = 1; i < truth.length; i++) {
                Rating r = ratings.get(i);
                assertTrue(r.low() <= truth[i] && truth[i] <= r.high(), "draws " + draws + ": " + r + " misses " + truth[i]);
                assertTrue(r.standardError() > 5 && r.standardError() < 40, r.toString());
            }
            // One virtual draw a pair barely moves ratings based on 200 games a pair.
            List<Rating> withPrior = EloFit.fit(table, 0, 0, 1);
            for (int i = 1; i < truth.length; i++) {
                assertEquals(ratings.get(i).elo(), withPrior.get(i).elo(), 3.0);
                assertTrue(withPrior.get(i).low() <= truth[i] && truth[i] <= withPrior.get(i).high());
            }
        }
    }

    @Test
    void ninetyFivePercentIntervalsCoverTheTruthAboutNinetyFivePercentOfTheTime() {
        double[] truth = {0, 50, -100, 150};
        SplittableRandom random = new SplittableRandom(99);
        int covered = 0, intervals = 0;
        for (int replication = 0; replication < 400; replication++) {
            List<Rating> ratings = EloFit.fit(simulate(truth, 60, false, random), 0, 0, 0);
            for (int i = 1; i < truth.length; i++) {
                covered += ratings.get(i).low() <= truth[i] && truth[i] <= ratings.get(i).high() ? 1 : 0;
                intervals++;
            }
        }
        double coverage = (double) covered / intervals;
        // 1,200 intervals: a binomial standard deviation of 0.6 points around 95%.
        assertTrue(coverage > 0.93 && coverage < 0.97, "coverage " + coverage);
    }

    @Test
    void twoPlayersGetTheClosedForm() {
        ResultTable table = new ResultTable(List.of("a", "b"));
        table.add(1, 0, new MatchTally(60, 20, 20));
        List<Rating> ratings = EloFit.fit(table, 0, 1500, 0);
        assertEquals(1500, ratings.get(0).elo());
        assertEquals(1500 + EloEstimate.eloOf(0.7), ratings.get(1).elo(), 1e-6);
        // The standard error of a logistic fit: 1 / √(n·p(1 − p)) natural units.
        assertEquals(400 / Math.log(10) / Math.sqrt(100 * 0.7 * 0.3), ratings.get(1).standardError(), 1e-6);
    }

    @Test
    void aCleanSweepNeedsVirtualDraws() {
        ResultTable table = new ResultTable(List.of("random", "heuristic:4"));
        table.add(1, 0, new MatchTally(10, 0, 0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EloFit.fit(table, 0, 0, 0));
        assertTrue(e.getMessage().contains("heuristic:4"), e.getMessage());
        assertTrue(e.getMessage().contains("add virtual draws"), e.getMessage());
        // With one virtual draw: 10.5 points of 11, so 400·log10(10.5 / 0.5) = 400·log10(21).
        assertEquals(400 * Math.log10(21), EloFit.fit(table, 0, 0, 1).get(1).elo(), 1e-6);
    }

    @Test
    void playersWithNoGamesLinkingThemToTheAnchorAreNamed() {
        ResultTable table = new ResultTable(List.of("a", "b", "c", "d"));
        table.add(0, 1, new MatchTally(3, 2, 5));
        table.add(2, 3, new MatchTally(4, 2, 4));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EloFit.fit(table, 0, 0, 1));
        assertEquals("no games link c, d to a, so their ratings cannot be fitted", e.getMessage());
    }

    @Test
    void aChainIsFittedThroughItsLinks() {
        // a–b and b–c only: c is rated through b, with a wider interval than b.
        ResultTable table = new ResultTable(List.of("a", "b", "c"));
        table.add(1, 0, new MatchTally(30, 0, 10));
        table.add(2, 1, new MatchTally(30, 0, 10));
        List<Rating> ratings = EloFit.fit(table, 0, 0, 0);
        assertEquals(EloEstimate.eloOf(0.75), ratings.get(1).elo(), 1e-6);
        assertEquals(2 * EloEstimate.eloOf(0.75), ratings.get(2).elo(), 1e-6);
        assertTrue(ratings.get(2).standardError() > ratings.get(1).standardError());
    }
}
