package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Path;
import org.evodraughts.files.CrashPoints;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GameResult;
import org.evodraughts.storage.RunStore;

/**
 * Writes a run's champions in both places they are kept: the JSON file
 * {@code champions/gen-NNNN.json} ({@link ChampionFile}, atomically) and then the store, where
 * each champion's evaluation games ({@link GameRecord}, PDN) go before its
 * {@link ChampionRecord}, so that a stored champion always has its games. The record holds the
 * file's very text, formatted once.
 *
 * <p>Not thread-safe; the store it is given must be.
 */
final class ChampionWriter {
    private final RunId runId;
    private final Path runDirectory;
    private final RunStore store;

    ChampionWriter(RunId runId, Path runDirectory, RunStore store) {
        this.runId = runId;
        this.runDirectory = runDirectory;
        this.store = store;
    }

    /**
     * Writes a newly evaluated champion: its file, then its games and record.
     *
     * @param document the champion's network with its figures ({@link ChampionFile#document})
     * @throws IOException if the file cannot be written; nothing is stored then
     */
    ChampionFile write(ChampionEvaluation evaluation, NetworkDocument document) throws IOException {
        int generation = evaluation.champion().generation();
        ChampionFile.Written written = ChampionFile.write(runDirectory, generation, document);
        CrashPoints.reached(CrashPoints.AFTER_CHAMPION_FILE, generation);
        store(evaluation, written.file().summary(), written.text());
        return written.file();
    }

    /**
     * Writes an already recorded champion again with new figures (a yardstick result): its file,
     * then its record; its games are stored already.
     */
    ChampionFile rewrite(int generation, NetworkDocument document) throws IOException {
        ChampionFile.Written written = ChampionFile.write(runDirectory, generation, document);
        store.save(ChampionRecord.of(written.file().summary(), written.text()));
        return written.file();
    }

    /** Writes back the file of a champion the store holds, from the stored document. */
    ChampionFile restoreFile(int generation, NetworkDocument document) throws IOException {
        return ChampionFile.write(runDirectory, generation, document).file();
    }

    /**
     * Stores a champion's evaluation games and then its record; {@code networkJson} is its
     * file's text.
     */
    void store(ChampionEvaluation evaluation, ChampionSummary summary, String networkJson) {
        for (EvaluatedGame game : evaluation.games()) {
            store.save(gameRecord(summary.generation(), game));
        }
        store.save(ChampionRecord.of(summary, networkJson));
    }

    private GameRecord gameRecord(int generation, EvaluatedGame game) {
        return new GameRecord(runId, generation, game.number(), game.pdn().tags().get("Black"), game.pdn().tags().get("White"),
                GameResult.of(game.outcome()), Pdn.format(game.pdn()));
    }
}
