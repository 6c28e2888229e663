package org.evodraughts.ladder;

import org.evodraughts.checkers.match.EloEstimate;

/**
 * A player's fitted rating.
 *
 * @param player        the player's name
 * @param elo           the rating on the Elo scale, relative to the fit's anchor
 * @param standardError its standard error (0 for the anchor, whose rating is fixed)
 */
public record Rating(String player, double elo, double standardError) {
    public Rating {
        if (player == null || player.isBlank()) {
            throw new IllegalArgumentException("a rating needs a player name");
        }
        if (!Double.isFinite(elo) || !(standardError >= 0)) {
            throw new IllegalArgumentException("rating of " + player + " must be finite with a non-negative error, got "
                    + elo + " ± " + standardError);
        }
    }

    /** The low end of the 95% interval. */
    public double low() {
        return elo - EloEstimate.Z95 * standardError;
    }

    /** The high end of the 95% interval. */
    public double high() {
        return elo + EloEstimate.Z95 * standardError;
    }
}
