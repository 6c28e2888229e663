package org.evodraughts.runs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.evodraughts.champions.ChampionGames;
import org.evodraughts.champions.MeasureProgress;
import org.evodraughts.ga.loop.GenerationListener;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.work.WorkTrace;

/**
 * A run's listeners on disk and in its store, in the one order their dependencies allow.
 * {@code EvolutionRun.runWith} starts listeners and tells them of each generation in the order given, and
 * ends them in reverse, so:
 * <ol>
 * <li>{@link RunRecordListener} first: it opens the run's store when the run starts and closes it
 *     when the run ends;</li>
 * <li>{@link ChampionListener}, which is given the records listener and records the champions
 *     into its store: started after the store opens, ended before it closes, and each
 *     generation's champion recorded after the generation's own record;</li>
 * <li>{@link ProgressFile};</li>
 * <li>with a work trace, {@link WorkTraceListener} last, so that a generation's line holds the
 *     other listeners' work too (the champion's games).</li>
 * </ol>
 * Build them here rather than by hand, so no entry point can list them otherwise. Immutable.
 *
 * @param records   the run's records and its store
 * @param champions the champion records, into {@code records}' store
 * @param progress  the run's {@code progress.jsonl}
 * @param trace     the work trace's listener, with a trace
 */
public record RunListeners(RunRecordListener records, ChampionListener champions, ProgressFile progress,
                           Optional<WorkTraceListener> trace) {

    public RunListeners {
        if (!champions.recordsInto(records)) {
            throw new IllegalArgumentException("the champion listener records into another run's records");
        }
    }

    /**
     * The listeners of the run in {@code runDirectory}.
     *
     * @param notes hears the champion listener's notes (a warning, a yardstick match played when the run ends)
     * @param trace the run's work trace, or {@link WorkTrace#OFF} for none
     * @param clock the run's time over its sessions, for its progress file
     */
    public static RunListeners of(Path runDirectory, EvolutionConfig config, Consumer<String> notes, WorkTrace trace,
                                  RunClock clock) {
        return of(runDirectory, config, notes, trace, clock, (pool, stopped) -> ChampionGames.on(pool), MeasureProgress.NONE);
    }

    /**
     * The listeners of the run in {@code runDirectory}, whose champion plays its games where
     * {@code championGames} says (this process's pool, or a cluster), shown as they go by
     * {@code championProgress}.
     */
    public static RunListeners of(Path runDirectory, EvolutionConfig config, Consumer<String> notes, WorkTrace trace,
                                  RunClock clock, ChampionListener.GamesOn championGames, MeasureProgress championProgress) {
        RunRecordListener records = new RunRecordListener(runDirectory, config);
        return new RunListeners(records, new ChampionListener(runDirectory, config, notes, records, trace, championGames,
                championProgress),
                new ProgressFile(runDirectory, clock), trace == WorkTrace.OFF ? Optional.empty()
                        : Optional.of(new WorkTraceListener(trace, runDirectory, config.threadCount())));
    }

    /** The listeners in the order {@code EvolutionRun.runWith} is to be given them. */
    public List<GenerationListener> inOrder() {
        List<GenerationListener> listeners = new ArrayList<>(List.of(records, champions, progress));
        trace.ifPresent(listeners::add);
        return List.copyOf(listeners);
    }
}
