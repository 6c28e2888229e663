package org.evodraughts.session;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.evodraughts.cluster.ClusterNode;
import org.evodraughts.cluster.ClusterOptions;
import org.evodraughts.champions.ChampionGames;
import org.evodraughts.cluster.ClusterChampionGames;
import org.evodraughts.cluster.ClusterRunner;
import org.evodraughts.ga.loop.Evolution;
import org.evodraughts.ga.loop.EvolutionRun;
import org.evodraughts.ga.loop.GenerationListener;
import org.evodraughts.ga.loop.RunInfo;
import org.evodraughts.ga.loop.RunOutcome;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.work.WorkTrace;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.evodraughts.runs.ChampionFileArchive;
import org.evodraughts.runs.ChampionListener;
import org.evodraughts.runs.RunClock;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.runs.RunListeners;
import org.evodraughts.runs.OpenRun;

/**
 * One session of a run, assembled: it asks {@link OpenRun} for the run (a new one, or the one
 * to resume: its directory, configuration, lock and lease), joins the cluster its configuration
 * names (with the listening place of {@link ClusterFlags}), opens the run's log, makes the
 * listeners ({@link RunListeners}) and the task runner (this process's pool, or a cluster's),
 * runs a session of the {@link Evolution}, which Ctrl-C or TERM stops once the last completed
 * generation is saved ({@link StopOnSignal}; the stop is acknowledged at once, and the ending
 * gives the time taken), and releases all of it in reverse. The display ({@link RunProgress})
 * hears every step of a generation (its tournament, training and the champion's games) and,
 * after the listeners, gets each generation's line, with the champion's figures. A front end
 * (the {@code evolve} command) only reads its options and gives the words to print
 * ({@link Words}).
 *
 * <pre>{@code
 * RunSession session = new RunSession(new RunSession.Console(out, err, clock -> progress, words, false), false, null);
 * RunOutcome outcome = session.start(config, null);           // a new run under run.directory
 * RunOutcome more = session.resume(runDirectory, Map.of("stop.generations", "200"), Map.of());
 * }</pre>
 * One run per session; used from one thread (the shutdown hook aside).
 */
public final class RunSession {
    /**
     * Where this process listens for the cluster its run's configuration names
     * ({@code cluster.members}), from {@code --cluster-bind} and {@code --cluster-port}.
     *
     * @param bind      the one interface to listen on, null for {@link ClusterOptions#DEFAULT_BIND}
     * @param port      the port, null for the first free one from {@link ClusterOptions#DEFAULT_PORT}
     * @param nameGiven whether {@code --cluster-name} was given, which, as the two above, goes with a cluster
     */
    public record ClusterFlags(String bind, Integer port, boolean nameGiven) {
        /** No flag given. */
        public static final ClusterFlags NONE = new ClusterFlags(null, null, false);
    }

    /**
     * The words a front end shows for a run; all but {@link #afterEnding} also go to the run's
     * log. The console gets the header, the width and the stop wrapped at 100 columns
     * ({@link Columns}); the ending and what follows it come as the console shows them.
     */
    public interface Words {
        /** The line that opens the session: a new run, or one that resumes ({@code session} says which, and after what). */
        String header(RunDirectory directory, EvolutionConfig config, RunInfo session);

        /**
         * Lines after the header on how many threads the configuration can keep busy, beside the
         * run's: its own {@code threads} and, on a cluster, its workers' {@code workerThreads} now;
         * on the console only when it is verbose; none by default.
         */
        default List<String> width(EvolutionConfig config, int workerThreads) {
            return List.of();
        }

        /** Lines after the header when threads will wait for work, on what would make the run wider; none by default. */
        default List<String> wider(EvolutionConfig config, int workerThreads) {
            return List.of();
        }

        /** The line that acknowledges a stop (Ctrl-C) at once; {@code lastSaved} is the last generation saved, −1 for none. */
        String stopping(int lastSaved);

        /**
         * The lines that say how the run ended, after {@code session} of this session and
         * {@code run} of the run's time, within 100 columns; the log gets them as one line.
         */
        List<String> ending(RunDirectory directory, RunOutcome outcome, Duration session, Duration run);

        /** Lines printed after the ending (what to do next), within 100 columns; not logged. */
        List<String> afterEnding(RunDirectory directory, EvolutionConfig config, RunOutcome outcome);
    }

    /**
     * Where a session's words go.
     *
     * @param out      the header, the listeners' notes, the cluster's notes and the ending
     * @param err      a lost lease's {@code error:} line
     * @param progress the progress display of a run whose time (over its sessions) the given clock keeps
     * @param words    what to say
     * @param verbose  whether the details ({@link Words#width}) go to {@code out} too
     */
    public record Console(PrintWriter out, PrintWriter err, Function<RunClock, RunProgress> progress, Words words,
                          boolean verbose) {}

    private final Console console;
    private final boolean workTrace;
    private final ClusterFlags clusterFlags;
    /** The cluster this process coordinates, once joined, or null to run on this process's pool alone. */
    private ClusterNode cluster;
    /** The run's directory once known, for the message of a full disk. */
    private Path directory;

    /**
     * @param workTrace whether to record every task's time in the run's {@code work-trace.jsonl}
     * @param clusterFlags where this process listens for the cluster the run's configuration names,
     *                     over which its games and trainings spread ({@link #join}); null for the defaults
     */
    public RunSession(Console console, boolean workTrace, ClusterFlags clusterFlags) {
        this.console = console;
        this.workTrace = workTrace;
        this.clusterFlags = clusterFlags == null ? ClusterFlags.NONE : clusterFlags;
    }

    /** The run's directory once known (for the message of a full disk), else null. */
    public Path directory() {
        return directory;
    }

    /**
     * Starts a new run of {@code config} in {@code runDirectory} (null: a new directory under
     * {@code run.directory}) and runs it until it ends. The cluster its configuration names is
     * joined first, so one that cannot be joined leaves nothing behind; the run itself is made by
     * {@link OpenRun#start}, which says what a new run's directory must be.
     */
    public RunOutcome start(EvolutionConfig config, Path runDirectory) throws IOException {
        directory = runDirectory != null ? runDirectory : Path.of(config.run().directory());
        cluster = join(config);
        try (OpenRun run = OpenRun.start(config, runDirectory)) {
            directory = run.directory().path();
            return run(run);
        } finally {
            leaveCluster();
        }
    }

    /**
     * Continues the run in {@code runDirectory} from its last saved generation, with its own
     * configuration changed by {@code overrides} (keys a resume may change only, checked by the
     * caller, whose {@code labels} name where each came from). The run is opened by
     * {@link OpenRun#resume}; the cluster its configuration names is joined once it is.
     */
    public RunOutcome resume(Path runDirectory, Map<String, String> overrides, Map<String, String> labels) throws IOException {
        directory = runDirectory;
        try (OpenRun run = OpenRun.resume(runDirectory, overrides, labels)) {
            cluster = join(run.config());
            return run(run);
        } finally {
            leaveCluster();
        }
    }

    /**
     * Joins the cluster of the run's {@code cluster.members} as its coordinator, saying so on the
     * console, or returns null without one.
     *
     * @throws IllegalArgumentException if a cluster flag is given without a cluster
     */
    private ClusterNode join(EvolutionConfig config) {
        if (!config.cluster().enabled()) {
            if (clusterFlags.nameGiven() || clusterFlags.bind() != null || clusterFlags.port() != null) {
                throw new IllegalArgumentException("--cluster-name, --cluster-bind and --cluster-port go with --cluster "
                        + "HOST:PORT[,…] (or the configuration key cluster.members)");
            }
            return null;
        }
        ClusterOptions options = new ClusterOptions(ClusterOptions.addresses(config.cluster().members(), "cluster.members"),
                config.cluster().name(), clusterFlags.bind() == null ? ClusterOptions.DEFAULT_BIND : clusterFlags.bind(),
                clusterFlags.port() == null ? 0 : clusterFlags.port(), Runtime.getRuntime().availableProcessors());
        PrintWriter out = console.out();
        ClusterNode started = ClusterNode.start(options, ClusterNode.Role.COORDINATOR, line -> {
            out.println(line.startsWith("error: ") ? line : "cluster: " + line);
            out.flush();
        }, _ -> { });
        out.println("cluster '" + started.name() + "': this process at " + started.address() + ", " + started.size()
                + (started.size() == 1 ? " member" : " members") + " now");
        out.flush();
        return started;
    }

    /** Leaves the cluster, if the session joined one. */
    private void leaveCluster() {
        if (cluster != null) {
            cluster.close();
            cluster = null;
        }
    }

    private RunOutcome run(OpenRun run) throws IOException {
        // Said once as the run starts: other users may write to its directory.
        run.warning().ifPresent(warning -> {
            console.err().println(warning);
            console.err().flush();
        });
        RunDirectory directory = run.directory();
        EvolutionConfig config = run.config();
        long began = System.nanoTime();
        PrintWriter out = console.out();
        // Looked up here, not in a static field: the first logger starts the logging system,
        // which would cost every command that loads this class its startup time.
        Logger log = LoggerFactory.getLogger(RunSession.class);
        WorkTrace trace = workTrace ? new WorkTrace() : WorkTrace.OFF;
        RunClock clock = RunClock.of(directory.path());
        RunProgress progress = console.progress().apply(clock);
        List<ClusterRunner> clusterRunners = new ArrayList<>(2);
        Consumer<String> clusterNotes = note -> {
            progress.note(note);
            log.info(note); // to evolve.log; the console has it from out
        };
        ClusterNode cluster = this.cluster;
        Function<ExecutorService, TaskRunner> runners = cluster == null ? TaskRunner::local : pool -> {
            ClusterRunner runner = new ClusterRunner(cluster, pool, config.threadCount(), clusterNotes);
            clusterRunners.add(runner);
            return runner;
        };
        // The champion's evaluation games and yardstick match go to the cluster too, as plain data.
        ChampionListener.GamesOn championGames = cluster == null ? (pool, stopped) -> ChampionGames.on(pool) : (pool, stopped) -> {
            ClusterRunner runner = new ClusterRunner(cluster, pool, config.threadCount(), clusterNotes, "champion games");
            clusterRunners.add(runner);
            return new ClusterChampionGames(runner, stopped);
        };
        RunListeners listeners = RunListeners.of(directory.path(), config, progress::note, trace, clock, championGames,
                progress.champion());
        List<GenerationListener> listening = new ArrayList<>(listeners.inOrder());
        listening.add(report -> progress.generationCompleted(report, listeners.champions().recorded(report.generation())));
        Evolution evolution = Evolution.builder(config).runId(directory.runId()).snapshots(directory)
                .champions(new ChampionFileArchive(directory.path())).progress(progress).training(progress.training())
                .trace(trace).runners(runners).build();
        try (RunLog runLog = RunLog.to(directory.layout().log()); EvolutionRun evolutionRun = evolution.start()) {
            run.whenLost(reason -> {
                console.err().println("error: " + reason);
                console.err().flush();
                evolutionRun.stop();
            });
            int workers = cluster == null ? 0 : cluster.workerThreads();
            String header = console.words().header(directory, config, evolutionRun.info());
            Columns.wrap(header).forEach(out::println);
            log.info(header);
            for (String line : console.words().width(config, workers)) {
                if (console.verbose()) {
                    Columns.wrap(line).forEach(out::println);
                }
                log.info(line);
            }
            for (String line : console.words().wider(config, workers)) {
                Columns.wrap(line).forEach(out::println);
                log.info(line);
            }
            out.flush();
            // Ctrl-C (or a TERM signal): said at once, then the run stops, which saves its last
            // completed generation, reports the end and returns as any ending does (status 0).
            Runnable stop = () -> {
                String stopping = console.words().stopping(evolutionRun.lastCompleted());
                progress.note(stopping);
                log.info(stopping);
                evolutionRun.stop();
            };
            try (StopOnSignal _ = StopOnSignal.install(stop)) {
                try {
                    RunOutcome outcome = evolutionRun.runWith(listening);
                    Duration session = Duration.ofNanos(System.nanoTime() - began);
                    List<String> end = console.words().ending(directory, outcome, session, clock.before().plus(session));
                    clusterRunners.forEach(runner -> Columns.wrap(runner.summary()).forEach(out::println));
                    end.forEach(out::println);
                    console.words().afterEnding(directory, config, outcome).forEach(out::println);
                    out.flush();
                    log.info(end.stream().map(String::strip).collect(Collectors.joining(" ")));
                    return outcome;
                } catch (RuntimeException | IOException e) {
                    runLog.failure("the run failed", e); // the trace to evolve.log; the console gets one error line
                    throw e;
                }
            }
        }
    }
}
