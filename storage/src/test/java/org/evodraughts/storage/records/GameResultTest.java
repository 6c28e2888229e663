package org.evodraughts.storage.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.evodraughts.checkers.Outcome;
import org.junit.jupiter.api.Test;

class GameResultTest {
    @Test
    void everyOutcomeHasOneStoredResultWithTheSamePdnToken() {
        for (Outcome outcome : Outcome.values()) {
            GameResult result = GameResult.of(outcome);
            assertEquals(outcome.pdnResult(), result.pdn(), outcome.name());
            assertEquals(outcome.isDraw(), result == GameResult.DRAW, outcome.name());
        }
        assertEquals(GameResult.BLACK_WIN, GameResult.of(Outcome.BLACK_WINS));
        assertEquals(GameResult.WHITE_WIN, GameResult.of(Outcome.WHITE_WINS));
    }
}
