package org.evodraughts.champions;

import java.util.List;
import java.util.Objects;

/**
 * A champion's games against one opponent.
 *
 * @param opponent whom it played
 * @param games    the games, by number; not empty
 */
public record OpponentResult(Opponent opponent, List<EvaluatedGame> games) {

    public OpponentResult {
        Objects.requireNonNull(opponent, "opponent");
        games = List.copyOf(games);
        if (games.isEmpty()) {
            throw new IllegalArgumentException("no games against " + opponent.name());
        }
        for (EvaluatedGame game : games) {
            if (!game.opponent().equals(opponent.name())) {
                throw new IllegalArgumentException("game " + game.number() + " is against " + game.opponent()
                        + ", not " + opponent.name());
            }
        }
    }

    /** The champion's scores, game by game: 1, 0 or −1. */
    public int[] scores() {
        return games.stream().mapToInt(EvaluatedGame::score).toArray();
    }

    /** The champion's mean score against this opponent, in −1..1. */
    public double mean() {
        return MeanOfMeans.mean(scores());
    }
}
