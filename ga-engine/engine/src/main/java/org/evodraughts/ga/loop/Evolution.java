package org.evodraughts.ga.loop;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.engine.Engine;
import io.jenetics.engine.EvolutionStart;
import io.jenetics.engine.Evaluator;
import io.jenetics.util.ISeq;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import org.evodraughts.files.CrashPoints;
import org.evodraughts.ga.breeding.BreedingPlan;
import org.evodraughts.ga.breeding.EliteSelector;
import org.evodraughts.ga.breeding.Lineage;
import org.evodraughts.ga.breeding.PlanAlterer;
import org.evodraughts.ga.breeding.PlanSelector;
import org.evodraughts.ga.breeding.Variation;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.GenomeConfig;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.ga.fitness.HallOfFame;
import org.evodraughts.ga.fitness.TournamentEvaluator;
import org.evodraughts.ga.genome.AcceptAllConstraint;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.tournament.TournamentGame;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.ga.work.WorkTrace;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.random.Seeds;

/**
 * Runs (or continues) an evolution: Jenetics' {@link Engine} makes the generations, one
 * {@code evolve} step each (as its {@code EvolutionStream} would, but with room between steps
 * for the islands' migration); this class starts from the seeded initial population or from the
 * last saved generation, saves every completed generation, tells the listeners and the display,
 * and stops when the configured generations are done, the time budget is spent, or
 * {@link #stop()} is called.
 *
 * <p><b>The engine.</b> Population size and elites come from the configuration; the survivor
 * selector keeps the elites ({@link EliteSelector}); the offspring selector lists the
 * {@link BreedingPlan}'s parents ({@link PlanSelector}), which one alterer breeds
 * ({@link PlanAlterer}); the evaluator is a whole-population tournament
 * ({@link TournamentEvaluator}); every genome is valid ({@link AcceptAllConstraint}); no
 * individual dies of age; the engine's own steps run on the calling thread.
 *
 * <p><b>Reproducibility.</b> Every random choice derives from the master seed: the initial
 * individual i from (seed, i) (random, or from the network files of {@code start.from}:
 * {@link StartingNetworks}), tournament g's games from (seed, g), breeding step t of
 * generation g from (seed, g, t). Jenetics' shared random source is never used. So the same
 * seed and configuration give bit-identical populations at any thread count, and a run
 * continued from its last snapshot goes on exactly as it would have without the break.
 *
 * <p><b>Islands.</b> With {@code islands.count} N above 1, N populations evolve side by side,
 * each with an engine and a tournament of its own, one island after another on the run's pool.
 * Island 0 uses the master seed, island i the seed {@link #islandSeed} derives from (seed, i);
 * every island's games also meet the same hall of fame. After every {@code islands.migrateEvery}-th
 * generation, before the next is bred, the islands migrate on a ring ({@link Migration}). Each
 * generation the island champions (rank 1 of each island) play a round robin, the play-off,
 * seeded by (seed, g); its winner (more points; equal points, the lower island) is the run's
 * champion, and the report listeners hear holds that island's population. A snapshot holds
 * every island's population, before migration: a resume migrates again, and plays the restored
 * generation's play-off again, with the same seeds.
 *
 * <p>{@link #run()} is called once, on one thread; {@link #stop()} may be called from any
 * thread (e.g. a shutdown hook).
 */
public final class Evolution implements AutoCloseable {
    private static final long INITIAL_STREAM = 0x494E4954L, ISLAND_STREAM = 0x49534CL, PLAYOFF_STREAM = 0x504C4159L;

    private final EvolutionConfig config;
    private final String runId;
    private final SnapshotStore snapshots;
    private final List<GenerationListener> listeners;
    private final EvolutionProgress progress;
    private final ExecutorService pool;
    private final Tournament tournament;
    /** A round robin of the run's games: the island champions' play-off, and each island's elites'; null without either. */
    private final Tournament playoff;
    private final GenomeLayout layout;
    private final GenomeCodec codec;
    private final HallOfFame hallOfFame;
    private volatile boolean stopRequested;
    private int lastCompleted = -1;

    public Evolution(EvolutionConfig config, String runId, SnapshotStore snapshots, List<GenerationListener> listeners,
                     EvolutionProgress progress) {
        this(config, runId, snapshots, ChampionArchive.inMemory(), listeners, progress);
    }

    /**
     * An evolution whose hall of fame (if {@code tournament.hallOfFame} asks for one) reads
     * earlier champions from {@code champions}, e.g. the run's champion files.
     */
    public Evolution(EvolutionConfig config, String runId, SnapshotStore snapshots, ChampionArchive champions,
                     List<GenerationListener> listeners, EvolutionProgress progress) {
        this(config, runId, snapshots, champions, listeners, progress, WorkTrace.OFF);
    }

    /** An evolution whose pool's work {@code trace} times (see {@link WorkTrace}). */
    public Evolution(EvolutionConfig config, String runId, SnapshotStore snapshots, ChampionArchive champions,
                     List<GenerationListener> listeners, EvolutionProgress progress, WorkTrace trace) {
        this(config, runId, snapshots, champions, listeners, progress, trace, TaskRunner::local);
    }

    /**
     * An evolution whose games and trainings go to the runner {@code runners} makes from the
     * run's own pool (e.g. a cluster's, which also lends this process's threads).
     */
    public Evolution(EvolutionConfig config, String runId, SnapshotStore snapshots, ChampionArchive champions,
                     List<GenerationListener> listeners, EvolutionProgress progress, WorkTrace trace,
                     Function<ExecutorService, TaskRunner> runners) {
        this.config = config;
        this.layout = GenomeLayout.of(config.genome());
        this.codec = layout.codec(config.population().kingValue());
        this.hallOfFame = new HallOfFame(config.tournament().hallOfFame(), champions, config.seed());
        this.runId = runId;
        this.snapshots = snapshots;
        this.listeners = List.copyOf(listeners);
        this.progress = progress;
        this.pool = trace.traced(Tournament.pool(config.threadCount()), "run");
        TaskRunner runner = runners.apply(pool);
        this.tournament = new Tournament(config.tournament(), pool, runner);
        this.playoff = config.islands().several() || config.champions().playoffGames() > 0
                ? new Tournament(config.tournament().playoff(), pool, runner) : null;
    }

    /**
     * The seed island {@code island} uses as its master seed: the run's for island 0 (so a run of
     * one population is the run it always was), else one derived from (seed, island).
     */
    public static long islandSeed(long masterSeed, int island) {
        return island == 0 ? masterSeed : Seeds.derive(Seeds.derive(masterSeed, ISLAND_STREAM), island);
    }

    /** Seed 001's random initial population of {@code size}: see {@link #initialPopulation(EvolutionConfig)}. */
    public static List<Genotype<DoubleGene>> initialPopulation(long masterSeed, int size) {
        EvolutionConfig defaults = EvolutionConfig.defaults();
        return initialPopulation(masterSeed, size, GenomeLayout.WEIGHTS_ONLY, defaults.genome(), defaults.population().kingValue());
    }

    /**
     * The random initial population: individual i's genes from a generator seeded by (seed, i),
     * made as the {@code genome} section says ({@link GenomeLayout#random}).
     */
    public static List<Genotype<DoubleGene>> initialPopulation(EvolutionConfig config) {
        return initialPopulation(config, 0);
    }

    /** Island {@code island}'s random initial population: as {@link #initialPopulation(EvolutionConfig)}, from its seed. */
    public static List<Genotype<DoubleGene>> initialPopulation(EvolutionConfig config, int island) {
        return initialPopulation(islandSeed(config.seed(), island), config.population().size(),
                GenomeLayout.of(config.genome()), config.genome(), config.population().kingValue());
    }

    private static List<Genotype<DoubleGene>> initialPopulation(long masterSeed, int size, GenomeLayout layout,
                                                                GenomeConfig genome, double kingValue) {
        long seed = Seeds.derive(masterSeed, INITIAL_STREAM);
        List<Genotype<DoubleGene>> population = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            population.add(layout.random(new SplittableRandom(Seeds.derive(seed, i)), genome.initialWeights(),
                    genome.initialSigma(), kingValue));
        }
        return population;
    }

    /** The Jenetics engine for {@code config} with {@code evaluator} as its fitness (see the class comment). */
    static Engine<DoubleGene, Score> engine(EvolutionConfig config, Evaluator<DoubleGene, Score> evaluator) {
        return engine(config, evaluator, config.seed());
    }

    /** The engine of an island whose master seed is {@code seed} ({@link #islandSeed}). */
    static Engine<DoubleGene, Score> engine(EvolutionConfig config, Evaluator<DoubleGene, Score> evaluator, long seed) {
        return engine(config, evaluator, seed, null);
    }

    /** Like {@link #engine(EvolutionConfig, Evaluator, long)}, recording each child's parent in {@code lineage} (null: none). */
    static Engine<DoubleGene, Score> engine(EvolutionConfig config, Evaluator<DoubleGene, Score> evaluator, long seed,
                                            Lineage lineage) {
        BreedingPlan plan = BreedingPlan.of(config.population().size(), config.population().elites());
        GenomeLayout layout = GenomeLayout.of(config.genome());
        Engine<DoubleGene, Score> engine = new Engine.Builder<>(evaluator,
                        layout.codec(config.population().kingValue()).encoding())
                .populationSize(config.population().size())
                .offspringSize(plan.offspring()) // a fraction of the size set just above
                .survivorsSelector(new EliteSelector())
                .offspringSelector(new PlanSelector(plan))
                .alterers(new PlanAlterer(plan, layout, Variation.of(config.genome()), seed, lineage))
                .constraint(new AcceptAllConstraint<>())
                .maximalPhenotypeAge(Long.MAX_VALUE)
                .executor(Runnable::run)
                .maximizing()
                .build();
        if (engine.offspringSize() != plan.offspring() || engine.survivorsSize() != plan.elites()) {
            throw new IllegalStateException("the engine breeds " + engine.offspringSize() + " and keeps "
                    + engine.survivorsSize() + ", the plan " + plan.offspring() + " and " + plan.elites());
        }
        return engine;
    }

    /**
     * Runs until the configured generations are complete, the time budget is spent or
     * {@link #stop()} is called, continuing after the last snapshot if there is one.
     *
     * @throws IOException if a snapshot cannot be read or saved, or a listener fails so
     */
    public RunOutcome run() throws IOException {
        long start = System.nanoTime();
        Optional<PopulationSnapshot> latest = snapshots.latest();
        latest.ifPresent(this::checkMatches);
        lastCompleted = latest.map(PopulationSnapshot::generation).orElse(-1);
        RunInfo info = new RunInfo(runId, config, lastCompleted + 1, latest.isPresent());
        List<Island> islands = new ArrayList<>();
        for (int i = 0; i < config.islands().count(); i++) {
            islands.add(new Island(i, lastCompleted + 1));
        }
        Session session = new Session(info, islands, start);
        RunOutcome outcome = new RunOutcome(RunOutcome.Reason.FAILED, lastCompleted);
        for (GenerationListener listener : listeners) {
            listener.runStarted(info);
        }
        try {
            if (latest.isPresent()) {
                for (Island island : islands) {
                    island.population = ISeq.of(latest.get().island(island.index).stream()
                            .map(i -> Phenotype.of(layout.genotype(i.genome()), lastCompleted, i.score()))
                            .toList());
                }
                session.restore();
            }
            RunOutcome.Reason reason = stopReason(start);
            if (reason == null) {
                if (latest.isEmpty()) {
                    List<Network> starting = config.start().isRandom() ? List.of() : StartingNetworks.read(config);
                    for (Island island : islands) {
                        List<Genotype<DoubleGene>> first = starting.isEmpty() ? initialPopulation(config, island.index)
                                : StartingNetworks.population(config, islandSeed(config.seed(), island.index), starting);
                        island.population = island.engine.eval(ISeq.of(first.stream()
                                .map(g -> Phenotype.<DoubleGene, Score>of(g, 0)).toList()));
                    }
                    session.complete(0);
                }
                // One generation at a time, so that a stop or a spent budget takes effect before
                // the next is computed.
                while ((reason = stopReason(start)) == null) {
                    int generation = lastCompleted + 1;
                    if (config.islands().migratesAfter(lastCompleted)) {
                        List<ISeq<Phenotype<DoubleGene, Score>>> migrated = Migration.ring(
                                islands.stream().map(i -> i.population).toList(), config.islands().migrants());
                        for (Island island : islands) {
                            island.population = migrated.get(island.index);
                        }
                    }
                    for (Island island : islands) {
                        island.population = island.engine.evolve(EvolutionStart.of(island.population, generation))
                                .population();
                    }
                    session.complete(generation);
                }
            }
            outcome = new RunOutcome(reason, lastCompleted);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } catch (CancellationException e) {
            if (!stopRequested) {
                throw e;
            }
            outcome = new RunOutcome(RunOutcome.Reason.STOPPED, lastCompleted);
        } finally {
            endListeners(info, outcome);
        }
        return outcome;
    }

    /**
     * Tells the listeners the session ended, in reverse order (the first started ends last, so
     * one may lend the others what it opened); each hears it even if an earlier one failed, and
     * the first failure is thrown, with the others suppressed.
     */
    private void endListeners(RunInfo info, RunOutcome outcome) throws IOException {
        Exception failure = null;
        for (GenerationListener listener : listeners.reversed()) {
            try {
                listener.runEnded(info, outcome);
            } catch (IOException | RuntimeException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (failure instanceof IOException e) {
            throw e;
        } else if (failure instanceof RuntimeException e) {
            throw e;
        }
    }

    /**
     * Asks the run to stop: a generation in progress is dropped (its games end at their next
     * move) and {@link #run()} returns after the last completed generation, which is saved.
     */
    public void stop() {
        stopRequested = true;
        tournament.cancel();
        if (playoff != null) {
            playoff.cancel();
        }
        listeners.forEach(GenerationListener::stopRequested);
    }

    @Override
    public void close() {
        tournament.close();
        if (playoff != null) {
            playoff.close();
        }
        pool.shutdownNow();
    }

    private RunOutcome.Reason stopReason(long start) {
        if (stopRequested) {
            return RunOutcome.Reason.STOPPED;
        }
        if (config.stop().generationsDone(lastCompleted)) {
            return RunOutcome.Reason.GENERATIONS_DONE;
        }
        if (config.stop().budgetSpent(Duration.ofNanos(System.nanoTime() - start))) {
            return RunOutcome.Reason.TIME_BUDGET_SPENT;
        }
        return null;
    }

    /** The refinement {@code config} asks for (possibly none). */
    static TdRefinement refinement(EvolutionConfig config) {
        return new TdRefinement(config.refinement(), config.tournament().openingPlies(), config.tournament().drawRules());
    }

    private void checkMatches(PopulationSnapshot snapshot) {
        if (snapshot.seed() != config.seed() || snapshot.islandSize() != config.population().size()) {
            throw new IllegalArgumentException("the saved generation " + snapshot.generation() + " has seed "
                    + snapshot.seed() + " and " + snapshot.islandSize() + " individuals, but the configuration"
                    + " says seed " + config.seed() + " and population.size " + config.population().size());
        }
        if (snapshot.islands() != config.islands().count()) {
            throw new IllegalArgumentException("the saved generation " + snapshot.generation() + " has "
                    + snapshot.islands() + " island(s), but the configuration says islands.count "
                    + config.islands().count());
        }
    }

    /** One population of the run: its seed, its engine and tournament scorer, and its latest population. */
    private final class Island {
        final int index;
        final TournamentEvaluator evaluator;
        final Engine<DoubleGene, Score> engine;
        /** Picks the champion among the elites ({@code champions.playoffGames}); null: the tournament's rank 1. */
        final ElitePlayoff elitePlayoff;
        ISeq<Phenotype<DoubleGene, Score>> population;

        Island(int index, int firstGeneration) {
            this.index = index;
            long seed = islandSeed(config.seed(), index);
            Lineage lineage = config.coevolution().averages() ? new Lineage() : null;
            this.evaluator = new TournamentEvaluator(tournament, seed, codec, hallOfFame, refinement(config),
                    config.refinement().trainees(), config.coevolution(), lineage, config.population().elites(), pool,
                    progress, firstGeneration);
            this.engine = engine(config, evaluator, seed, lineage);
            int games = config.champions().playoffGames();
            this.elitePlayoff = games > 0 && config.population().elites() >= 2 ? new ElitePlayoff(playoff, games, seed) : null;
        }

        List<Individual> individuals() {
            return population.stream().map(p -> new Individual(layout.genome(p.genotype()), p.fitness())).toList();
        }

        /** The population index of {@code generation}'s champion: rank 1, or the elites' play-off winner. */
        int championIndex(int generation) {
            int[] ranking = Ranking.of(population);
            if (elitePlayoff == null) {
                return ranking[0];
            }
            int contenders = Math.min(config.population().elites(), population.size());
            List<Network> elites = new ArrayList<>(contenders);
            for (int rank = 0; rank < contenders; rank++) {
                elites.add(codec.decode(population.get(ranking[rank]).genotype()));
            }
            return ranking[elitePlayoff.winner(elites, generation)];
        }
    }

    /**
     * The island champions' play-off of {@code generation}: the island indices from rank 1 down,
     * and each champion's play-off score by island.
     */
    private record Playoff(int[] ranking, List<Score> scores) {}

    private Playoff playoff(int generation, List<Network> champions) {
        List<NetworkEvaluator> players = champions.stream().map(NetworkEvaluator::new).toList();
        TournamentResult result = playoff.play(players, List.of(), generation,
                Seeds.derive(Seeds.derive(config.seed(), PLAYOFF_STREAM), generation), EvolutionProgress.NONE);
        return new Playoff(Ranking.of(result.scores()), result.scores());
    }

    /** What one session knows about its generations: when they completed. */
    private final class Session {
        private final RunInfo info;
        private final List<Island> islands;
        private final long start;
        private long lastCompletion;
        private Duration firstGenerationTime;

        Session(RunInfo info, List<Island> islands, long start) {
            this.info = info;
            this.islands = islands;
            this.start = start;
            this.lastCompletion = start;
        }

        /** Each island's champion of {@code generation}: its population index, by island. */
        private int[] championIndices(int generation) {
            return islands.stream().mapToInt(i -> i.championIndex(generation)).toArray();
        }

        /**
         * The island champions' networks, decoded again from their genotypes (the evaluator keeps
         * none): for a champion trained after its tournament, the trained network.
         */
        private List<Network> championNetworks(int[] indices) {
            return islands.stream().map(i -> codec.decode(i.population.get(indices[i.index]).genotype())).toList();
        }

        /** Tells the listeners of the restored generation {@code lastCompleted}, and adds its champion to the hall of fame. */
        void restore() throws IOException {
            int[] indices = championIndices(lastCompleted);
            GenerationReport restored = report(lastCompleted, indices, championNetworks(indices), null, Duration.ZERO,
                    Duration.ZERO, Duration.ZERO);
            for (GenerationListener listener : listeners) {
                listener.generationRestored(restored);
            }
            if (hallOfFame.isOn()) {
                hallOfFame.add(lastCompleted, restored.championNetwork());
            }
        }

        void complete(int generation) throws IOException {
            for (Island island : islands) {
                if (generation != lastCompleted + 1 || island.evaluator.lastGeneration() != generation) {
                    throw new IllegalStateException("generation " + generation + " follows " + lastCompleted
                            + " and island " + island.index + "'s was scored by tournament "
                            + island.evaluator.lastGeneration());
                }
            }
            List<Individual> individuals = islands.stream().flatMap(i -> i.individuals().stream()).toList();
            snapshots.save(new PopulationSnapshot(runId, config.seed(), generation, individuals, islands.size()));
            CrashPoints.reached(CrashPoints.AFTER_SNAPSHOT, generation);
            lastCompleted = generation;
            int[] indices = championIndices(generation);
            List<Network> champions = championNetworks(indices);
            long now = System.nanoTime();
            Duration generationTime = Duration.ofNanos(now - lastCompletion);
            lastCompletion = now;
            if (firstGenerationTime == null) {
                firstGenerationTime = generationTime;
            }
            GenerationReport report = report(generation, indices, champions, islands.stream().map(i -> i.evaluator.lastResult()).toList(),
                    generationTime, Duration.ofNanos(now - start), firstGenerationTime);
            if (hallOfFame.isOn()) {
                hallOfFame.add(generation, report.championNetwork());
            }
            List<String> figures = new ArrayList<>();
            for (GenerationListener listener : listeners) {
                figures.addAll(listener.generationCompleted(report));
            }
            progress.generationCompleted(report, figures);
        }

        /**
         * The report of {@code generation}, whose island champions are the individuals {@code indices}
         * with the networks {@code champions}, and whose islands' tournaments were {@code tournaments}
         * (null for a restored generation): without islands, the population's; with islands, the
         * play-off winner's island's.
         */
        private GenerationReport report(int generation, int[] indices, List<Network> champions,
                                        List<TournamentResult> tournaments, Duration generationTime, Duration elapsed,
                                        Duration firstTime) {
            if (islands.size() == 1) {
                return new GenerationReport(info, generation, islands.getFirst().individuals(), indices[0], champions.getFirst(),
                        tournaments == null ? null : tournaments.getFirst(), generationTime, elapsed, firstTime);
            }
            Playoff playoff = playoff(generation, champions);
            int winner = playoff.ranking()[0];
            List<IslandResult> results = new ArrayList<>();
            for (Island island : islands) {
                results.add(new IslandResult(island.index, island.individuals(), indices[island.index],
                        playoff.scores().get(island.index)));
            }
            TournamentResult tournament = null;
            if (tournaments != null) {
                List<TournamentGame> games = new ArrayList<>();
                Duration time = Duration.ZERO;
                for (TournamentResult result : tournaments) {
                    games.addAll(result.games());
                    time = time.plus(result.elapsed());
                }
                tournament = new TournamentResult(tournaments.get(winner).scores(), games, time);
            }
            return new GenerationReport(info, generation, islands.get(winner).individuals(), indices[winner], champions.get(winner),
                    tournament, generationTime, elapsed, firstTime, winner, results);
        }
    }
}
