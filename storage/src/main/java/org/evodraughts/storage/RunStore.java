package org.evodraughts.storage;

import org.evodraughts.run.RunId;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.StoredRecord;
import java.util.List;
import java.util.Optional;

/**
 * Where runs, generations, champions and games are kept. Saves are upserts by each record's key
 * (see {@link StoredRecord}), so saving the same record twice stores it once, and saving a new
 * version of a key replaces the old one. Reads return records in a stable order, as documented
 * per method, and an empty list or {@code Optional} for an unknown run.
 *
 * <p>Failures are unchecked: {@link StoreUnavailableException} when the database cannot be
 * reached, {@link StorageException} otherwise; bad arguments are IllegalArgumentException.
 *
 * <p>Implementations are thread-safe unless they say otherwise.
 */
public interface RunStore extends AutoCloseable {

    /** Inserts {@code record}, or replaces the stored record with the same key. */
    void save(StoredRecord record);

    /** Every run, oldest start first (ties by run id). */
    List<RunRecord> runs();

    /** The run with this id. */
    Optional<RunRecord> run(RunId runId);

    /** Every champion of the run, by generation. Each carries its network; see {@link #championSummaries}. */
    List<ChampionRecord> champions(RunId runId);

    /** Every champion of the run without its network (cheap to list), by generation. */
    List<ChampionSummary> championSummaries(RunId runId);

    /** The champion of one generation. */
    Optional<ChampionRecord> champion(RunId runId, int generation);

    /** The run's best champion by {@link ChampionSummary#BEST_FIRST}. */
    default Optional<ChampionRecord> bestChampion(RunId runId) {
        return championSummaries(runId).stream()
                .min(ChampionSummary.BEST_FIRST)
                .flatMap(best -> champion(runId, best.generation()));
    }

    /** The champion of the run's highest generation. */
    Optional<ChampionRecord> latestChampion(RunId runId);

    /** Every stored generation's scores without its population (cheap to list), by generation. */
    List<GenerationScores> generationScores(RunId runId);

    /** The run's highest generation stored with its population, to resume from. */
    Optional<GenerationRecord> latestGeneration(RunId runId);

    /**
     * The generations stored with their population (the others keep their scores only), in
     * increasing order; reads no population.
     */
    List<Integer> populationGenerations(RunId runId);

    /** The games of a champion's evaluation, by game number. */
    List<GameRecord> games(RunId runId, int generation);

    /** Releases the connection (and stops anything the store started). Idempotent. */
    @Override
    void close();
}
