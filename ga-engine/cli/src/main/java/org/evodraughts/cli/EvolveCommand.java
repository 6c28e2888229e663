package org.evodraughts.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.evodraughts.files.Printable;
import org.evodraughts.files.ShellWords;
import org.evodraughts.files.DiskFull;
import org.evodraughts.cluster.ClusterOptions;
import org.evodraughts.ga.loop.ParallelWidth;
import org.evodraughts.ga.loop.RunInfo;
import org.evodraughts.ga.loop.RunOutcome;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TournamentScheme;
import org.evodraughts.session.Columns;
import org.evodraughts.session.ConsoleProgress;
import org.evodraughts.session.ProgressBars;
import org.evodraughts.runs.ProgressLine;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.session.RunSession;
import org.evodraughts.storage.layout.RunLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts evolve [--config FILE | --resume DIR] [flags]}: runs the evolution, or
 * continues a run from its last saved generation. It reads the flags and says what happens; the
 * run itself, and the cluster of {@code --cluster} it spreads over, is a {@link RunSession}'s.
 */
@Command(name = "evolve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Evolves draughts-playing networks with a genetic algorithm (Jenetics): each generation plays a "
                + "tournament, the best survive and breed the rest.",
                "Writes runs/<runId>/ (config.yaml, population snapshots of the last generations, evolve.log). Ctrl-C stops "
                        + "after saving; --resume continues exactly where the run stopped.",
                "Prints a short line per generation (--verbose: the whole line, as evolve.log has it, and the run's width); "
                        + "on a terminal, a progress bar for each step of a generation."},
        footer = {"", "Examples:",
                "  ./evodraughts evolve --config config/quick.yaml",
                "  ./evodraughts evolve --config config/default.yaml --generations 500 --threads 8",
                "  ./evodraughts evolve --resume runs/20261121-101500-seed1",
                "  ./evodraughts evolve --config config/overnight.yaml --cluster 127.0.0.1:5702,127.0.0.1:5703"})
final class EvolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    /** Where each override came from, by key (filled by {@link #overrides()}). */
    private final Map<String, String> labels = new LinkedHashMap<>();

    @Option(names = "--config", paramLabel = "FILE", description = "YAML run configuration (default: the built-in "
            + "defaults, which are config/default.yaml's values).")
    Path config;

    @Option(names = "--resume", paramLabel = "DIR", description = "Continue the run in DIR from its last saved generation, "
            + "with its own configuration.")
    Path resume;

    @Option(names = "--run-dir", paramLabel = "DIR", description = "Write the new run into DIR, a new or empty "
            + "directory (default: <run.directory>/<date>-<time>-seed<seed>).")
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

    @Option(names = "--from", paramLabel = "FILE[,FILE…]", description = "Sets start.from: generation 0 starts from these "
            + "network files (a champion, a trained network), copies of them moved by start.spread filling the rest; "
            + "the run keeps their SHA-256 (start.sha256).")
    String from;

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

    @Option(names = "--cluster", paramLabel = "HOST:PORT[,HOST:PORT…]", description = "Sets cluster.members: spread the "
            + "run's games, self-play trainings and champion's games over the workers at these addresses (./evodraughts worker), and this "
            + "process's threads; the results are the same as without (docs/cluster.md).")
    String cluster;

    @Option(names = "--cluster-name", paramLabel = "NAME", description = "Sets cluster.name: the cluster's name, as its "
            + "workers' (default: " + ClusterOptions.DEFAULT_NAME + ").")
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

    /** The session, once made: it knows the run's directory, for the message of a full disk. */
    private RunSession session;

    @Override
    public Integer call() throws IOException {
        try {
            return evolve();
        } catch (IOException | RuntimeException e) {
            Path directory = session == null ? null : session.directory();
            if (directory != null && DiskFull.caused(e, directory)) {
                // One line with the cause, where the failure buried it under a kilobyte of wrappers.
                String next = Files.isRegularFile(RunLayout.of(directory).config())
                        ? "continue with ./evodraughts evolve --resume " + ShellWords.quote(directory.toString())
                        : "start the run again";
                throw new IOException("no space left on device (" + DiskFull.what(e) + "); free some space, then " + next, e);
            }
            throw e;
        }
    }

    private int evolve() throws IOException {
        Map<String, String> overrides = overrides();
        PrintWriter out = spec.commandLine().getOut();
        boolean verbose = UserErrorHandler.verbose(spec.root().commandLine().getParseResult());
        session = new RunSession(new RunSession.Console(out, spec.commandLine().getErr(),
                clock -> new ConsoleProgress(out, new ProgressBars(System.err, ProgressBars.onTerminal()), verbose, clock),
                new Words(), verbose), workTrace, new RunSession.ClusterFlags(clusterBind, clusterPort, clusterName != null));
        if (resume != null) {
            if (config != null || runDir != null) {
                throw new IllegalArgumentException("--resume continues a run with its own configuration and directory; "
                        + "leave out --config and --run-dir");
            }
            ConfigFlag.checkResumable(overrides.keySet());
            RunDirectory.checkUsablePath(resume, "--resume");
            session.resume(resume, overrides, labels);
            return 0;
        }
        if (runDir != null) {
            RunDirectory.checkUsablePath(runDir, "--run-dir");
        }
        EvolutionConfig effective = config == null ? ConfigFiles.parse("", "the defaults", overrides, labels)
                : ConfigFiles.read(config, overrides, labels);
        session.start(effective, runDir);
        return 0;
    }

    /**
     * The flags as configuration overrides, in a fixed order: those of {@link ConfigFlag}'s table
     * in its order, then --set in order. A bad value is blamed on its flag ({@link #labels}).
     */
    private Map<String, String> overrides() throws IOException {
        Map<String, String> o = new LinkedHashMap<>();
        for (ConfigFlag flag : ConfigFlag.values()) {
            if (flag == ConfigFlag.MONGO_URI) {
                Map.Entry<String, String> uri = MongoUriSource.resolve(mongoUri, mongoUriFile, System.getenv());
                if (uri != null) {
                    put(o, flag, uri.getKey(), uri.getValue());
                }
            } else if (flag.hasOwnFlag()) {
                put(o, flag, spec.findOption(flag.flag).getValue(), flag.flag);
            }
            if (flag == ConfigFlag.FROM && from != null && settings.stream().noneMatch(s -> s.strip().startsWith("start.sha256"))) {
                o.put("start.sha256", "''"); // new files: their digests are taken when the run starts
            }
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

    private void put(Map<String, String> overrides, ConfigFlag flag, Object value, String label) {
        if (value != null) {
            labels.put(flag.key, label);
            // Quoted as YAML text where the key holds text, so e.g. --time-budget 0 stays text.
            overrides.put(flag.key, value instanceof String s ? "'" + s.replace("'", "''") + "'" : value.toString());
        }
    }

    /** What the command prints for a run. */
    private static final class Words implements RunSession.Words {
        /**
         * E.g. {@code run 20261121-101500-seed1 in runs/20261121-101500-seed1: 15 networks (5 elites),
         * round-robin with minimax:4, seed 1, 2 threads, until generation 1}; a resumed run's begins
         * {@code resuming run … after generation 4}.
         */
        @Override
        public String header(RunDirectory directory, EvolutionConfig c, RunInfo session) {
            var p = c.population();
            var t = c.tournament();
            String until = c.stop().generations() > 0 ? "until generation " + c.stop().generations() : "no generation limit";
            if (!c.stop().timeBudget().isNone()) {
                until += ", time budget " + c.stop().timeBudget().text();
            }
            var i = c.islands();
            String population = Figures.count(p.size(), "network") + " (" + p.elites() + " elites)";
            if (i.several()) {
                population = i.count() + " islands of " + population + ", " + i.migrants() + " migrating every "
                        + Figures.count(i.migrateEvery(), "generation");
            }
            if (!c.start().isRandom()) {
                population += " from " + Figures.count(c.start().files().size(), "network file");
            }
            String scheme = t.scheme() == TournamentScheme.ROUND_ROBIN && t.rounds() > 1
                    ? t.scheme().text() + " of " + t.rounds() + " rounds" : t.scheme().text();
            String where = directory.runId() + " in " + Printable.of(directory.path().toString());
            String run = session.resumed() ? "resuming run " + where + " after generation " + (session.firstGeneration() - 1)
                    : "run " + where;
            return run + ": " + population + ", " + scheme + " with " + t.search().text() + ", seed " + c.seed() + ", "
                    + Figures.count(c.threadCount(), "thread") + ", " + until;
        }

        /** E.g. {@code width: up to 15 threads busy (15 trainees); this run has 64}. */
        @Override
        public List<String> width(EvolutionConfig c, int workerThreads) {
            Width w = new Width(c, workerThreads);
            return List.of("width: up to " + Figures.count(w.busy, "thread") + " busy (" + w.reason + "); this run has "
                    + w.threads + (w.cluster ? " (" + w.has + ")" : ""));
        }

        /**
         * When the run has more threads than its generations keep busy, e.g. {@code note: this run
         * keeps at most 15 of its 64 threads busy (15 trainees), so 49 will wait for work; for a
         * wider run …}.
         */
        @Override
        public List<String> wider(EvolutionConfig c, int workerThreads) {
            Width w = new Width(c, workerThreads);
            if (w.threads <= w.busy) {
                return List.of();
            }
            String wider = w.trainings == 0 ? "raise islands.count"
                    : w.cluster ? "use config/overnight-wide.yaml, or raise islands.count"
                    : "use config/overnight-wide.yaml, or raise islands.count or refinement.batch";
            return List.of("note: this run keeps at most " + w.busy + " of its " + w.threads + " threads busy" + (w.cluster
                    ? " (" + w.has + ")" : "") + " (" + w.reason + "), so " + (w.threads - w.busy) + " will wait for work; "
                    + "for a wider run " + wider + " (docs/benchmarks.md, a generation on many cores)");
        }

        /** How many threads a run keeps busy, of how many, and why. */
        private static final class Width {
            final int threads, busy, trainings;
            final boolean cluster;
            final String reason, has;

            Width(EvolutionConfig c, int workerThreads) {
                ParallelWidth width = ParallelWidth.of(c);
                threads = c.threadCount() + workerThreads;
                cluster = workerThreads > 0;
                busy = cluster ? width.acrossMachines() : width.threads();
                trainings = width.trainings();
                reason = cluster && width.trainings() > 0
                        ? Figures.count(width.trainings(), "training") + ", each played whole by one thread" : width.reason();
                has = c.threadCount() + " here and " + workerThreads + " on workers";
            }
        }

        @Override
        public String stopping(int lastSaved) {
            return lastSaved < 0 ? "stopping: no generation is complete yet, so none is saved"
                    : "stopping after generation " + lastSaved + ", which is saved; the work under way is dropped";
        }

        /**
         * E.g. {@code done in 0:02:50: generation 1 saved}, or {@code stopped after 0:01:23:
         * generation 0 saved; to continue:} and the command on a line of its own.
         */
        @Override
        public List<String> ending(RunDirectory directory, RunOutcome outcome, Duration session, Duration run) {
            String last = outcome.lastGeneration() < 0 ? "no generation complete"
                    : "generation " + outcome.lastGeneration() + " saved";
            String took = ProgressLine.clock(session)
                    + (run.compareTo(session) > 0 ? " (the run's time: " + ProgressLine.clock(run) + ")" : "");
            String ending = switch (outcome.reason()) {
                case GENERATIONS_DONE -> "done in " + took + ": " + last;
                case TIME_BUDGET_SPENT -> "time budget spent after " + took + ": " + last + "; to continue:";
                case STOPPED -> "stopped after " + took + ": " + last + "; to continue:";
                case FAILED -> "failed after " + took + ": " + last;
            };
            List<String> lines = new ArrayList<>(Columns.wrap(ending));
            if (outcome.reason() == RunOutcome.Reason.STOPPED || outcome.reason() == RunOutcome.Reason.TIME_BUDGET_SPENT) {
                lines.addAll(Columns.command("  ", "./evodraughts evolve --resume " + ShellWords.quote(directory.path().toString())));
            }
            return lines;
        }

        @Override
        public List<String> afterEnding(RunDirectory directory, EvolutionConfig config, RunOutcome outcome) {
            if (outcome.lastGeneration() < 0 || outcome.reason() == RunOutcome.Reason.FAILED) {
                return List.of();
            }
            List<String> lines = new ArrayList<>(Standing.of(directory.path(), outcome.lastGeneration()));
            lines.addAll(NextSteps.of(directory.path(), directory.runId(), !config.storage().mongoUri().isBlank()));
            return lines;
        }
    }
}
