package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.StoreUnavailableException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings a run's two copies of its champions level when the run is opened, so both hold every
 * champion and the next champions play the right predecessors:
 * <ul>
 *   <li>writes the JSON file of every stored champion that has none (a run resumed from the
 *       database alone), byte for byte from the stored document;</li>
 *   <li>stores every champion whose file the database lacks (a process killed between the two
 *       writes, or a database file truncated or replaced), with its evaluation games played
 *       again: they are the same games, since their seeds derive from the run's seed and the
 *       generation.</li>
 * </ul>
 * If the database cannot be read now, the files alone are used.
 */
final class StoreLevelling {
    private static final Logger log = LoggerFactory.getLogger(StoreLevelling.class);

    /** Plays a champion's evaluation games again, against the champions before it. */
    @FunctionalInterface
    interface Replay {
        ChampionEvaluation evaluate(Champion champion) throws IOException, InterruptedException;
    }

    private StoreLevelling() {}

    /**
     * Levels {@code store} and the files of {@code history}, adding restored files to it.
     *
     * @return what was found wrong and mended, one line each, for the user to see
     * @throws IOException naming the file if a champion file cannot be read or written, or if
     *                     interrupted while replaying games
     */
    static List<String> level(RunId runId, Path runDirectory, RunStore store, ChampionHistory history,
                              ChampionWriter writer, Replay replay) throws IOException {
        List<ChampionSummary> stored;
        try {
            stored = store.championSummaries(runId);
        } catch (StoreUnavailableException e) {
            log.warn("run {}: cannot read the stored champions ({}); using the {} champion files only", runId, e.getMessage(),
                    history.size());
            return List.of();
        }
        TreeSet<Integer> unstored = new TreeSet<>(history.summaries().stream().map(ChampionSummary::generation).toList());
        List<String> done = new ArrayList<>();
        for (ChampionSummary summary : stored) {
            unstored.remove(summary.generation());
            if (history.get(summary.generation()).isEmpty()) {
                ChampionRecord record = store.champion(runId, summary.generation()).orElseThrow();
                NetworkDocument document = NetworkFile.parse(record.networkJson(), "stored " + record.describeKey());
                history.put(writer.restoreFile(record.generation(), document).summary());
                done.add("restored " + RunLayout.of(runDirectory).champion(record.generation()) + " from the database");
                log.info("run {}: {}", runId, done.getLast());
            }
        }
        if (unstored.isEmpty()) {
            return done;
        }
        String repair = "the database of run " + runId + " holds " + (history.size() - unstored.size()) + " of its "
                + history.size() + " champions; storing the other " + unstored.size() + " (" + Generations.named(unstored)
                + ") from their files in " + RunLayout.of(runDirectory).champions() + ", with their games played again";
        log.warn(repair);
        for (int generation : unstored) {
            ChampionFile file = ChampionFile.read(runDirectory, generation);
            ChampionEvaluation evaluation;
            try {
                evaluation = replay.evaluate(file.champion());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("stopped while storing the champion of generation " + generation
                        + " from its file");
            }
            writer.store(evaluation, file.summary(), NetworkFile.format(file.document()));
        }
        done.add(repair);
        return done;
    }
}
