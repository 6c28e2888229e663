package org.evodraughts.storage.records;

import org.evodraughts.run.RunId;

import java.util.Objects;

/**
 * One game from a champion's evaluation, as PDN. Keyed by ({@code runId}, {@code generation},
 * {@code game}).
 *
 * @param runId      the run
 * @param generation the champion's generation, 0 or more
 * @param game       the game's number within that evaluation, 0 or more (orders the games)
 * @param black      name of the player with Black
 * @param white      name of the player with White
 * @param result     how the game ended
 * @param pdn        the game in PDN
 */
public record GameRecord(RunId runId, int generation, int game, String black, String white, GameResult result,
                         String pdn) implements StoredRecord {

    public GameRecord {
        Objects.requireNonNull(runId, "runId");
        StoredRecord.checkGeneration(generation);
        if (game < 0) {
            throw new IllegalArgumentException("game number must be 0 or more, got " + game);
        }
        checkName(black, "black", generation, game);
        checkName(white, "white", generation, game);
        Objects.requireNonNull(result, "result");
        if (pdn == null || pdn.isBlank()) {
            throw new IllegalArgumentException("game " + game + " of generation " + generation + " has no PDN");
        }
    }

    @Override
    public String describeKey() {
        return "game " + game + " of generation " + generation + " of run " + runId;
    }

    private static void checkName(String name, String side, int generation, int game) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("game " + game + " of generation " + generation + " has no " + side + " player name");
        }
    }
}
