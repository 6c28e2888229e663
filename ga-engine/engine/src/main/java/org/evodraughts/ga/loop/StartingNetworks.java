package org.evodraughts.ga.loop;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.files.Sha256;
import org.evodraughts.files.TextFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.KingMode;
import org.evodraughts.ga.config.StartConfig;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.NetworkFileException;
import org.evodraughts.network.NetworkGrowth;
import org.evodraughts.network.NetworkShape;
import org.evodraughts.random.Seeds;

/**
 * Generation 0 from network files ({@code start.from}): reads and checks the files, pins them
 * to their SHA-256, and makes the population. Individual i is file i's network, exactly, while
 * there are files; individual i beyond them is a copy of file (i mod files), every weight and
 * bias moved by Gaussian noise of {@code start.spread} drawn from a generator seeded by
 * (island seed, i). So a run from files is as reproducible as one from random networks, and the
 * files themselves stay in the population unchanged until selection decides. A file whose network
 * is smaller than the run's {@code network} section grows into it first, playing exactly as
 * before ({@link NetworkGrowth}, its added units drawn from (run seed, file index)). Stateless.
 */
public final class StartingNetworks {
    private static final long NOISE_STREAM = 0x46524F4DL;
    private static final long GROWTH_STREAM = 0x47524F57L;

    private StartingNetworks() {}

    /**
     * {@code config} with its start files made absolute and pinned to their SHA-256, once every
     * file is read and checked ({@link #read}); unchanged for random networks. A new run keeps
     * this in its configuration, so that it names exactly the bytes it started from.
     */
    public static EvolutionConfig pinned(EvolutionConfig config) throws IOException {
        StartConfig start = config.start();
        if (start.isRandom()) {
            return config;
        }
        List<String> files = new ArrayList<>();
        List<String> digests = new ArrayList<>();
        for (int i = 0; i < start.files().size(); i++) {
            Path file = Path.of(start.files().get(i)).toAbsolutePath().normalize();
            digests.add(read(config, i, file).digest());
            files.add(file.toString());
        }
        return config.withStart(start.pinned(files, digests));
    }

    /**
     * The networks of {@code start.from}, in order, each checked against the run: a network file,
     * with the SHA-256 the configuration names (if it names them), and a king value the genome
     * can hold.
     *
     * @throws IOException              if a file cannot be read or is not a network file
     * @throws IllegalArgumentException if a file is not the one the configuration names, or its
     *                                  king value does not fit the run; the message names the file
     */
    public static List<Network> read(EvolutionConfig config) throws IOException {
        List<Network> networks = new ArrayList<>();
        for (int i = 0; i < config.start().files().size(); i++) {
            networks.add(read(config, i, Path.of(config.start().files().get(i))).network());
        }
        return networks;
    }

    /**
     * One island's generation 0 from {@code networks} (see the class comment): individual i's
     * noise from (seed, i), where {@code seed} is the island's master seed.
     */
    public static List<Genotype<DoubleGene>> population(EvolutionConfig config, long seed, List<Network> networks) {
        if (networks.isEmpty()) {
            throw new IllegalArgumentException("a population from networks needs at least one");
        }
        GenomeLayout layout = GenomeLayout.of(config);
        GenomeCodec codec = layout.codec(config.population().kingValue());
        long noiseSeed = Seeds.derive(seed, NOISE_STREAM);
        int size = config.population().size();
        List<Genotype<DoubleGene>> population = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            Network network = networks.get(i % networks.size());
            if (i >= networks.size()) {
                network = moved(network, config.start().spread(), new SplittableRandom(Seeds.derive(noiseSeed, i)));
            }
            // The template only gives the chromosomes a network does not hold: its step sizes.
            Genotype<DoubleGene> template = layout.random(new SplittableRandom(0), config.genome().initialWeights(),
                    config.genome().initialSigma(), network.kingValue());
            population.add(codec.encode(network, template));
        }
        return population;
    }

    /** {@code network} with every weight and bias moved by {@code spread} times a standard Gaussian, in parameter order. */
    private static Network moved(Network network, double spread, SplittableRandom random) {
        double[] parameters = network.parameters();
        for (int p = 0; p < parameters.length; p++) {
            parameters[p] += spread * random.nextGaussian();
        }
        return Network.ofParameters(network.shape(), parameters, network.kingValue());
    }

    private record Read(Network network, String digest) {}

    private static Read read(EvolutionConfig config, int index, Path file) throws IOException {
        String what = "start.from: network file";
        byte[] bytes = TextFiles.readBytes(file, what);
        String digest = Sha256.of(bytes);
        List<String> pinned = config.start().digests();
        if (!pinned.isEmpty() && !pinned.get(index).equals(digest)) {
            throw new IllegalArgumentException("start.from: " + file + " is not the file the run started from: its SHA-256 is "
                    + digest + ", the configuration's start.sha256 says " + pinned.get(index));
        }
        String text = TextFiles.decode(bytes, file, what);
        Network network;
        try {
            network = NetworkFile.parse(text, file.toString()).network();
        } catch (NetworkFileException e) {
            throw new NetworkFileException("start.from: " + e.getMessage(), e);
        }
        NetworkShape shape = config.network().shape();
        if (!network.shape().equals(shape)) {
            if (!network.shape().growsInto(shape)) {
                throw new IllegalArgumentException("start.from: " + file + " holds a network of shape " + network.shape()
                        + ", which cannot grow into the run's " + shape + " (network.inputs and network.hidden): set "
                        + "network to its shape, or to one it grows into (as many hidden layers, none narrower, inputs "
                        + "that hold its own)");
            }
            network = NetworkGrowth.grow(network, shape,
                    new SplittableRandom(Seeds.derive(Seeds.derive(config.seed(), GROWTH_STREAM), index)));
        }
        double king = network.kingValue();
        if (config.genome().king() == KingMode.FIXED && Double.compare(king, config.population().kingValue()) != 0) {
            throw new IllegalArgumentException("start.from: " + file + " has king value " + king + ", but the run's is "
                    + config.population().kingValue() + " (genome.king: fixed); set population.kingValue: " + king
                    + ", or genome.king: evolved");
        }
        if (config.genome().king() == KingMode.EVOLVED && !(king >= 1 && king <= 3)) {
            throw new IllegalArgumentException("start.from: " + file + " has king value " + king
                    + ", outside the [1, 3] an evolved king value keeps to (genome.king: evolved)");
        }
        return new Read(network, digest);
    }
}
