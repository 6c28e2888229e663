package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.ExecutorService;
import java.util.function.IntConsumer;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.files.TextFiles;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.records.YardstickResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records a run's champions, generation by generation; the evolution loop calls
 * {@link #record} once per generation after its tournament, with that generation's
 * {@link Champion} (the top of its ranking, whose network the loop already has).
 *
 * <p>For each generation it
 * <ol>
 *   <li>evaluates the champion with the {@link ChampionTracker} on the caller's {@link ChampionGames} (a pool, or a cluster) against the
 *       earlier champions of this run (and the baselines),</li>
 *   <li>when it is due, plays its {@link Yardstick} match the same way: every
 *       {@link YardstickSettings#every()} generations, and for the run's last generation
 *       ({@link #measureYardstick} also measures a champion already recorded),</li>
 *   <li>writes its JSON copy {@code champions/gen-NNNN.json} ({@link ChampionFile}) atomically,
 *       and then saves the evaluation's games ({@code GameRecord}, PDN) and the
 *       {@code ChampionRecord} to the store ({@link ChampionWriter});</li>
 *   <li>redraws the run's {@code ProgressCharts} in {@code charts/} (at the first generation,
 *       then at most every 30 seconds ({@link ChartSchedule}); {@link #drawCharts} at the end).</li>
 * </ol>
 * Give it the run's {@code ResilientRunStore} ({@code RunStores.open}): during a database outage
 * the saves are queued and delivered later, while the JSON files and charts keep coming.
 *
 * <p>Each champion also gets the run's elapsed wall-clock time: the caller gives this session's,
 * and the recorder adds the time of the last champion recorded before it was opened, so the
 * figure runs on across resumed sessions.
 *
 * <p>Opening a recorder on a run directory that already has champions (a resumed run) loads
 * them from their files ({@link ChampionHistory}), so the next champions play the right
 * predecessors, and levels the store with the files ({@link StoreLevelling}): a champion the
 * store holds without a file (a run resumed from the database alone) gets its file written
 * again, and one the store lacks is stored. A champion file is never overwritten: recording a
 * generation that has one keeps it (the same champion, computed again after a resume from an
 * earlier snapshot) or fails (another champion).
 *
 * <p>The run's own records (run, generations) are not the recorder's: the application's
 * {@code runs.RunRecordListener} saves them. The recorder does not close the store.
 *
 * <p>Not thread-safe: call it from the loop's thread (not from one of the executor's threads).
 */
public final class ChampionRecorder {
    private static final Logger log = LoggerFactory.getLogger(ChampionRecorder.class);

    private final RunId runId;
    private final Path runDirectory;
    private final long masterSeed;
    private final ChampionTracker tracker;
    private final Yardstick yardstick;
    private final ChampionGames games;
    private final Clock clock;
    private final ChampionHistory history;
    private final ChampionWriter writer;
    private final ChartSchedule charts;
    /** The run's elapsed seconds before this session: the latest champion's when the recorder was opened. */
    private double earlierSeconds;
    private final List<String> repairs = new ArrayList<>();

    private ChampionRecorder(RunId runId, Path runDirectory, long masterSeed, RunStore store, ChampionTracker tracker,
                             Yardstick yardstick, ChampionGames games, Clock clock) throws IOException {
        this.runId = Objects.requireNonNull(runId, "runId");
        this.runDirectory = Objects.requireNonNull(runDirectory, "runDirectory");
        this.masterSeed = masterSeed;
        this.tracker = Objects.requireNonNull(tracker, "tracker");
        this.yardstick = Objects.requireNonNull(yardstick, "yardstick");
        this.games = Objects.requireNonNull(games, "games");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.writer = new ChampionWriter(runId, runDirectory, Objects.requireNonNull(store, "store"));
        this.charts = new ChartSchedule(runId, RunLayout.of(runDirectory));
        this.history = ChampionHistory.load(runDirectory, repairs);
    }

    /**
     * A recorder for the run {@code runId} in {@code runDirectory} (which must exist), loading
     * any champion files already there.
     *
     * @param masterSeed the run's seed; the evaluation games' seeds derive from it
     * @param store      where records go (the run's {@code ResilientRunStore})
     * @param tracker    the evaluation settings and the tournament's search
     * @param executor   the tournament's thread pool
     * @param clock      stamps the champion files' {@code createdAt}
     * @throws IOException naming the file if an existing champion file cannot be read or a
     *                     missing one written, or if the directory does not exist
     */
    public static ChampionRecorder open(RunId runId, Path runDirectory, long masterSeed, RunStore store,
                                        ChampionTracker tracker, ExecutorService executor, Clock clock) throws IOException {
        return open(runId, runDirectory, masterSeed, store, tracker, new Yardstick(YardstickSettings.OFF, tracker.search()),
                executor, clock);
    }

    /**
     * A recorder as {@link #open(String, Path, long, RunStore, ChampionTracker, ExecutorService, Clock)}
     * makes one, whose champions also play {@code yardstick}'s match when it is due.
     */
    public static ChampionRecorder open(RunId runId, Path runDirectory, long masterSeed, RunStore store,
                                        ChampionTracker tracker, Yardstick yardstick, ExecutorService executor, Clock clock)
            throws IOException {
        return open(runId, runDirectory, masterSeed, store, tracker, yardstick, ChampionGames.on(executor), clock);
    }

    /**
     * A recorder as {@link #open(String, Path, long, RunStore, ChampionTracker, Yardstick, ExecutorService, Clock)}
     * makes one, whose games {@code games} runs (on this process's pool, or also on other machines).
     */
    public static ChampionRecorder open(RunId runId, Path runDirectory, long masterSeed, RunStore store,
                                        ChampionTracker tracker, Yardstick yardstick, ChampionGames games, Clock clock)
            throws IOException {
        if (!Files.isDirectory(runDirectory)) {
            throw new IOException("run directory " + runDirectory + " does not exist");
        }
        ChampionRecorder recorder = new ChampionRecorder(runId, runDirectory, masterSeed, store, tracker, yardstick, games,
                clock);
        recorder.repairs.addAll(StoreLevelling.level(runId, runDirectory, store, recorder.history, recorder.writer,
                champion -> recorder.evaluate(champion, MeasureProgress.NONE)));
        recorder.earlierSeconds = recorder.history.elapsedSeconds();
        if (recorder.history.size() > 0) {
            log.info("run {}: {} earlier champions in {}", runId, recorder.history.size(), RunLayout.of(runDirectory).champions());
        }
        return recorder;
    }

    /** What {@link #open} found wrong and mended ({@link StoreLevelling}), one line each, for the user to see. */
    public List<String> repairs() {
        return List.copyOf(repairs);
    }

    /**
     * Records a champion without an elapsed time, a yardstick match (but by the interval) or
     * reports of games as they end; see {@link #record(Champion, Duration, boolean, MeasureProgress)}.
     */
    public RecordedChampion record(Champion champion) throws IOException, InterruptedException {
        return record(champion, OptionalDouble.empty(), false, MeasureProgress.NONE);
    }

    /**
     * Evaluates and stores the champion of the generation just scored; see the class comment.
     *
     * @param champion       the generation's champion: the top of the loop's ranking (ties
     *                       broken its way), with its tournament points
     * @param sessionElapsed wall-clock time since this session of the run began
     * @param lastOfRun      whether the run ends with this generation (it then plays the
     *                       yardstick match whatever the interval)
     * @param progress       hears of the champion's matches and games as they go (e.g. a progress bar)
     * @return the champion's figures for the progress line
     * @throws IOException          if an earlier champion's file cannot be read or this one's
     *                              written (the charts only log a warning when they cannot be drawn)
     * @throws InterruptedException if interrupted during the games; nothing of this generation
     *                              is written then
     */
    public RecordedChampion record(Champion champion, Duration sessionElapsed, boolean lastOfRun,
                                   MeasureProgress progress) throws IOException, InterruptedException {
        return record(champion, OptionalDouble.of(earlierSeconds + sessionElapsed.toNanos() / 1e9), lastOfRun, progress);
    }

    private RecordedChampion record(Champion champion, OptionalDouble elapsedSeconds, boolean lastOfRun,
                                    MeasureProgress progress) throws IOException, InterruptedException {
        int generation = champion.generation();
        Optional<ChampionFile> kept = keptFile(champion);
        ChampionEvaluation evaluation = evaluate(champion, progress);
        if (kept.isPresent()) {
            // Never overwritten: the file stays as it is, and the store gets it with its games again.
            writer.store(evaluation, kept.get().summary(), TextFiles.read(kept.get().path(), "champion file"));
            return new RecordedChampion(evaluation, kept.get().path(), kept.get().yardstick());
        }
        YardstickSettings measure = yardstick.settings();
        Optional<YardstickResult> yardstickResult = measure.due(generation) || lastOfRun && measure.enabled()
                ? Optional.of(measure(champion, progress)) : Optional.empty();

        NetworkDocument document = ChampionFile.document(runId, masterSeed, clock.instant(), evaluation, elapsedSeconds,
                yardstickResult);
        ChampionFile file = writer.write(evaluation, document);
        history.put(file.summary());
        charts.drawIfDue(summaries());

        RecordedChampion report = new RecordedChampion(evaluation, file.path(), yardstickResult);
        log.info("run {}: champion of generation {} ({} points): {}", runId, generation, champion.points(),
                String.join("; ", report.progressFigures()));
        return report;
    }

    /**
     * The file of {@code champion}'s generation if one is there already: a run resumed from an
     * earlier snapshot than its last (the last one was damaged) computes generations again whose
     * champions have files. The seeds make it the same champion; if it is not, the run's files
     * disagree, and the file is kept rather than overwritten.
     *
     * @throws IOException if the file holds another network, or cannot be read
     */
    private Optional<ChampionFile> keptFile(Champion champion) throws IOException {
        if (history.get(champion.generation()).isEmpty()) {
            return Optional.empty();
        }
        ChampionFile file = ChampionFile.read(runDirectory, champion.generation());
        if (!Arrays.equals(file.document().network().parameters(), champion.network().parameters())) {
            throw new IOException("the champion of generation " + champion.generation() + " differs from the one in "
                    + file.path() + ", which is kept, not overwritten: the run's files disagree (was a snapshot replaced?)");
        }
        log.info("run {}: the champion of generation {} is the one in {} already; the file is kept", runId,
                champion.generation(), file.path());
        return Optional.of(file);
    }

    /** Plays {@code champion}'s evaluation games against the champions before it (and the baselines). */
    private ChampionEvaluation evaluate(Champion champion, MeasureProgress progress)
            throws IOException, InterruptedException {
        List<Champion> earlier = history.earlier(champion.generation(), tracker.settings().previousChampions());
        return tracker.evaluate(runId, masterSeed, champion, earlier,
                shown(n -> progress.evaluationStarted(champion.generation(), n), progress), game -> { });
    }

    /** Plays {@code champion}'s yardstick match. */
    private YardstickResult measure(Champion champion, MeasureProgress progress) throws InterruptedException {
        YardstickSettings settings = yardstick.settings();
        return yardstick.measure(masterSeed, champion,
                shown(n -> progress.yardstickStarted(champion.generation(), settings.spec().name(), n), progress));
    }

    /** The champion's games, whose batch {@code progress} hears of: its start ({@code started}, with its size), each game, its end. */
    private ChampionGames shown(IntConsumer started, MeasureProgress progress) {
        return (batch, ended) -> {
            started.accept(batch.size());
            try {
                return games.play(batch, (i, game) -> {
                    progress.gameEnded();
                    ended.ended(i, game);
                });
            } finally {
                progress.matchEnded();
            }
        };
    }

    /**
     * Plays the yardstick match of the champion of {@code generation}, already recorded, if the
     * yardstick is on and that champion has not played it: for a run that ends by its time
     * budget, which the loop learns only after the generation is recorded. Its file and stored
     * record get the result, and the charts are drawn again.
     *
     * @return the new result; empty if nothing was played
     * @param progress hears of the match and its games as they go
     * @throws IllegalArgumentException if no champion of that generation is recorded
     * @throws IOException              if its file cannot be read or written
     * @throws InterruptedException     if interrupted during the games; nothing is written then
     */
    public Optional<YardstickResult> measureYardstick(int generation, MeasureProgress progress)
            throws IOException, InterruptedException {
        ChampionSummary summary = history.get(generation).orElseThrow(
                () -> new IllegalArgumentException("run " + runId + " has no champion of generation " + generation));
        if (!yardstick.settings().enabled() || summary.yardstick().isPresent()) {
            return Optional.empty();
        }
        ChampionFile file = ChampionFile.read(runDirectory, generation);
        YardstickResult result = measure(file.champion(), progress);
        history.put(writer.rewrite(generation, ChampionFile.withYardstick(file.document(), result)).summary());
        drawCharts();
        log.info("run {}: champion of generation {}, the run's last: yardstick {}", runId, generation, result.describe());
        return Optional.of(result);
    }

    /**
     * Draws the run's charts now from every champion recorded so far, into
     * {@code charts/}; returns the files written (none if they could not be drawn, which only
     * logs a warning). {@link #record} draws them only now and then ({@link ChartSchedule}), so
     * the loop calls this once more when the run ends or stops.
     */
    public List<Path> drawCharts() {
        return charts.drawNow(summaries());
    }

    /** The figures of every champion recorded so far (including those found on opening), by generation. */
    public List<ChampionSummary> summaries() {
        return history.summaries();
    }

    /** The run directory. */
    public Path runDirectory() {
        return runDirectory;
    }
}
