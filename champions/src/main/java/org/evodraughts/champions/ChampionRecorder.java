package org.evodraughts.champions;

import java.io.IOException;
import org.evodraughts.storage.RunLayout;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import org.evodraughts.champions.report.ProgressCharts;
import org.evodraughts.checkers.io.CrashPoints;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.ChampionRecord;
import org.evodraughts.storage.ChampionSummary;
import org.evodraughts.storage.GameRecord;
import org.evodraughts.storage.GameResult;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.StoreUnavailableException;
import org.evodraughts.storage.StoredRecord;
import org.evodraughts.storage.YardstickResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records a run's champions, generation by generation; the evolution loop calls
 * {@link #record} once per generation after its tournament, with that generation's
 * {@link Champion} (the top of its ranking, whose network the loop already has).
 *
 * <p>For each generation it
 * <ol>
 *   <li>evaluates the champion with the {@link ChampionTracker} on the caller's executor against the
 *       earlier champions of this run (and the baselines),</li>
 *   <li>when it is due, plays its {@link Yardstick} match on the same executor: every
 *       {@link YardstickSettings#every()} generations, and for the run's last generation
 *       ({@link #measureYardstick} also measures a champion already recorded),</li>
 *   <li>writes its JSON copy {@code champions/gen-NNNN.json} ({@link ChampionFile}) atomically,</li>
 *   <li>saves the evaluation's games ({@link GameRecord}, PDN) and then the {@link ChampionRecord}
 *       (the file's very text, formatted once) to the store, so a stored champion always has its
 *       games;</li>
 *   <li>redraws the run's {@link ProgressCharts} in {@code charts/} (at the first generation,
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
 * them from their files, so the next champions play the right predecessors; a champion the
 * store holds without a file (a run resumed from the database alone) gets its file written
 * again first. Recording a generation again replaces its champion everywhere.
 *
 * <p>The run's own records (run, generations) are not the recorder's: the engine's
 * {@code RunRecordListener} saves them. The recorder does not close the store.
 *
 * <p>Not thread-safe: call it from the loop's thread (not from one of the executor's threads).
 */
public final class ChampionRecorder {
    private static final Logger log = LoggerFactory.getLogger(ChampionRecorder.class);

    private final String runId;
    private final Path runDirectory;
    private final long masterSeed;
    private final RunStore store;
    private final ChampionTracker tracker;
    private final Yardstick yardstick;
    private final ExecutorService executor;
    private final Clock clock;
    /**
     * The figures of every champion recorded so far (from files on opening, then new ones), by
     * generation. Networks stay in their files: a long run has thousands of champions, and
     * each evaluation reads only the few it plays.
     */
    private final TreeMap<Integer, ChampionSummary> champions = new TreeMap<>();
    private final ChartSchedule charts;
    /** The run's elapsed seconds before this session: the latest champion's when the recorder was opened. */
    private double earlierSeconds;
    private final List<String> repairs = new ArrayList<>();

    private ChampionRecorder(String runId, Path runDirectory, long masterSeed, RunStore store, ChampionTracker tracker,
                             Yardstick yardstick, ExecutorService executor, Clock clock) {
        this.runId = StoredRecord.checkRunId(runId);
        this.runDirectory = Objects.requireNonNull(runDirectory, "runDirectory");
        this.masterSeed = masterSeed;
        this.store = Objects.requireNonNull(store, "store");
        this.tracker = Objects.requireNonNull(tracker, "tracker");
        this.yardstick = Objects.requireNonNull(yardstick, "yardstick");
        this.executor = Objects.requireNonNull(executor, "executor");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.charts = new ChartSchedule(runId, RunLayout.of(runDirectory).charts());
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
    public static ChampionRecorder open(String runId, Path runDirectory, long masterSeed, RunStore store,
                                        ChampionTracker tracker, ExecutorService executor, Clock clock) throws IOException {
        return open(runId, runDirectory, masterSeed, store, tracker, new Yardstick(YardstickSettings.OFF, tracker.search()),
                executor, clock);
    }

    /**
     * A recorder as {@link #open(String, Path, long, RunStore, ChampionTracker, ExecutorService, Clock)}
     * makes one, whose champions also play {@code yardstick}'s match when it is due.
     */
    public static ChampionRecorder open(String runId, Path runDirectory, long masterSeed, RunStore store,
                                        ChampionTracker tracker, Yardstick yardstick, ExecutorService executor, Clock clock)
            throws IOException {
        if (!Files.isDirectory(runDirectory)) {
            throw new IOException("run directory " + runDirectory + " does not exist");
        }
        ChampionRecorder recorder = new ChampionRecorder(runId, runDirectory, masterSeed, store, tracker, yardstick, executor,
                clock);
        for (ChampionFile file : ChampionFile.readAll(runDirectory)) {
            recorder.champions.put(file.generation(), file.summary());
        }
        recorder.levelWithStore();
        recorder.earlierSeconds = recorder.champions.descendingMap().values().stream()
                .filter(c -> c.elapsedSeconds().isPresent()).findFirst()
                .map(c -> c.elapsedSeconds().getAsDouble()).orElse(0.0);
        if (!recorder.champions.isEmpty()) {
            log.info("run {}: {} earlier champions in {}", runId, recorder.champions.size(),
                    RunLayout.of(runDirectory).champions());
        }
        return recorder;
    }

    /**
     * Brings the two copies of the champions level, so both hold every champion and the next
     * champions play the right predecessors: writes the JSON file of every stored champion that
     * has none (a run resumed from the database alone), and stores every champion whose file the
     * database lacks (a process killed between the two writes, or a database file truncated or
     * replaced), with its evaluation games played again: they are the same games, since their
     * seeds derive from the run's seed and the generation. If the database cannot be read now,
     * the files alone are used.
     */
    private void levelWithStore() throws IOException {
        List<ChampionSummary> stored;
        try {
            stored = store.championSummaries(runId);
        } catch (StoreUnavailableException e) {
            log.warn("run {}: cannot read the stored champions ({}); using the {} champion files only", runId, e.getMessage(),
                    champions.size());
            return;
        }
        TreeMap<Integer, ChampionSummary> unstored = new TreeMap<>(champions);
        for (ChampionSummary summary : stored) {
            unstored.remove(summary.generation());
            if (!champions.containsKey(summary.generation())) {
                ChampionRecord record = store.champion(runId, summary.generation()).orElseThrow();
                NetworkDocument document = NetworkFile.parse(record.networkJson(), "stored " + record.describeKey());
                champions.put(record.generation(), ChampionFile.write(runDirectory, record.generation(), document).file().summary());
                log.info("run {}: restored {} from the database", runId, RunLayout.of(runDirectory).champion(record.generation()));
            }
        }
        if (unstored.isEmpty()) {
            return;
        }
        String repair = "the database of run " + runId + " holds " + (champions.size() - unstored.size()) + " of its "
                + champions.size() + " champions; storing the other " + unstored.size() + " (generation"
                + (unstored.size() == 1 ? " " + unstored.firstKey() : "s " + unstored.firstKey() + "–" + unstored.lastKey())
                + ") from their files in " + RunLayout.of(runDirectory).champions() + ", with their games played again";
        log.warn(repair);
        repairs.add(repair);
        for (int generation : unstored.keySet()) {
            ChampionFile file = ChampionFile.read(runDirectory, generation);
            ChampionEvaluation evaluation;
            try {
                evaluation = tracker.evaluate(runId, masterSeed, file.champion(), earlier(generation), executor, game -> { });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("stopped while storing the champion of generation " + generation
                        + " from its file");
            }
            save(generation, evaluation, file.summary(), NetworkFile.format(file.document()));
        }
    }

    /** What {@link #open} found wrong and mended, one line each, for the user to see. */
    public List<String> repairs() {
        return List.copyOf(repairs);
    }

    /**
     * Records a champion without an elapsed time, a yardstick match (but by the interval) or
     * reports of games as they end; see {@link #record(Champion, Duration, boolean, Consumer)}.
     */
    public RecordedChampion record(Champion champion) throws IOException, InterruptedException {
        return record(champion, OptionalDouble.empty(), false, game -> { });
    }

    /**
     * Evaluates and stores the champion of the generation just scored; see the class comment.
     *
     * @param champion       the generation's champion: the top of the loop's ranking (ties
     *                       broken its way), with its tournament points
     * @param sessionElapsed wall-clock time since this session of the run began
     * @param lastOfRun      whether the run ends with this generation (it then plays the
     *                       yardstick match whatever the interval)
     * @param onGameEnd      hears of each evaluation game as it ends (any thread; e.g. a progress bar)
     * @return the champion's figures for the progress line
     * @throws IOException          if an earlier champion's file cannot be read or this one's
     *                              written (the charts only log a warning when they cannot be drawn)
     * @throws InterruptedException if interrupted during the games; nothing of this generation
     *                              is written then
     */
    public RecordedChampion record(Champion champion, Duration sessionElapsed, boolean lastOfRun,
                                   Consumer<EvaluatedGame> onGameEnd) throws IOException, InterruptedException {
        return record(champion, OptionalDouble.of(earlierSeconds + sessionElapsed.toNanos() / 1e9), lastOfRun, onGameEnd);
    }

    private RecordedChampion record(Champion champion, OptionalDouble elapsedSeconds, boolean lastOfRun,
                                    Consumer<EvaluatedGame> onGameEnd) throws IOException, InterruptedException {
        int generation = champion.generation();
        ChampionEvaluation evaluation = tracker.evaluate(runId, masterSeed, champion, earlier(generation), executor, onGameEnd);
        YardstickSettings measure = yardstick.settings();
        Optional<YardstickResult> yardstickResult = measure.due(generation) || lastOfRun && measure.enabled()
                ? Optional.of(yardstick.measure(masterSeed, champion, executor)) : Optional.empty();

        NetworkDocument document = ChampionFile.document(runId, masterSeed, clock.instant(), evaluation, elapsedSeconds,
                yardstickResult);
        ChampionFile.Written written = ChampionFile.write(runDirectory, generation, document);
        ChampionFile file = written.file();
        CrashPoints.reached(CrashPoints.AFTER_CHAMPION_FILE, generation);
        ChampionSummary summary = file.summary();
        champions.put(generation, summary);
        save(generation, evaluation, summary, written.text());
        charts.drawIfDue(summaries());

        RecordedChampion report = new RecordedChampion(evaluation, file.path(), yardstickResult);
        log.info("run {}: champion of generation {} ({} points): {}", runId, generation, champion.points(),
                String.join("; ", report.progressFigures()));
        return report;
    }

    /** The champions that the champion of {@code generation} plays: the latest earlier ones, newest first. */
    private List<Champion> earlier(int generation) throws IOException {
        List<Champion> earlier = new ArrayList<>();
        for (int previous : champions.headMap(generation, false).descendingKeySet()) {
            if (earlier.size() == tracker.settings().previousChampions()) {
                break;
            }
            earlier.add(ChampionFile.read(runDirectory, previous).champion());
        }
        return earlier;
    }

    /**
     * Stores a champion's evaluation games and then its record, so a stored champion always has
     * its games; {@code networkJson} is its file's text.
     */
    private void save(int generation, ChampionEvaluation evaluation, ChampionSummary summary, String networkJson) {
        for (EvaluatedGame game : evaluation.games()) {
            store.save(gameRecord(generation, game));
        }
        store.save(ChampionRecord.of(summary, networkJson));
    }

    /**
     * Plays the yardstick match of the champion of {@code generation}, already recorded, if the
     * yardstick is on and that champion has not played it: for a run that ends by its time
     * budget, which the loop learns only after the generation is recorded. Its file and stored
     * record get the result, and the charts are drawn again.
     *
     * @return the new result; empty if nothing was played
     * @throws IllegalArgumentException if no champion of that generation is recorded
     * @throws IOException              if its file cannot be read or written
     * @throws InterruptedException     if interrupted during the games; nothing is written then
     */
    public Optional<YardstickResult> measureYardstick(int generation) throws IOException, InterruptedException {
        ChampionSummary summary = champions.get(generation);
        if (summary == null) {
            throw new IllegalArgumentException("run " + runId + " has no champion of generation " + generation);
        }
        if (!yardstick.settings().enabled() || summary.yardstick().isPresent()) {
            return Optional.empty();
        }
        ChampionFile file = ChampionFile.read(runDirectory, generation);
        YardstickResult result = yardstick.measure(masterSeed, file.champion(), executor);
        NetworkDocument document = ChampionFile.withYardstick(file.document(), result);
        ChampionFile.Written written = ChampionFile.write(runDirectory, generation, document);
        ChampionSummary measured = written.file().summary();
        champions.put(generation, measured);
        store.save(ChampionRecord.of(measured, written.text()));
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
        return List.copyOf(champions.values());
    }

    /** The run directory. */
    public Path runDirectory() {
        return runDirectory;
    }

    private GameRecord gameRecord(int generation, EvaluatedGame game) {
        return new GameRecord(runId, generation, game.number(), game.pdn().tags().get("Black"), game.pdn().tags().get("White"),
                GameResult.of(game.outcome()), Pdn.format(game.pdn()));
    }
}
