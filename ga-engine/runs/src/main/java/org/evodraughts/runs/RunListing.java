package org.evodraughts.runs;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.RunRecord;

/**
 * One line of {@code runs list}: a run and what could be read of it.
 *
 * @param location  where the run is
 * @param run       its record, if it could be read
 * @param champions its champions' figures, by generation
 * @param source    where the figures came from (see {@link RunView#source()})
 * @param problem   why the run could not be read at all, if so (e.g. an unreadable file)
 * @param damage    what of it could not be read though the rest could (a champion file passed
 *                  over), one line each naming the file and the repair
 */
public record RunListing(RunLocation location, Optional<RunRecord> run, List<ChampionSummary> champions, String source,
                         Optional<String> problem, List<String> damage) {

    public RunListing {
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(run, "run");
        champions = List.copyOf(champions);
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(problem, "problem");
        damage = List.copyOf(damage);
    }

    /** A listing read whole, or not at all. */
    public RunListing(RunLocation location, Optional<RunRecord> run, List<ChampionSummary> champions, String source,
                      Optional<String> problem) {
        this(location, run, champions, source, problem, List.of());
    }
}
