package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.evodraughts.champions.Champion;
import org.evodraughts.champions.ChampionGames;
import org.evodraughts.champions.ChampionRecorder;
import org.evodraughts.champions.ChampionTracker;
import org.evodraughts.champions.MeasureProgress;
import org.evodraughts.champions.RecordedChampion;
import org.evodraughts.champions.Yardstick;
import org.evodraughts.checkers.match.ChampionSettings;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.ga.loop.GenerationListener;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.loop.RunInfo;
import org.evodraughts.ga.loop.RunOutcome;
import org.evodraughts.ga.config.ChampionsConfig;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.work.WorkTrace;
import org.evodraughts.storage.journal.ResilientRunStore;

/**
 * Connects the evolution loop to the champions module: each generation's champion, handed on
 * by the loop ({@link GenerationReport#championNetwork()}), is measured against earlier
 * champions and baselines, written as {@code champions/gen-NNNN.json} and stored with its
 * games ({@link ChampionRecorder}). Its figures (mean of means, baseline scores) are there for
 * the generation's progress line ({@link #figures}). The run's own records (run, generations) and the store are
 * {@link RunRecordListener}'s, given here; {@link RunListeners} lists that one first.
 *
 * <p>Every {@code champions.yardstickEvery} generations, and for the run's last generation, the
 * champion also plays its yardstick match ({@link Yardstick}), whose score goes on the line
 * too. The last generation is known when it completes if the run ends by its generation count,
 * or by its time budget already spent then; a budget spent during the champion's own games is
 * learned only when the run ends, and that champion is measured then, with a note to
 * {@code notes}. Nothing of the yardstick reaches the evolution: it only measures.
 *
 * <p>Champion games run on a pool of the run's thread count, while the tournament's pool is
 * idle, with seeds derived from the run's seed, so they too are the same at any thread count;
 * in a cluster run they also go to the workers ({@link GamesOn}), with the same results.
 * Used by the evolution loop's thread only.
 */
public final class ChampionListener implements GenerationListener {
    private final Path runDirectory;
    private final EvolutionConfig config;
    private final Consumer<String> notes;
    private final RunRecordListener records;
    private final WorkTrace trace;
    private final GamesOn games;
    private final MeasureProgress progress;
    private ExecutorService pool;
    /** The pool under {@link #pool}'s tracing, which a stop cancels. */
    private volatile StoppablePool stoppable;
    private ChampionRecorder recorder;
    /** What the last generation heard recorded, for its progress line; null before the first. */
    private RecordedChampion lastRecorded;

    /**
     * @param notes   hears what happens after the last progress line (a yardstick match played
     *                when the run ends), for the display; the log has it too
     * @param records the run's records, whose store the champions go to
     */
    public ChampionListener(Path runDirectory, EvolutionConfig config, Consumer<String> notes, RunRecordListener records) {
        this(runDirectory, config, notes, records, WorkTrace.OFF);
    }

    /** A listener whose games' work {@code trace} times. */
    public ChampionListener(Path runDirectory, EvolutionConfig config, Consumer<String> notes, RunRecordListener records,
                            WorkTrace trace) {
        this(runDirectory, config, notes, records, trace, (pool, stopped) -> ChampionGames.on(pool), MeasureProgress.NONE);
    }

    /**
     * A listener whose games {@code games} runs: on the listener's pool ({@link ChampionGames#on}),
     * or also on other machines. Where they run does not change them. {@code progress} hears of
     * the champion's matches and games as they go.
     */
    public ChampionListener(Path runDirectory, EvolutionConfig config, Consumer<String> notes, RunRecordListener records,
                            WorkTrace trace, GamesOn games, MeasureProgress progress) {
        this.runDirectory = runDirectory;
        this.config = config;
        this.notes = notes;
        this.records = records;
        this.trace = trace;
        this.games = games;
        this.progress = progress;
    }

    /** Where the champion's games run, given the listener's pool and whether the run was stopped. */
    @FunctionalInterface
    public interface GamesOn {
        /**
         * @param pool    this process's pool for the games (a stop cancels its games)
         * @param stopped true once the run is stopped: games elsewhere must end then too
         */
        ChampionGames games(ExecutorService pool, BooleanSupplier stopped);
    }

    /** Whether this listener records into {@code records}' store. */
    boolean recordsInto(RunRecordListener records) {
        return this.records == records;
    }

    @Override
    public void runStarted(RunInfo info) throws IOException {
        ResilientRunStore store = records.store(); // first: listed before its records, this fails here, holding nothing
        stoppable = new StoppablePool(Executors.newFixedThreadPool(config.threadCount(),
                Thread.ofPlatform().name("champion-", 0).daemon().factory()));
        pool = trace.traced(stoppable, "champion");
        StoppablePool games = stoppable;
        recorder = recorder(info.runId(), runDirectory, config, store, this.games.games(pool, games::isStopped));
        recorder.repairs().forEach(repair -> notes.accept("warning: " + repair));
    }

    /**
     * The champion recorder of a run, as its configuration sets it up, playing on {@code pool};
     * opening it levels the database with the champion files (see {@link ChampionRecorder#open}).
     */
    static ChampionRecorder recorder(RunId runId, Path runDirectory, EvolutionConfig config, ResilientRunStore store,
                                     ExecutorService pool) throws IOException {
        return recorder(runId, runDirectory, config, store, ChampionGames.on(pool));
    }

    /** The champion recorder of a run, as its configuration sets it up, its games run by {@code games}. */
    static ChampionRecorder recorder(RunId runId, Path runDirectory, EvolutionConfig config, ResilientRunStore store,
                                     ChampionGames games) throws IOException {
        SearchSettings search = config.tournament().search().settings();
        ChampionTracker tracker = new ChampionTracker(championSettings(config), search);
        Yardstick yardstick = new Yardstick(yardstickSettings(config), search);
        return ChampionRecorder.open(runId, runDirectory, config.seed(), store, tracker, yardstick, games, Clock.systemUTC());
    }

    /** The configuration's champions section for the champions module, with the tournament's openings and draw rules. */
    static ChampionSettings championSettings(EvolutionConfig config) {
        ChampionsConfig champions = config.champions();
        return new ChampionSettings(champions.previous(), champions.gamesPerChampion(), champions.baselines().names(),
                champions.gamesPerBaseline(), config.tournament().openingPlies(), config.tournament().drawRules());
    }

    /**
     * The yardstick match's settings: its player as {@code YardstickPlayer.name} gives it for the
     * tournament's search, with the tournament's draw rules.
     */
    static YardstickSettings yardstickSettings(EvolutionConfig config) {
        ChampionsConfig champions = config.champions();
        return new YardstickSettings(champions.yardstick().name(config.tournament().search().settings()),
                champions.yardstickEvery(), champions.yardstickGames(), config.tournament().drawRules());
    }

    @Override
    public void generationCompleted(GenerationReport report) throws IOException {
        lastRecorded = recordChampion(report);
    }

    /**
     * What was recorded of the champion of {@code generation}, if this listener recorded it last,
     * for its progress line: its figures ({@link RecordedChampion#progressFigures()}, e.g.
     * {@code mean of means +0.333 over 3 champions; random +1.00}) and its yardstick match.
     */
    public Optional<RecordedChampion> recorded(int generation) {
        RecordedChampion recorded = lastRecorded;
        return recorded != null && recorded.generation() == generation ? Optional.of(recorded) : Optional.empty();
    }

    /**
     * Completes the last saved generation of an interrupted session: its champion may not have
     * been recorded (the snapshot comes first).
     */
    @Override
    public void generationRestored(GenerationReport lastSaved) throws IOException {
        if (recorder.summaries().stream().noneMatch(c -> c.generation() == lastSaved.generation())) {
            notes.accept("generation " + lastSaved.generation() + ": recording its champion, which the interrupted "
                    + "session had not");
            recordChampion(lastSaved);
        }
    }

    private RecordedChampion recordChampion(GenerationReport report) throws IOException {
        Champion champion = new Champion(report.generation(), report.championNetwork(), report.champion().score().points(),
                report.islands().isEmpty() ? OptionalInt.empty() : OptionalInt.of(report.island()));
        progress.recordingStarted(report.generation());
        try {
            return recorder.record(champion, report.elapsed(), endsTheRun(report), progress);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("stopped while the champion of generation " + report.generation()
                    + " was being measured");
        } finally {
            progress.recordingEnded();
        }
    }

    /** Cancels the champion's games under way: a stop does not wait for them. */
    @Override
    public void stopRequested() {
        StoppablePool games = stoppable;
        if (games != null) {
            games.stop();
        }
    }

    @Override
    public void runEnded(RunInfo info, RunOutcome outcome) throws IOException {
        if (pool == null) {
            return; // the run never started
        }
        try {
            if (recorder != null && outcome.lastGeneration() >= 0) {
                // The last champion's yardstick match, if it is still to play, and the charts: seconds, shown as its recording.
                progress.recordingStarted(outcome.lastGeneration());
                try {
                    measureLast(outcome);
                    recorder.drawCharts();
                } finally {
                    progress.recordingEnded();
                }
            } else if (recorder != null) {
                recorder.drawCharts();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Whether the run ends after this generation: its generation target, or a time budget spent already. */
    private boolean endsTheRun(GenerationReport report) {
        return config.stop().generationsDone(report.generation()) || config.stop().budgetSpent(report.elapsed());
    }

    /** Plays the yardstick match of a finished run's last champion if it has not played it. */
    private void measureLast(RunOutcome outcome) throws IOException {
        int last = outcome.lastGeneration();
        boolean finished = outcome.reason() == RunOutcome.Reason.GENERATIONS_DONE
                || outcome.reason() == RunOutcome.Reason.TIME_BUDGET_SPENT;
        if (!finished || recorder.summaries().stream().noneMatch(c -> c.generation() == last)) {
            return;
        }
        try {
            recorder.measureYardstick(last, progress).ifPresent(result -> notes.accept("generation " + last + ", the run's last: yardstick "
                    + result.describe()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("stopped while the last champion, of generation " + last + ", was being measured");
        } catch (CancellationException e) {
            // Stopped during it: the match is a measure only, and report or a resume can play it.
            notes.accept("generation " + last + ", the run's last: its yardstick match was stopped");
        }
    }

}
