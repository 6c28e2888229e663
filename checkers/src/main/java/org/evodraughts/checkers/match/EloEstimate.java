package org.evodraughts.checkers.match;

import java.util.Locale;
import org.hipparchus.distribution.continuous.NormalDistribution;

/**
 * What a match's wins, draws and losses say about the strength difference of its players,
 * from A's side:
 *
 * <ul>
 *   <li>the score {@code s = (W + D/2) / n};</li>
 *   <li>the Elo difference {@code −400 · log10(1/s − 1)} (the logistic model: a player rated
 *       d above its opponent scores {@code 1 / (1 + 10^(−d/400))} on average);</li>
 *   <li>a 95% interval for it: the normal approximation of the mean score, whose per-game
 *       variance is estimated from the observed frequencies of the three results
 *       ({@code σ² = (W(1−s)² + D(½−s)² + L·s²) / n}, so draws narrow the interval), giving
 *       {@code s ± 1.96·σ/√n}, clipped to [0, 1] and turned into Elo like the score;</li>
 *   <li>the likelihood of superiority, the chance that A is the stronger player, from the
 *       decisive games only: {@code Φ((W − L) / √(W + L))}, ½ when no game was decisive.</li>
 * </ul>
 *
 * A score of 0 or 1 has an infinite Elo difference, as do interval ends at 0 or 1; they are
 * returned as infinities. Immutable.
 *
 * @param tally A's wins, draws and losses
 */
public record EloEstimate(MatchTally tally) {
    /** The two-sided 95% quantile of the normal distribution, Φ⁻¹(0.975). */
    public static final double Z95 = 1.959963984540054;

    private static final NormalDistribution STANDARD_NORMAL = new NormalDistribution(0, 1);

    public EloEstimate {
        if (tally == null) {
            throw new IllegalArgumentException("an Elo estimate needs a tally");
        }
    }

    /** The score, points per game in [0, 1] (½ for no games). */
    public double score() {
        return tally.score();
    }

    /** The Elo difference A − B. */
    public double elo() {
        return eloOf(score());
    }

    /**
     * The standard error of the score: infinite for no games. When every game ended alike the
     * observed variance is 0, which would claim certainty from, say, three draws; the variance is
     * then taken as if one more game had been won and one lost.
     */
    public double scoreStandardError() {
        int n = tally.games();
        if (n == 0) {
            return Double.POSITIVE_INFINITY;
        }
        double variance = variance(tally.wins(), tally.draws(), tally.losses());
        if (variance == 0) {
            variance = variance(tally.wins() + 1, tally.draws(), tally.losses() + 1);
        }
        return Math.sqrt(variance / n);
    }

    /** The per-game variance of the score of W wins, D draws and L losses. */
    private static double variance(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        double s = (wins + draws / 2.0) / n;
        return (wins * square(1 - s) + draws * square(0.5 - s) + losses * square(s)) / n;
    }

    /** The low end of the 95% interval of the Elo difference. */
    public double eloLow() {
        return eloOf(Math.max(0, score() - Z95 * scoreStandardError()));
    }

    /** The high end of the 95% interval of the Elo difference. */
    public double eloHigh() {
        return eloOf(Math.min(1, score() + Z95 * scoreStandardError()));
    }

    /** The likelihood of superiority: the probability that A is stronger than B. */
    public double likelihoodOfSuperiority() {
        int decisive = tally.wins() + tally.losses();
        if (decisive == 0) {
            return 0.5;
        }
        return STANDARD_NORMAL.cumulativeProbability((tally.wins() - tally.losses()) / Math.sqrt(decisive));
    }

    /**
     * E.g. {@code Elo +147.2 (95%: +86.2 to +218.3), LOS 100.0%}; for a score of 0 or 1, where
     * the approximation gives no interval, {@code Elo +∞ (every game won; no interval), LOS 99.9%}.
     */
    public String describe() {
        if (tally.games() == 0) {
            return "no games";
        }
        if (score() == 0 || score() == 1) {
            return String.format(Locale.ROOT, "Elo %s (every game %s; no interval), LOS %.1f%%", format(elo()),
                    score() == 1 ? "won" : "lost", 100 * likelihoodOfSuperiority());
        }
        return String.format(Locale.ROOT, "Elo %s (95%%: %s to %s), LOS %.1f%%", format(elo()), format(eloLow()),
                format(eloHigh()), 100 * likelihoodOfSuperiority());
    }

    /** The Elo difference at which the stronger player's expected score is {@code score}. */
    public static double eloOf(double score) {
        if (!(score >= 0 && score <= 1)) {
            throw new IllegalArgumentException("a score must be in [0, 1], got " + score);
        }
        if (score == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score == 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1) + 0.0; // + 0.0 turns −0.0 into 0.0
    }

    /** The expected score of a player rated {@code elo} above its opponent. */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** An Elo figure with its sign and one decimal, or {@code +∞}/{@code -∞}. */
    public static String format(double elo) {
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+∞" : "-∞";
        }
        return String.format(Locale.ROOT, "%+.1f", elo);
    }

    private static double square(double x) {
        return x * x;
    }
}
