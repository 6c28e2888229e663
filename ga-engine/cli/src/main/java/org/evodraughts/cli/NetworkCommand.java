package org.evodraughts.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.IntConsumer;
import me.tongfei.progressbar.ProgressBar;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.DiskFull;
import org.evodraughts.files.ShellWords;
import org.evodraughts.files.ProcessLock;
import org.evodraughts.files.Sha256;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.ga.training.TrainingState;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.ga.config.Trainees;
import org.evodraughts.session.ProgressBars;
import org.evodraughts.session.StopOnSignal;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.NetworkGrowth;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts network new|train|compare|average ...}: makes network files, trains them by
 * self-play, and compares and averages their weights.
 */
@Command(name = "network", mixinStandardHelpOptions = true,
        description = "Makes and trains network files; compares and averages their weights.",
        subcommands = {NetworkCommand.New.class, NetworkCommand.Grow.class, NetworkCommand.Train.class,
                NetworkCommand.Compare.class, NetworkCommand.Average.class})
final class NetworkCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing subcommand: network new, grow, train, compare or average");
    }

    /** The networks of the files, in their order; the first unreadable file stops it with its one-line error. */
    private static List<Network> readNetworks(List<Path> files) throws IOException {
        List<Network> networks = new ArrayList<>();
        for (Path file : files) {
            networks.add(NetworkFile.read(file).network());
        }
        return networks;
    }

    /** The shape {@code --inputs} and {@code --hidden} give, with one line naming what is wrong. */
    static NetworkShape shape(String inputs, String hidden) {
        try {
            return NetworkShape.of(NetworkInputs.ofKey(inputs), NetworkShape.parseHidden(hidden));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--inputs " + inputs + " --hidden " + hidden + ": " + e.getMessage(), e);
        }
    }

    /** {@code evodraughts network new --seed S --out FILE [--king-value K] [--inputs I --hidden W]}. */
    @Command(name = "new", mixinStandardHelpOptions = true,
            description = "Writes a random network: every weight and bias uniform in [-1, 1), drawn in parameter order"
                    + " from java.util.SplittableRandom(SEED); with --fan-in, each draw times 1/sqrt(fan-in) of its layer."
                    + " Its shape is the card's, <91,40,10,1> on the sub-square sums, unless --inputs or --hidden say"
                    + " otherwise (docs/network.md, \"Shapes\").")
    static final class New implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--seed", required = true, paramLabel = "SEED", description = "Random seed (a whole number).")
        long seed;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "File to write (a regular file there is replaced; anything else is refused).")
        Path out;

        @Option(names = "--king-value", paramLabel = "K", defaultValue = "1.5",
                description = "Value of a king in the inputs (a man is 1; default ${DEFAULT-VALUE}).")
        double kingValue;

        @Option(names = "--fan-in", description = "Scale each layer's draws by 1/sqrt(its fan-in), as genome.initialWeights: fan-in does.")
        boolean fanIn;

        @Option(names = "--inputs", defaultValue = "subsquares", paramLabel = "INPUTS",
                description = "What the first layer reads: subsquares (the card's 91 sums), pieces (120: one per piece "
                        + "kind and square) or both (211) (default: ${DEFAULT-VALUE}).")
        String inputs;

        @Option(names = "--hidden", defaultValue = "40,10", paramLabel = "W[,W...]",
                description = "The hidden layers' widths, 1-4 layers of 1-1024 units (default: ${DEFAULT-VALUE}).")
        String hidden;

        @Override
        public Integer call() throws IOException {
            NetworkShape shape = shape(inputs, hidden);
            AtomicFiles.checkReplaceable(out, "--out " + out);
            GenomeLayout layout = GenomeLayout.weightsOnly(shape);
            Network network = layout.codec(kingValue).decode(layout.random(new SplittableRandom(seed),
                    fanIn ? InitialWeights.FAN_IN : InitialWeights.UNIFORM, 1, kingValue));
            Map<String, Object> metadata = new LinkedHashMap<>();
            metadata.put(NetworkDocument.SEED, seed);
            metadata.put(NetworkDocument.CREATED_AT, Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
            NetworkFile.write(out, new NetworkDocument(network, metadata));
            spec.commandLine().getOut().println("wrote " + out + " (random network " + shape + ", seed " + seed
                    + ", king value " + kingValue + ")");
            spec.commandLine().getOut().flush();
            return 0;
        }
    }

    /** {@code evodraughts network grow IN --inputs I --hidden W --seed S --out FILE}. */
    @Command(name = "grow", mixinStandardHelpOptions = true,
            description = "Writes IN carried into a larger shape without changing its play: every weight it had stays, added "
                    + "inputs' rows and added units' outgoing weights start at zero (so it scores every position exactly as "
                    + "before), and added units' own weights are drawn from java.util.SplittableRandom(SEED), scaled by "
                    + "1/sqrt(fan-in), so that they can learn.")
    static final class Grow implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @CommandLine.Parameters(index = "0", paramLabel = "IN", description = "The network file to grow.")
        Path in;

        @Option(names = "--inputs", paramLabel = "INPUTS", description = "The inputs of the larger shape: IN's own, or "
                + "both (which holds subsquares and pieces) (default: IN's).")
        String inputs;

        @Option(names = "--hidden", paramLabel = "W[,W...]", description = "The larger shape's hidden widths: as many "
                + "layers as IN has, none narrower (default: IN's).")
        String hidden;

        @Option(names = "--seed", required = true, paramLabel = "SEED", description = "Random seed of the added units' weights.")
        long seed;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "File to write (a regular file there is replaced; anything else is refused).")
        Path out;

        @Override
        public Integer call() throws IOException {
            AtomicFiles.checkReplaceable(out, "--out " + out);
            NetworkDocument document = NetworkFile.read(in);
            NetworkShape from = document.network().shape();
            NetworkShape to = shape(inputs == null ? from.inputs().key() : inputs,
                    hidden == null ? String.join(",", from.hidden().stream().map(String::valueOf).toList()) : hidden);
            Network grown;
            try {
                grown = NetworkGrowth.grow(document.network(), to, new SplittableRandom(seed));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(in + ": " + e.getMessage(), e);
            }
            Map<String, Object> metadata = new LinkedHashMap<>();
            metadata.put("grownFrom", in.getFileName().toString());
            metadata.put("grownFromShape", from.toString());
            metadata.put(NetworkDocument.SEED, seed);
            NetworkFile.write(out, new NetworkDocument(grown, metadata));
            spec.commandLine().getOut().println("wrote " + out + " (" + in + " grown from " + from + " into " + to
                    + ", added units seeded " + seed + ")");
            spec.commandLine().getOut().flush();
            return 0;
        }
    }

    /** {@code evodraughts network train IN --games N --out FILE ...}: TD(λ) self-play, as {@code refinement} does in a run. */
    @Command(name = "train", mixinStandardHelpOptions = true,
            description = "Trains a network by TD(lambda) self-play from random openings, as a run's refinement trains its "
                    + "trainees, and writes the result. The same input and options give the same file.")
    static final class Train implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @CommandLine.Parameters(index = "0", paramLabel = "IN", description = "The network file to start from.")
        Path in;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "File to write (a regular file there is replaced; anything else is refused).")
        Path out;

        @Option(names = "--games", required = true, paramLabel = "N", description = "Self-play games (1-1000000).")
        int games;

        @Option(names = "--alpha", defaultValue = "" + RefinementConfig.DEFAULT_ALPHA, paramLabel = "A",
                description = "Learning rate (default ${DEFAULT-VALUE}).")
        double alpha;

        @Option(names = "--lambda", defaultValue = "" + RefinementConfig.DEFAULT_LAMBDA, paramLabel = "L",
                description = "Trace decay (default ${DEFAULT-VALUE}).")
        double lambda;

        @Option(names = "--opening-plies", defaultValue = "" + MatchSettings.DEFAULT_OPENING_PLIES, paramLabel = "K",
                description = "Random plies before each game (default ${DEFAULT-VALUE}).")
        int openingPlies;

        @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of the openings (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--depth", defaultValue = "" + RefinementConfig.DEFAULT_DEPTH, paramLabel = "D",
                description = "Self-play search depth: 1 trains "
                + "each position's value from greedy one-ply games; 2-6 is TD-Leaf, training the value of a D-ply search's "
                + "leaf (default ${DEFAULT-VALUE}).")
        int depth;

        @Option(names = "--average", description = "Write the mean of the weights over the second half of the games "
                + "(tail averaging), as refinement.average does.")
        boolean average;

        @Option(names = "--batch", defaultValue = "" + RefinementConfig.DEFAULT_BATCH, paramLabel = "B",
                description = "Games played at once, each from "
                + "the weights the batch began with, their changes then added together: the training runs on up to B "
                + "threads, with the same result on any number (1-" + RefinementConfig.MAX_BATCH + "; default ${DEFAULT-VALUE}: "
                + "one game after another, each from the last one's weights).")
        int batch;

        @Option(names = "--opponents", split = ",", paramLabel = "FILE", description = "Network files to play every "
                + "second game against instead of the mirror, one drawn at random each time, the trained network taking "
                + "Black and White in turn; they do not learn (default: none, every game against itself).")
        List<Path> opponents = List.of();

        @Option(names = "--threads", defaultValue = "0", paramLabel = "N",
                description = "Threads playing a batch's games (default ${DEFAULT-VALUE}: one per available core). "
                        + "The result does not depend on it.")
        int threads;

        @Option(names = "--resume", description = "Go on with the training saved in OUT.checkpoint, which a stopped "
                + "or killed training leaves: give the options and files it was started with (--threads may differ); "
                + "the file written is the same as a training's in one go.")
        boolean resume;

        @Option(names = "--checkpoint-minutes", defaultValue = "10", paramLabel = "M", description = "Save the training "
                + "in OUT.checkpoint after the batch that ends M minutes after the last save, so that a killed training "
                + "loses at most that much (0: after every batch; default ${DEFAULT-VALUE}). Ctrl-C or a TERM signal "
                + "saves it and stops at once.")
        int checkpointMinutes;

        @Override
        public Integer call() throws IOException {
            if (games < 1 || games > RefinementConfig.MAX_GAMES) {
                throw new IllegalArgumentException("--games must be 1–" + RefinementConfig.MAX_GAMES + ", got " + games);
            }
            Opening.checkRandomPlies("--opening-plies", openingPlies);
            if (checkpointMinutes < 0 || checkpointMinutes > 10_080) {
                throw new IllegalArgumentException("--checkpoint-minutes must be 0–10080 (a week), got " + checkpointMinutes);
            }
            RefinementConfig config;
            try {
                config = new RefinementConfig(games, alpha, lambda, average, Trainees.CHAMPION, depth, batch);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage().replace("refinement.", "--"), e);
            }
            Path directory = out.toAbsolutePath().getParent();
            if (!Files.isDirectory(directory)) { // said now, not after hours of training
                throw new IllegalArgumentException("--out " + out + ": directory " + directory + " does not exist");
            }
            AtomicFiles.checkReplaceable(out, "--out " + out);
            // Two trainings into one OUT would share its checkpoint, and the second's start would
            // delete the first's half-written files under it: the second is refused.
            try (ProcessLock _ = ProcessLock.acquireTransient(lockBeside(out), "--out " + out)) {
                return train(config);
            } catch (IOException | RuntimeException e) {
                if (DiskFull.caused(e, out.toAbsolutePath().getParent())) {
                    // As evolve says it: the cause, what could not be written, and the way on.
                    String next = Files.isRegularFile(TrainingCheckpoint.beside(out))
                            ? "continue with ./evodraughts " + resumeCommand() : "start it again";
                    throw new IOException("no space left on device (" + DiskFull.what(e) + "); free some space, then " + next, e);
                }
                throw e;
            }
        }

        /** The hidden lock file of the training that writes {@code out}, deleted when it ends. */
        static Path lockBeside(Path out) {
            return out.resolveSibling("." + out.getFileName() + ".lock");
        }

        private Integer train(RefinementConfig config) throws IOException {
            NetworkDocument start = NetworkFile.read(in);
            List<Network> opponentNetworks = readNetworks(opponents);
            Path checkpoint = TrainingCheckpoint.beside(out);
            Map<String, String> options = shape();
            if (!resume && Files.exists(checkpoint)) {
                throw new IllegalArgumentException(checkpoint + " holds a training stopped after "
                        + TrainingCheckpoint.read(checkpoint).state().games() + " games: add --resume to go on with it, "
                        + "or delete it to start over");
            }
            TrainingState from = resume ? resumed(checkpoint, options) : TrainingState.start(start.network());
            deleteHalfWritten();
            TrainingCheckpointer checkpointer = new TrainingCheckpointer(checkpoint, options,
                    Duration.ofMinutes(checkpointMinutes), games);
            var console = spec.commandLine().getOut();
            // Ctrl-C (or a TERM signal): stop once the batch being played is saved (status 1: no OUT yet).
            try (StopOnSignal _ = StopOnSignal.install(checkpointer::askToStop)) {
                int workers = Math.min(batch, CoreThreads.resolve(threads));
                Network trained;
                // This thread plays a share of each batch too, so the pool has one thread fewer.
                // A long training (hours, for an equal-compute yardstick) shows its games on a terminal.
                try (ExecutorService helpers = workers > 1 ? Executors.newFixedThreadPool(workers - 1) : null;
                        ProgressBar bar = ProgressBars.onTerminal()
                                ? ProgressBars.bar("self-play", games, from.games(), Duration.ZERO, System.err) : null) {
                    IntConsumer played = bar == null ? done -> {} : bar::stepTo;
                    trained = TdRefinement.of(config, openingPlies, DrawRules.STANDARD).refine(from, seed,
                            opponentNetworks, helpers, checkpointer::stopping, (done, state) -> {
                                played.accept(done);
                                checkpointer.played(done, state);
                            });
                } catch (CancellationException stopped) {
                    console.println("stopped: " + checkpointer.savedGames() + " of " + games + " games saved in "
                            + checkpoint + "; continue with ./evodraughts " + resumeCommand());
                    console.flush();
                    return 1;
                }
                NetworkFile.write(out, new NetworkDocument(trained, metadata()));
                Files.deleteIfExists(checkpoint);
                console.println("wrote " + out + " (" + in + " after " + games + " self-play games"
                        + (batch > 1 ? " in batches of " + batch : "")
                        + (opponents.isEmpty() ? "" : ", every second against one of " + opponents.size() + " opponents")
                        + ", alpha " + alpha + ", lambda " + lambda + ", seed " + seed
                        + (from.games() > 0 ? "; resumed after " + from.games() : "") + ")");
                console.flush();
                return 0;
            }
        }

        /** The options that shape the file written, by name (IN and the opponents by their SHA-256), as a checkpoint keeps them. */
        private Map<String, String> shape() throws IOException {
            Map<String, String> shape = new LinkedHashMap<>();
            shape.put("IN", Sha256.of(in));
            shape.put("--games", String.valueOf(games));
            shape.put("--alpha", String.valueOf(alpha));
            shape.put("--lambda", String.valueOf(lambda));
            shape.put("--opening-plies", String.valueOf(openingPlies));
            shape.put("--seed", String.valueOf(seed));
            shape.put("--depth", String.valueOf(depth));
            shape.put("--average", String.valueOf(average));
            shape.put("--batch", String.valueOf(batch));
            List<String> digests = new ArrayList<>();
            for (Path opponent : opponents) {
                digests.add(Sha256.of(opponent));
            }
            shape.put("--opponents", String.join(",", digests));
            return shape;
        }

        /** Where the training saved in {@code checkpoint} stood, if it was started with {@code options}. */
        private static TrainingState resumed(Path checkpoint, Map<String, String> options) throws IOException {
            if (!Files.exists(checkpoint)) {
                throw new IllegalArgumentException("--resume: there is no " + checkpoint + " to go on from (a training "
                        + "that ends deletes it); start without --resume");
            }
            TrainingCheckpoint saved = TrainingCheckpoint.read(checkpoint);
            saved.requireSameOptions(checkpoint, options);
            return saved.state();
        }

        /**
         * Deletes the temporary files of OUT and its checkpoint that a training killed while writing
         * them left behind ({@link AtomicFiles}), named after OUT, so no other file goes.
         */
        private void deleteHalfWritten() throws IOException {
            String prefix = "." + out.getFileName() + ".";
            try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(out.toAbsolutePath().getParent(),
                    file -> file.getFileName().toString().startsWith(prefix) && AtomicFiles.isTemporary(file))) {
                for (Path leftover : leftovers) {
                    Files.deleteIfExists(leftover);
                }
            }
        }

        /** This command with {@code --resume}, as a shell reads it. */
        private String resumeCommand() {
            List<String> words = new ArrayList<>(spec.commandLine().getParseResult().originalArgs());
            if (!words.contains("--resume")) {
                words.add("--resume");
            }
            return String.join(" ", words.stream().map(ShellWords::quote).toList());
        }

        private Map<String, Object> metadata() {
            Map<String, Object> metadata = new LinkedHashMap<>();
            metadata.put("trainedFrom", in.getFileName().toString());
            metadata.put("selfPlayGames", (long) games);
            metadata.put("alpha", alpha);
            metadata.put("lambda", lambda);
            if (depth > 1) {
                metadata.put("selfPlayDepth", depth);
            }
            if (average) {
                metadata.put("averaged", true);
            }
            if (batch > 1) {
                metadata.put("selfPlayBatch", batch);
            }
            if (!opponents.isEmpty()) {
                metadata.put("opponents", String.join(",", opponents.stream().map(p -> p.getFileName().toString()).toList()));
            }
            if (openingPlies != MatchSettings.DEFAULT_OPENING_PLIES) {
                metadata.put("openingPlies", openingPlies);
            }
            metadata.put(NetworkDocument.SEED, seed);
            return metadata;
        }
    }

    /** {@code evodraughts network compare A B [C ...]}: how far apart the networks' weights are. */
    @Command(name = "compare", mixinStandardHelpOptions = true,
            description = "Prints each network's norm and, for every pair, the distance between their weights: the L2 "
                    + "norm of the difference of all their weights and biases, or 'identical' when "
                    + "every parameter and the king value are the same bit for bit (to check that a run or a training "
                    + "made a file again).")
    static final class Compare implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @CommandLine.Parameters(arity = "2..*", paramLabel = "FILE", description = "Two or more network or champion files.")
        List<Path> files;

        @Override
        public Integer call() throws IOException {
            List<Network> networks = readNetworks(files);
            var out = spec.commandLine().getOut();
            TextTable norms = new TextTable(">#", "NETWORK", ">NORM", ">KING VALUE");
            for (int i = 0; i < networks.size(); i++) {
                norms.row(String.valueOf(i + 1), files.get(i).toString(), String.format("%.4f", networks.get(i).norm()),
                        String.valueOf(networks.get(i).kingValue()));
            }
            norms.print(out);
            out.println();
            TextTable pairs = new TextTable(">A", ">B", ">DISTANCE");
            for (int a = 0; a < networks.size(); a++) {
                for (int b = a + 1; b < networks.size(); b++) {
                    Network first = networks.get(a);
                    Network second = networks.get(b);
                    String distance = first.equals(second) ? "identical" : String.format("%.4f", first.distanceTo(second))
                            + (first.kingValue() == second.kingValue() ? "" : " (king values differ)");
                    pairs.row(String.valueOf(a + 1), String.valueOf(b + 1), distance);
                }
            }
            pairs.print(out);
            out.flush();
            return 0;
        }
    }

    /** {@code evodraughts network average A B [C ...] --out FILE}: the mean of the networks' weights. */
    @Command(name = "average", mixinStandardHelpOptions = true,
            description = "Writes the network whose every parameter is the mean of the given networks' (for example the "
                    + "near-copies of a trained population); they must share one king value.")
    static final class Average implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @CommandLine.Parameters(arity = "2..*", paramLabel = "FILE", description = "Two or more network or champion files.")
        List<Path> files;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "File to write (a regular file there is replaced; anything else is refused).")
        Path out;

        @Override
        public Integer call() throws IOException {
            AtomicFiles.checkReplaceable(out, "--out " + out);
            List<Network> networks = readNetworks(files);
            Network mean = Network.mean(networks);
            List<String> names = files.stream().map(file -> file.getFileName().toString()).toList();
            Map<String, Object> metadata = new LinkedHashMap<>();
            metadata.put("averageOf", String.join(",", names));
            NetworkFile.write(out, new NetworkDocument(mean, metadata));
            spec.commandLine().getOut().println("wrote " + out + " (the mean of the weights of " + files.size()
                    + " networks: " + String.join(", ", names) + ")");
            spec.commandLine().getOut().flush();
            return 0;
        }
    }
}
