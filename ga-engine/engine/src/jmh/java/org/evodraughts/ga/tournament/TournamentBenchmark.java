package org.evodraughts.ga.tournament;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.loop.Evolution;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.random.Seeds;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One generation's tournament per operation, as a run with that configuration plays it: the
 * score is tournaments (generations) per second, the {@code games} and {@code plies} columns
 * are games and plies per second. The
 * players are the run's seeded initial population (random networks); each operation uses the
 * next tournament seed, so every game differs.
 *
 * <pre>
 * ./evodraughts bench ga-engine/engine TournamentBenchmark                     default config and MCTS-EPT at 300 playouts, 1 and 2 threads
 * ./evodraughts bench ga-engine/engine TournamentBenchmark -p search=mcts:300 -p threads=2     the speed target alone
 * ./evodraughts bench ga-engine/engine TournamentBenchmark -p config=config/overnight.yaml     another configuration
 * </pre>
 * Config paths are relative to the repository root (where ./evodraughts runs).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 5, time = 20)
public class TournamentBenchmark {
    @Param({"config/default.yaml"})
    String config;

    /** Replaces the configuration's tournament.search when not empty: {@code mcts:300} is the speed target. */
    @Param({"", "mcts:300"})
    String search;

    @Param({"1", "2"})
    int threads;

    private EvolutionConfig settings;
    private Tournament tournament;
    private List<NetworkEvaluator> players;
    private int next;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        Path file = Path.of(config);
        if (!Files.exists(file)) {
            file = Path.of("../..").resolve(config); // run from the module directory
        }
        settings = ConfigFiles.read(file, search.isEmpty() ? Map.of() : Map.of("tournament.search", search));
        players = Evolution.initialPopulation(settings.seed(), settings.population().size()).stream()
                .map(g -> new NetworkEvaluator(GenomeLayout.WEIGHTS_ONLY.codec(settings.population().kingValue()).decode(g)))
                .toList();
        tournament = new Tournament(settings.tournament(), threads);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        tournament.close();
    }

    @Benchmark
    public TournamentResult tournament(GameCounter counter) {
        TournamentResult result = tournament.play(players, 0, Seeds.derive(settings.seed(), next++), TournamentProgress.NONE);
        counter.games += result.gameCount();
        counter.plies += result.games().stream().mapToInt(TournamentGame::plies).sum();
        return result;
    }
}
