package org.evodraughts.runs;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.champions.Generations;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GenerationScores;
import org.evodraughts.storage.records.RunRecord;

/**
 * A read-only view of one run's record and champions, from its store ({@link StoreRunView}) or,
 * when the run's embedded database is in use by the run itself, from the champion JSON files
 * in its run directory ({@link FileRunView}), which hold the same figures and networks but
 * not the run record or the games. Open one with {@link RunLocator#open}; close it after use.
 *
 * <p>Reads throw {@code StoreUnavailableException} (unchecked) if the database goes away.
 * Not thread-safe.
 */
public sealed interface RunView extends AutoCloseable permits StoreRunView, FileRunView {

    /** Where the run is. */
    RunLocation location();

    /** Where the data comes from, for messages, e.g. {@code embedded MongoDB in runs/r1/mongo.mv}. */
    String source();

    /** The run's record (configuration, seed, times, status), if stored. */
    Optional<RunRecord> run();

    /** Every champion's figures, by generation. */
    List<ChampionSummary> champions();

    /** The network document of the champion of {@code generation}, if there is one. */
    Optional<NetworkDocument> championDocument(int generation) throws IOException;

    /**
     * What could not be read, one line each naming the damaged file and the repair (a champion
     * file passed over, a database that cannot be opened); empty for a run read whole.
     */
    default List<String> problems() {
        return List.of();
    }

    /** Whether this view can show the evaluation games ({@link FileRunView} cannot). */
    boolean hasGames();

    /** The games of a champion's evaluation, by number; empty when not {@link #hasGames()}. */
    List<GameRecord> games(int generation);

    /**
     * Each stored generation's scores (the population's tournament points), by generation;
     * empty where the source keeps none (a run read from its champion files).
     */
    default List<GenerationScores> generationScores() {
        return List.of();
    }

    /**
     * What to say of the generations below the latest that have no champion that can be read
     * ({@link Generations#missingChampions}): {@code champions list}, {@code runs list} and the
     * run's page say it. Empty if none is missing.
     */
    default Optional<String> missingChampions() {
        return Generations.missingChampions(champions());
    }

    /** The champion of the highest generation. */
    default Optional<ChampionSummary> latest() {
        List<ChampionSummary> all = champions();
        return all.isEmpty() ? Optional.empty() : Optional.of(all.getLast());
    }

    /** The best champion by {@link ChampionSummary#BEST_FIRST}. */
    default Optional<ChampionSummary> best() {
        return champions().stream().min(ChampionSummary.BEST_FIRST);
    }

    /** The champion of {@code generation}. */
    default Optional<ChampionSummary> champion(int generation) {
        return champions().stream().filter(c -> c.generation() == generation).findFirst();
    }

    /**
     * The champion a user names: a generation number, {@code best} or {@code latest}.
     *
     * @throws IllegalArgumentException if the run has no champions yet, the text is none of
     *                                  those, or there is no champion of that generation
     */
    default ChampionSummary select(String which) {
        List<ChampionSummary> all = champions();
        if (all.isEmpty()) {
            throw new IllegalArgumentException(location().describe() + " has no champions yet");
        }
        String text = which.strip();
        return switch (text) {
            case "best" -> best().orElseThrow();
            case "latest" -> latest().orElseThrow();
            default -> {
                int generation;
                try {
                    generation = Integer.parseInt(text);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("generation '" + which + "' is not a number, best or latest");
                }
                yield champion(generation).orElseThrow(() -> new IllegalArgumentException(location().describe()
                        + " has no champion of generation " + generation + " (it has "
                        + Generations.named(all.stream().map(ChampionSummary::generation).toList()) + ")"));
            }
        };
    }

    /** Closes the store (stopping an embedded server). Idempotent. */
    @Override
    void close();
}
