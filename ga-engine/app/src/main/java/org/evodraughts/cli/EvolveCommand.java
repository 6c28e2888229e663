package org.evodraughts.cli;

import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import org.evodraughts.champions.runs.RunLock;
import org.evodraughts.cluster.ClusterNode;
import org.evodraughts.cluster.ClusterOptions;
import org.evodraughts.cluster.ClusterRunner;
import org.evodraughts.ga.work.TaskRunner;
import org.evodraughts.checkers.io.DiskFull;
import org.evodraughts.ga.Evolution;
import org.evodraughts.ga.GenerationListener;
import org.evodraughts.ga.RunOutcome;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.run.ChampionFileArchive;
import org.evodraughts.ga.work.WorkTrace;
import org.evodraughts.ga.run.RunListeners;
import org.evodraughts.ga.run.ConsoleProgress;
import org.evodraughts.ga.run.RunDirectory;
import org.evodraughts.ga.run.RunLog;
import org.evodraughts.ga.run.SharedRunIds;
import org.evodraughts.storage.mongo.MongoUri;
import org.evodraughts.storage.mongo.RunLease;
import org.evodraughts.storage.StoreOptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts evolve [--config FILE | --resume DIR] [flags]}: runs the evolution, or
 * continues a run from its last saved generation.
 */
@Command(name = "evolve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Evolves draughts-playing networks with a genetic algorithm (Jenetics): each generation plays a "
                + "tournament, the best survive and breed the rest.",
                "Writes runs/<runId>/ (config.yaml, population snapshots of the last generations, evolve.log). Ctrl-C stops "
                        + "after saving; --resume continues exactly where the run stopped."},
        footer = {"", "Examples:",
                "  ./evodraughts evolve --config config/quick.yaml",
                "  ./evodraughts evolve --config config/default.yaml --generations 500 --threads 8",
                "  ./evodraughts evolve --resume runs/20261121-101500-seed1",
                "  ./evodraughts evolve --config config/overnight.yaml --cluster 127.0.0.1:5702,127.0.0.1:5703"})
final class EvolveCommand implements Callable<Integer> {
    /** What --resume may change: nothing that alters the run's results. */
    private static final Set<String> RESUMABLE = Set.of("threads", "stop.generations", "stop.timeBudget", "run.keepSnapshots",
            "run.snapshotEvery", "storage.mongoUri", "champions.yardstick", "champions.yardstickEvery", "champions.yardstickGames");

    @Spec
    CommandSpec spec;

    /** The flags that set configuration keys, by key: a bad value is blamed on its flag. */
    private static final Map<String, String> FLAGS = Map.of("seed", "--seed", "threads", "--threads",
            "stop.generations", "--generations", "stop.timeBudget", "--time-budget", "population.size", "--population",
            "population.elites", "--elites", "tournament.scheme", "--scheme", "tournament.search", "--search",
            "storage.mongoUri", "--mongo-uri");
    /** Where each override came from, by key (filled by {@link #overrides()}). */
    private final Map<String, String> labels = new LinkedHashMap<>();

    @Option(names = "--config", paramLabel = "FILE", description = "YAML run configuration (default: the built-in "
            + "defaults, which are config/default.yaml's values).")
    Path config;

    @Option(names = "--resume", paramLabel = "DIR", description = "Continue the run in DIR from its last saved generation, "
            + "with its own configuration.")
    Path resume;

    @Option(names = "--run-dir", paramLabel = "DIR", description = "Write the new run into DIR (default: "
            + "<run.directory>/<date>-<time>-seed<seed>).")
    Path runDir;

    @Option(names = "--seed", paramLabel = "S", description = "Sets seed.")
    Long seed;

    @Option(names = "--threads", paramLabel = "T", description = "Sets threads: games at once (0: one per core).")
    Integer threads;

    @Option(names = "--generations", paramLabel = "N", description = "Sets stop.generations (0: no limit).")
    Integer generations;

    @Option(names = "--time-budget", paramLabel = "D", description = "Sets stop.timeBudget, e.g. 8h, 45m, 1h30m (0: none).")
    String timeBudget;

    @Option(names = "--population", paramLabel = "N", description = "Sets population.size.")
    Integer population;

    @Option(names = "--elites", paramLabel = "E", description = "Sets population.elites.")
    Integer elites;

    @Option(names = "--scheme", paramLabel = "S", description = "Sets tournament.scheme: round-robin or random-opponents.")
    String scheme;

    @Option(names = "--search", paramLabel = "S", description = "Sets tournament.search, e.g. minimax:4 or mcts:300.")
    String search;

    @Option(names = "--mongo-uri", paramLabel = "URI", description = "Sets storage.mongoUri: keep the run's records "
            + "in this MongoDB instead of the embedded one in the run directory.")
    String mongoUri;

    @Option(names = "--mongo-uri-file", paramLabel = "FILE", description = "Sets storage.mongoUri from FILE's first line, "
            + "so its password never shows in the process list (as does the variable " + MongoUriSource.ENVIRONMENT + ").")
    Path mongoUriFile;

    @Option(names = "--work-trace", description = "Record every task's time (games, self-play trainings) and the serial "
            + "time between them in the run's work-trace.jsonl, for the scaling command.")
    boolean workTrace;

    @Option(names = "--cluster", paramLabel = "HOST:PORT[,HOST:PORT…]", description = "Spread the run's games and "
            + "self-play trainings over the workers at these addresses (./evodraughts worker), and this process's threads; "
            + "the results are the same as without (docs/cluster.md).")
    String cluster;

    @Option(names = "--cluster-name", paramLabel = "NAME", description = "The cluster's name, as its workers' (default: "
            + ClusterOptions.DEFAULT_NAME + ").")
    String clusterName;

    @Option(names = "--cluster-bind", paramLabel = "ADDRESS", description = "The one interface this process listens on "
            + "for the cluster (default: " + ClusterOptions.DEFAULT_BIND + ", this machine only).")
    String clusterBind;

    @Option(names = "--cluster-port", paramLabel = "P", description = "The port this process listens on for the cluster "
            + "(default: the first free one from " + ClusterOptions.DEFAULT_PORT + ").")
    Integer clusterPort;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Sets any configuration key, e.g. "
            + "--set tournament.openingPlies=6 (repeatable).")
    List<String> settings = List.of();

    /** The run's directory once known, for the message of a full disk. */
    private Path directory;
    /** The cluster this process coordinates, with --cluster. */
    private ClusterNode node;

    @Override
    public Integer call() throws IOException {
        try (ClusterNode _ = node = startCluster()) {
            return evolve();
        } catch (IOException | RuntimeException e) {
            if (directory != null && DiskFull.caused(e, directory)) {
                // One line with the cause, where the failure buried it under a kilobyte of wrappers.
                String next = Files.isRegularFile(RunLayout.of(directory).config())
                        ? "continue with ./evodraughts evolve --resume " + directory : "start the run again";
                throw new IOException("no space left on device (" + DiskFull.what(e) + "); free some space, then " + next, e);
            }
            throw e;
        }
    }

    /** Joins the cluster of --cluster, or null without it; refused before the run directory exists. */
    private ClusterNode startCluster() {
        if (cluster == null) {
            if (clusterName != null || clusterBind != null || clusterPort != null) {
                throw new IllegalArgumentException("--cluster-name, --cluster-bind and --cluster-port go with --cluster HOST:PORT[,…]");
            }
            return null;
        }
        ClusterOptions options = new ClusterOptions(ClusterOptions.addresses(cluster, "--cluster"),
                clusterName == null ? ClusterOptions.DEFAULT_NAME : clusterName,
                clusterBind == null ? ClusterOptions.DEFAULT_BIND : clusterBind, clusterPort == null ? 0 : clusterPort,
                Runtime.getRuntime().availableProcessors());
        PrintWriter out = spec.commandLine().getOut();
        ClusterNode started = ClusterNode.start(options, ClusterNode.Role.COORDINATOR, line -> {
            out.println(line.startsWith("error: ") ? line : "cluster: " + line);
            out.flush();
        }, _ -> { });
        out.println("cluster '" + started.name() + "': this process at " + started.address() + ", " + started.size()
                + (started.size() == 1 ? " member" : " members") + " now");
        out.flush();
        return started;
    }

    private int evolve() throws IOException {
        Map<String, String> overrides = overrides();
        if (resume != null) {
            if (config != null || runDir != null) {
                throw new IllegalArgumentException("--resume continues a run with its own configuration and directory; "
                        + "leave out --config and --run-dir");
            }
            for (String key : overrides.keySet()) {
                if (!RESUMABLE.contains(key)) {
                    throw new IllegalArgumentException("--resume keeps the run's configuration, so that the run goes on "
                            + "as it would have; only threads, stop.generations, stop.timeBudget, run.keepSnapshots, run.snapshotEvery, storage.mongoUri "
                            + "and the yardstick keys (champions.yardstick, champions.yardstickEvery, champions.yardstickGames: "
                            + "a measure only) may change, not " + key);
                }
            }
            RunDirectory.checkUsablePath(resume, "--resume");
            RunDirectory.checkIsRun(resume);
            directory = resume;
            // The lock first: a second process must be refused before it changes anything.
            try (RunLock _ = RunLock.acquire(resume);
                 RunLease lease = lease(resume, ConfigFiles.read(RunLayout.of(resume).config(), overrides, labels))) {
                RunDirectory.Opened opened = RunDirectory.open(resume, overrides);
                return run(opened.directory(), opened.config(), lease);
            }
        }
        if (runDir != null) {
            RunDirectory.checkUsablePath(runDir, "--run-dir");
        }
        EvolutionConfig effective = config == null ? ConfigFiles.parse("", "the defaults", overrides, labels)
                : ConfigFiles.read(config, overrides, labels);
        Path path = runDir != null ? runDir : newRunPath(effective);
        RunDirectory.checkIsNotRun(path);
        directory = path;
        boolean made = Files.notExists(path);
        Files.createDirectories(path);
        RunDirectory.makePrivate(path);
        try (RunLock _ = RunLock.acquire(path); RunLease lease = lease(path, effective)) {
            if (lease != null) {
                SharedRunIds.checkUnused(new MongoUri(effective.storage().mongoUri()), runId(path));
            }
            return run(RunDirectory.create(path, effective), effective, lease);
        } catch (IOException | RuntimeException e) {
            if (made && Files.notExists(RunLayout.of(path).config())) {
                // Failed before the run existed (e.g. its database is unreachable): leave no half-made directory.
                Files.deleteIfExists(RunLayout.of(path).lock());
                Files.deleteIfExists(path);
            }
            throw e;
        }
    }

    /**
     * The run's lease in a shared database (with storage.mongoUri), so that one process at a time
     * writes the run even from other machines; null with the embedded database, which the run
     * directory's lock already guards.
     */
    static RunLease lease(Path runDirectory, EvolutionConfig config) throws IOException {
        if (config.storage().mongoUri().isBlank()) {
            return null;
        }
        if (config.storage().hidesPassword()) {
            throw new IllegalArgumentException("the run's MongoDB URI " + config.storage().mongoUri() + " is kept with its "
                    + "password hidden; give the URI again with --mongo-uri, --mongo-uri-file FILE or "
                    + MongoUriSource.ENVIRONMENT);
        }
        return RunLease.acquire(new MongoUri(config.storage().mongoUri()), StoreOptions.defaults(), runId(runDirectory),
                RunLease.DEFAULT_TTL);
    }

    /** A run's id, as {@link RunDirectory#runId()} will say: a new run's is its directory's name. */
    private static String runId(Path runDirectory) {
        return RunDirectory.runIdOf(runDirectory);
    }

    private int run(RunDirectory directory, EvolutionConfig effective, RunLease lease) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        // Looked up here, not in a static field: picocli makes every command at startup, and the
        // first logger starts the logging system, which costs every other command its startup time.
        Logger log = LoggerFactory.getLogger(EvolveCommand.class);
        ConsoleProgress progress = new ConsoleProgress(out, System.err, ConsoleProgress.onTerminal());
        CountDownLatch finished = new CountDownLatch(1);
        WorkTrace trace = workTrace ? new WorkTrace() : WorkTrace.OFF;
        List<GenerationListener> listeners = RunListeners.of(directory.path(), effective, note -> {
            out.println(note);
            out.flush();
        }, trace).inOrder();
        List<ClusterRunner> clusterRunners = new ArrayList<>(1);
        Function<ExecutorService, TaskRunner> runners = node == null ? TaskRunner::local : pool -> {
            ClusterRunner runner = new ClusterRunner(node, pool, effective.threadCount(), note -> {
                out.println(note);
                out.flush();
                log.info(note); // to evolve.log; the console has it from out

            });
            clusterRunners.add(runner);
            return runner;
        };
        try (RunLog runLog = RunLog.to(directory.layout().log());
             Evolution evolution = new Evolution(effective, directory.runId(), directory,
                     new ChampionFileArchive(directory.path()), listeners, progress, trace, runners)) {
            if (lease != null) {
                lease.whenLost(reason -> {
                    spec.commandLine().getErr().println("error: " + reason);
                    spec.commandLine().getErr().flush();
                    evolution.stop();
                });
            }
            String header = header(directory, effective);
            out.println(header);
            out.flush();
            log.info(header);
            // Ctrl-C (or a TERM signal): stop the run, and let the JVM exit only once the
            // last completed generation is saved and the end is reported.
            Thread hook = Thread.ofPlatform().unstarted(() -> {
                evolution.stop();
                try {
                    finished.await(2, TimeUnit.MINUTES);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                RunOutcome outcome = evolution.run();
                String end = ending(directory, outcome);
                clusterRunners.forEach(runner -> out.println(runner.summary()));
                out.println(end);
                if (outcome.lastGeneration() >= 0 && outcome.reason() != RunOutcome.Reason.FAILED) {
                    NextSteps.of(directory.path(), directory.runId(), !effective.storage().mongoUri().isBlank())
                            .forEach(out::println);
                }
                out.flush();
                log.info(end);
            } catch (RuntimeException | IOException e) {
                runLog.failure("the run failed", e); // the trace to evolve.log; the console gets one error line
                throw e;
            } finally {
                finished.countDown();
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // The hook is running: it returns now that the run has finished.
                }
            }
        }
        return 0;
    }

    /** The flags as configuration overrides, in a fixed order: the named flags, then --set in order. */
    private Map<String, String> overrides() throws IOException {
        Map<String, String> o = new LinkedHashMap<>();
        put(o, "seed", seed);
        put(o, "threads", threads);
        put(o, "stop.generations", generations);
        put(o, "stop.timeBudget", timeBudget);
        put(o, "population.size", population);
        put(o, "population.elites", elites);
        put(o, "tournament.scheme", scheme);
        put(o, "tournament.search", search);
        Map.Entry<String, String> uri = MongoUriSource.resolve(mongoUri, mongoUriFile, System.getenv());
        if (uri != null) {
            put(o, "storage.mongoUri", uri.getKey());
            labels.put("storage.mongoUri", uri.getValue());
        }
        for (String setting : settings) {
            int eq = setting.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("--set needs KEY=VALUE, e.g. --set population.size=30, got '" + setting + "'");
            }
            o.put(setting.substring(0, eq).strip(), setting.substring(eq + 1).strip());
            labels.put(setting.substring(0, eq).strip(), "--set " + setting.strip());
        }
        return o;
    }

    private void put(Map<String, String> overrides, String key, Object value) {
        if (value != null) {
            labels.put(key, FLAGS.get(key));
            // Quoted as YAML text where the key holds text, so e.g. --time-budget 0 stays text.
            overrides.put(key, value instanceof String s ? "'" + s.replace("'", "''") + "'" : value.toString());
        }
    }

    private static Path newRunPath(EvolutionConfig config) {
        Path parent = Path.of(config.run().directory());
        String id = RunDirectory.newRunId(config.seed(), LocalDateTime.now());
        Path path = parent.resolve(id);
        for (int n = 2; Files.exists(path); n++) {
            path = parent.resolve(id + "-" + n);
        }
        return path;
    }

    private static String header(RunDirectory directory, EvolutionConfig c) {
        var p = c.population();
        var t = c.tournament();
        String until = c.stop().generations() > 0 ? "until generation " + c.stop().generations() : "no generation limit";
        if (!c.stop().timeBudget().isNone()) {
            until += ", time budget " + c.stop().timeBudget().text();
        }
        var i = c.islands();
        String population = p.size() + " individuals (" + p.elites() + " elites)";
        if (i.several()) {
            population = i.count() + " islands of " + population + ", " + i.migrants() + " migrating every "
                    + Figures.count(i.migrateEvery(), "generation");
        }
        return "run " + directory.runId() + " in " + directory.path() + ": " + population + ", " + t.scheme().text() + " with " + t.search().text() + ", seed " + c.seed() + ", "
                + Figures.count(c.threadCount(), "thread") + ", " + until;
    }

    private static String ending(RunDirectory directory, RunOutcome outcome) {
        String last = outcome.lastGeneration() < 0 ? "no generation complete"
                : "generation " + outcome.lastGeneration() + " saved";
        return switch (outcome.reason()) {
            case GENERATIONS_DONE -> "done: " + last;
            case TIME_BUDGET_SPENT -> "time budget spent: " + last + "; continue with ./evodraughts evolve --resume "
                    + directory.path();
            case STOPPED -> "stopped: " + last + "; continue with ./evodraughts evolve --resume " + directory.path();
            case FAILED -> "failed: " + last;
        };
    }
}
