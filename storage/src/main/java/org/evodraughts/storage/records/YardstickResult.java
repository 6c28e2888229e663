package org.evodraughts.storage.records;

import java.util.Locale;
import org.evodraughts.checkers.match.EloEstimate;
import org.evodraughts.checkers.match.MatchTally;

/**
 * A champion's yardstick match: its wins, draws and losses against a fixed player. Every other
 * figure derives from these:
 * <ul>
 *   <li>the score, points per game in [0, 1] (a draw is half a point);</li>
 *   <li>its 95% interval, the Wilson score interval of the score over the games (never empty,
 *       also after every game was won or lost, where a normal approximation gives none);</li>
 *   <li>the Elo difference with its 95% interval, as {@link EloEstimate} gives them (infinite
 *       when the score, or an end of the interval, is 0 or 1).</li>
 * </ul>
 * Immutable.
 *
 * @param player the fixed player's name, e.g. {@code heuristic:4}
 * @param wins   the champion's wins
 * @param draws  draws
 * @param losses the champion's losses
 */
public record YardstickResult(String player, int wins, int draws, int losses) {

    public YardstickResult {
        if (player == null || player.isBlank()) {
            throw new IllegalArgumentException("a yardstick result needs the player's name");
        }
        if (wins < 0 || draws < 0 || losses < 0 || wins + draws + losses == 0) {
            throw new IllegalArgumentException("a yardstick result needs games and no negative counts, got "
                    + wins + "-" + draws + "-" + losses + " against " + player);
        }
    }

    /** The result of a match's tally against {@code player}. */
    public static YardstickResult of(String player, MatchTally tally) {
        return new YardstickResult(player, tally.wins(), tally.draws(), tally.losses());
    }

    public MatchTally tally() {
        return new MatchTally(wins, draws, losses);
    }

    public int games() {
        return wins + draws + losses;
    }

    /** Points per game in [0, 1]. */
    public double score() {
        return tally().score();
    }

    /** The low end of the score's 95% Wilson interval. */
    public double scoreLow() {
        return wilson(-1);
    }

    /** The high end of the score's 95% Wilson interval. */
    public double scoreHigh() {
        return wilson(+1);
    }

    /** The Elo difference champion − player; infinite after every game was won or lost. */
    public double elo() {
        return estimate().elo();
    }

    /** The low end of the Elo difference's 95% interval ({@link EloEstimate#eloLow()}). */
    public double eloLow() {
        return estimate().eloLow();
    }

    /** The high end of the Elo difference's 95% interval ({@link EloEstimate#eloHigh()}). */
    public double eloHigh() {
        return estimate().eloHigh();
    }

    /** E.g. {@code heuristic:4 41.3% [27.4, 56.6] (15-3-22)}: score, its interval, wins-draws-losses. */
    public String describe() {
        return String.format(Locale.ROOT, "%s %.1f%% [%.1f, %.1f] (%d-%d-%d)", player, 100 * score(), 100 * scoreLow(),
                100 * scoreHigh(), wins, draws, losses);
    }

    /** E.g. {@code Elo -61.4 [-176.4, +41.2]}, or {@code Elo -∞} after every game was lost. */
    public String describeElo() {
        if (!Double.isFinite(elo())) {
            return "Elo " + EloEstimate.format(elo());
        }
        return "Elo " + EloEstimate.format(elo()) + " [" + EloEstimate.format(eloLow()) + ", " + EloEstimate.format(eloHigh()) + "]";
    }

    private EloEstimate estimate() {
        return new EloEstimate(tally());
    }

    private double wilson(int sign) {
        double n = games(), p = score(), z = EloEstimate.Z95, z2 = z * z;
        double centre = p + z2 / (2 * n);
        double spread = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return Math.clamp((centre + sign * spread) / (1 + z2 / n), 0.0, 1.0);
    }
}
