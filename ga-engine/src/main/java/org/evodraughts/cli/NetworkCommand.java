package org.evodraughts.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code evodraughts network new ...}: makes network files. */
@Command(name = "network", mixinStandardHelpOptions = true, description = "Makes network files.",
        subcommands = {NetworkCommand.New.class})
final class NetworkCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing subcommand: network new");
    }

    /** {@code evodraughts network new --seed S --out FILE [--king-value K]}. */
    @Command(name = "new", mixinStandardHelpOptions = true,
            description = "Writes a random network: every weight and bias uniform in [-1, 1), drawn in parameter order"
                    + " from java.util.SplittableRandom(SEED).")
    static final class New implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--seed", required = true, paramLabel = "SEED", description = "Random seed (a whole number).")
        long seed;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "File to write (replaced if it exists).")
        Path out;

        @Option(names = "--king-value", paramLabel = "K", defaultValue = "1.5",
                description = "Value of a king in the inputs (a man is 1; default ${DEFAULT-VALUE}).")
        double kingValue;

        @Override
        public Integer call() throws IOException {
            Network network = Network.random(new SplittableRandom(seed), kingValue);
            Map<String, Object> metadata = new LinkedHashMap<>();
            metadata.put(NetworkDocument.SEED, seed);
            metadata.put(NetworkDocument.CREATED_AT, Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
            NetworkFile.write(out, new NetworkDocument(network, metadata));
            spec.commandLine().getOut().println("wrote " + out + " (random network, seed " + seed + ", king value " + kingValue + ")");
            spec.commandLine().getOut().flush();
            return 0;
        }
    }
}
