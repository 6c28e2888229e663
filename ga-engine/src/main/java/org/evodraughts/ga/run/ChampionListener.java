package org.evodraughts.ga.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.evodraughts.champions.Champion;
import org.evodraughts.champions.ChampionRecorder;
import org.evodraughts.champions.ChampionTracker;
import org.evodraughts.champions.Yardstick;
import org.evodraughts.ga.GenerationListener;
import org.evodraughts.ga.GenerationReport;
import org.evodraughts.ga.Individual;
import org.evodraughts.ga.RunInfo;
import org.evodraughts.ga.RunOutcome;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.storage.GenerationRecord;
import org.evodraughts.storage.ResilientRunStore;
import org.evodraughts.storage.RunRecord;
import org.evodraughts.storage.RunStatus;
import org.evodraughts.storage.RunStores;
import org.evodraughts.storage.StoreOptions;

/**
 * Connects the evolution loop to the champions module and the run's MongoDB store: the run
 * record when it starts and ends, every generation's scores and genomes (enough to resume
 * from), and each generation's champion, measured against earlier champions and baselines,
 * written as {@code champions/gen-NNNN.json} and stored with its games. Its figures (mean of
 * means, baseline scores) go on the generation's progress line.
 *
 * <p>Every {@code champions.yardstickEvery} generations, and for the run's last generation, the
 * champion also plays its yardstick match ({@link Yardstick}), whose score goes on the line
 * too. The last generation is known when it completes if the run ends by its generation count,
 * or by its time budget already spent then; a budget spent during the champion's own games is
 * learned only when the run ends, and that champion is measured then, with a note to
 * {@code notes}. Nothing of the yardstick reaches the evolution: it only measures.
 *
 * <p>Champion games run on a pool of the run's thread count, while the tournament's pool is
 * idle, with seeds derived from the run's seed, so they too are the same at any thread count.
 * Used by the evolution loop's thread only.
 */
public final class ChampionListener implements GenerationListener {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path runDirectory;
    private final EvolutionConfig config;
    private final Consumer<String> notes;
    private ResilientRunStore store;
    private ExecutorService pool;
    private ChampionRecorder recorder;
    private RunRecord run;

    public ChampionListener(Path runDirectory, EvolutionConfig config) {
        this(runDirectory, config, note -> { });
    }

    /**
     * @param notes hears what happens after the last progress line (a yardstick match played
     *              when the run ends), for the display; the log has it too
     */
    public ChampionListener(Path runDirectory, EvolutionConfig config, Consumer<String> notes) {
        this.runDirectory = runDirectory;
        this.config = config;
        this.notes = notes;
    }

    @Override
    public void runStarted(RunInfo info) throws IOException {
        store = RunStores.open(runDirectory, StoreOptions.defaults().withMongoUri(config.storage().mongoUri()));
        pool = Executors.newFixedThreadPool(config.threadCount(), Thread.ofPlatform().name("champion-", 0).daemon().factory());
        recorder = recorder(info.runId(), runDirectory, config, store, pool);
        Optional<RunRecord> earlier = store.run(info.runId());
        run = earlier
                .map(r -> new RunRecord(r.runId(), r.configJson(), r.seed(), r.startedAt(), Optional.empty(), RunStatus.RUNNING))
                .orElseGet(() -> RunRecord.started(info.runId(), configJson(config), config.seed(), Instant.now()));
        recorder.saveRun(run);
        recorder.repairs().forEach(repair -> notes.accept("warning: " + repair));
    }

    /**
     * The champion recorder of a run, as its configuration sets it up, playing on {@code pool};
     * opening it levels the database with the champion files (see {@link ChampionRecorder#open}).
     */
    static ChampionRecorder recorder(String runId, Path runDirectory, EvolutionConfig config, ResilientRunStore store,
                                     ExecutorService pool) throws IOException {
        ChampionTracker tracker = new ChampionTracker(
                config.champions().settings(config.tournament().openingPlies(), config.tournament().drawRules()),
                config.tournament().searchSettings());
        Yardstick yardstick = new Yardstick(config.champions().yardstickSettings(config.tournament().searchSettings(),
                config.tournament().drawRules()), config.tournament().searchSettings());
        return ChampionRecorder.open(runId, runDirectory, config.seed(), store, tracker, yardstick, pool, Clock.systemUTC());
    }

    /** The configuration as JSON, as the run record keeps it (the URI's password hidden). */
    static String configJson(EvolutionConfig config) {
        try {
            return JSON.writeValueAsString(config.redacted());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the configuration as JSON", e);
        }
    }

    @Override
    public List<String> generationCompleted(GenerationReport report) throws IOException {
        saveGeneration(report);
        return recordChampion(report);
    }

    /**
     * Completes the last saved generation of an interrupted session: its record may not have
     * reached the store, and its champion may not have been recorded (the snapshot comes first).
     */
    @Override
    public void generationRestored(GenerationReport lastSaved) throws IOException {
        saveGeneration(lastSaved);
        if (recorder.summaries().stream().noneMatch(c -> c.generation() == lastSaved.generation())) {
            notes.accept("generation " + lastSaved.generation() + ": recording its champion, which the interrupted "
                    + "session had not");
            recordChampion(lastSaved);
        }
    }

    private void saveGeneration(GenerationReport report) {
        recorder.saveGeneration(generationRecord(report.run().runId(), report.generation(), report.population()));
    }

    /** A generation's population and scores as the store keeps them. */
    static GenerationRecord generationRecord(String runId, int generation, List<Individual> population) {
        return new GenerationRecord(runId, generation, population.stream().map(i -> i.genome().layers()).toList(),
                population.stream().mapToDouble(i -> i.score().points()).toArray());
    }

    private List<String> recordChampion(GenerationReport report) throws IOException {
        Champion champion = new Champion(report.generation(), report.championNetwork(), report.champion().score().points());
        try {
            return recorder.record(champion, report.elapsed(), endsTheRun(report), game -> { }).progressFigures();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("stopped while the champion of generation " + report.generation()
                    + " was being measured");
        }
    }

    @Override
    public void runEnded(RunInfo info, RunOutcome outcome) throws IOException {
        if (recorder == null) {
            return; // the store never opened; nothing to close
        }
        try {
            measureLast(outcome);
            recorder.drawCharts();
            RunStatus status = switch (outcome.reason()) {
                case GENERATIONS_DONE, TIME_BUDGET_SPENT -> RunStatus.FINISHED;
                case STOPPED -> RunStatus.STOPPED;
                case FAILED -> RunStatus.FAILED;
            };
            recorder.saveRun(run.ended(status, Instant.now()));
        } finally {
            pool.shutdownNow();
            store.close();
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
            recorder.measureYardstick(last).ifPresent(result -> notes.accept("generation " + last + ", the run's last: yardstick "
                    + result.describe()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("stopped while the last champion, of generation " + last + ", was being measured");
        }
    }

}
