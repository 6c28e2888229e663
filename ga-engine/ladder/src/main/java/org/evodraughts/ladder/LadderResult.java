package org.evodraughts.ladder;

import java.util.List;

/**
 * A played and fitted ladder: one row per player, in the order the players were given.
 *
 * @param rows   the players with their ratings and totals
 * @param anchor the name of the player whose rating was fixed
 */
public record LadderResult(List<Row> rows, String anchor) {
    public LadderResult {
        rows = List.copyOf(rows);
        if (rows.stream().noneMatch(row -> row.player().name().equals(anchor))) {
            throw new IllegalArgumentException("the anchor " + anchor + " is not on the ladder");
        }
    }

    /**
     * One player's line.
     *
     * @param player the player
     * @param rating its fitted rating
     * @param games  games it played
     * @param points points it scored (a win 1, a draw ½)
     */
    public record Row(LadderPlayer player, Rating rating, int games, double points) {
        /** Points per game. */
        public double score() {
            return games == 0 ? 0.5 : points / games;
        }
    }
}
