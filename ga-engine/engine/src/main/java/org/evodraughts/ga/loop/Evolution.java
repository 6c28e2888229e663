package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.engine.Engine;
import io.jenetics.engine.Evaluator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import org.evodraughts.ga.breeding.BreedingPlan;
import org.evodraughts.ga.breeding.EliteSelector;
import org.evodraughts.ga.breeding.PlanAlterer;
import org.evodraughts.ga.breeding.PlanSelector;
import org.evodraughts.ga.breeding.Variation;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.GenomeConfig;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.ga.fitness.TournamentEvaluator;
import org.evodraughts.ga.fitness.TrainingProgress;
import org.evodraughts.ga.genome.AcceptAllConstraint;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.TournamentProgress;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.ga.work.WorkTrace;
import org.evodraughts.random.Seeds;

/**
 * An evolution: what a run is (its configuration, its id, where its generations are saved) and
 * where it plays, made by a {@link Builder} as Jenetics' {@link Engine} is. Immutable and
 * thread-safe; each {@link #start()} opens one session of the run ({@link EvolutionRun}), which
 * continues after the last saved generation if there is one, and tells its
 * {@link GenerationListener}s of each generation it completes as a {@link GenerationReport}.
 *
 * <pre>{@code
 * Evolution evolution = Evolution.builder(config)
 *         .runId(RunId.of("seed-1"))
 *         .snapshots(store)
 *         .build();
 * RunOutcome outcome = evolution.run(List.of(report -> System.out.println(report.generation() + " " + report.champion().score())));
 * try (EvolutionRun run = evolution.start()) { // a session another thread may stop (run.stop())
 *     RunOutcome more = run.runWith(listeners);
 * }
 * }</pre>
 *
 * <p><b>The engine.</b> Jenetics' {@link Engine} makes the generations, one {@code evolve} step
 * each (as its {@code EvolutionStream} would, but with room between steps for the islands'
 * migration). Population size and elites come from the configuration; the survivor selector
 * keeps the elites ({@link EliteSelector}); the offspring selector lists the
 * {@link BreedingPlan}'s parents ({@link PlanSelector}), which one alterer breeds
 * ({@link PlanAlterer}); the evaluator is a whole-population tournament with the training steps
 * around it ({@link TournamentEvaluator}), handed the elites in rank order and then the children
 * in plan order, whose places say who bred whom ({@link BreedingPlan#parentIndices}); every genome is valid ({@link AcceptAllConstraint}); no
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
 * each with an engine and a tournament evaluator of its own, each island's step of a generation
 * on a thread of its own, all of them handing their games and trainings to the run's pool at
 * once ({@link EvolutionRun}); the results are those of islands made one after another.
 * Island 0 uses the master seed, island i the seed {@link #islandSeed} derives from (seed, i);
 * every island's games also meet the same hall of fame. After every {@code islands.migrateEvery}-th
 * generation, before the next is bred, the islands migrate on a ring ({@link Migration}). Each
 * generation the island champions (rank 1 of each island) play a round robin, the play-off,
 * seeded by (seed, g); its winner (more points; equal points, the lower island) is the run's
 * champion, and the report holds that island's population. A snapshot holds every island's
 * population, before migration: a resume migrates again, and plays the restored generation's
 * play-off again, with the same seeds.
 */
public final class Evolution {
    private static final long INITIAL_STREAM = 0x494E4954L, ISLAND_STREAM = 0x49534CL;

    private final EvolutionConfig config;
    private final RunId runId;
    private final SnapshotStore snapshots;
    private final ChampionArchive champions;
    private final TournamentProgress progress;
    private final TrainingProgress training;
    private final WorkTrace trace;
    private final Function<ExecutorService, TaskRunner> runners;

    private Evolution(Builder builder) {
        this.config = builder.config;
        this.runId = builder.runId;
        this.snapshots = builder.snapshots;
        this.champions = builder.champions;
        this.progress = builder.progress;
        this.training = builder.training;
        this.trace = builder.trace;
        this.runners = builder.runners;
    }

    /** A builder of an evolution of {@code config}; it needs a run id and a snapshot store before {@link Builder#build()}. */
    public static Builder builder(EvolutionConfig config) {
        return new Builder(config);
    }

    /** A builder holding this evolution's settings, to make one that differs in some. */
    public Builder toBuilder() {
        return new Builder(config).runId(runId).snapshots(snapshots).champions(champions).progress(progress).training(training)
                .trace(trace).runners(runners);
    }

    public EvolutionConfig config() {
        return config;
    }

    public RunId runId() {
        return runId;
    }

    /**
     * Opens a session of the run: its pool, its task runner and its tournaments. It reads the
     * run's latest snapshot when first asked for its generations ({@link EvolutionRun#info()}).
     * Close it to shut the pool down.
     */
    public EvolutionRun start() {
        return new EvolutionRun(config, runId, snapshots, champions, progress, training, trace, runners);
    }

    /**
     * Runs one session to its end (the configured generations complete, the time budget spent),
     * telling {@code listeners} as {@link EvolutionRun#runWith} says, and closes it.
     *
     * @throws IOException if a snapshot cannot be read or saved, or a listener fails so
     */
    public RunOutcome run(List<GenerationListener> listeners) throws IOException {
        try (EvolutionRun run = start()) {
            return run.runWith(listeners);
        }
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
                GenomeLayout.of(config), config.genome(), config.population().kingValue());
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
        BreedingPlan plan = BreedingPlan.of(config.population().size(), config.population().elites());
        GenomeLayout layout = GenomeLayout.of(config);
        Engine<DoubleGene, Score> engine = new Engine.Builder<>(evaluator,
                        layout.codec(config.population().kingValue()).encoding())
                .populationSize(config.population().size())
                .offspringSize(plan.offspring()) // a fraction of the size set just above
                .survivorsSelector(new EliteSelector())
                .offspringSelector(new PlanSelector(plan))
                .alterers(new PlanAlterer(plan, layout, Variation.of(layout, config.genome(), config.network().growth()), seed))
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

    /** The refinement {@code config} asks for (possibly none). */
    static TdRefinement refinement(EvolutionConfig config) {
        return TdRefinement.of(config.refinement(), config.tournament().openingPlies(), config.tournament().drawRules());
    }

    /**
     * Builds an {@link Evolution}. A run id and a snapshot store are needed; the rest have
     * defaults: champions archived in memory, no progress display, no work trace, games and
     * trainings on this process's pool. Not thread-safe.
     */
    public static final class Builder {
        private final EvolutionConfig config;
        private RunId runId;
        private SnapshotStore snapshots;
        private ChampionArchive champions = ChampionArchive.inMemory();
        private TournamentProgress progress = TournamentProgress.NONE;
        private TrainingProgress training = TrainingProgress.NONE;
        private WorkTrace trace = WorkTrace.OFF;
        private Function<ExecutorService, TaskRunner> runners = TaskRunner::local;

        private Builder(EvolutionConfig config) {
            this.config = Objects.requireNonNull(config, "config");
        }

        /** The run's id (its directory's name), which its snapshots and reports carry. */
        public Builder runId(RunId runId) {
            this.runId = Objects.requireNonNull(runId, "runId");
            return this;
        }

        /** Where the completed generations are saved, and the last one is read from to continue. */
        public Builder snapshots(SnapshotStore snapshots) {
            this.snapshots = Objects.requireNonNull(snapshots, "snapshots");
            return this;
        }

        /**
         * Where the hall of fame (if {@code tournament.hallOfFame} asks for one) reads earlier
         * champions, e.g. the run's champion files; by default an archive in memory.
         */
        public Builder champions(ChampionArchive champions) {
            this.champions = Objects.requireNonNull(champions, "champions");
            return this;
        }

        /** Hears each tournament's games as they end (a progress bar); called from the game threads. */
        public Builder progress(TournamentProgress progress) {
            this.progress = Objects.requireNonNull(progress, "progress");
            return this;
        }

        /** Hears each generation's self-play training as its games are played (a progress bar); called from the training threads. */
        public Builder training(TrainingProgress training) {
            this.training = Objects.requireNonNull(training, "training");
            return this;
        }

        /** Times the pool's work (see {@link WorkTrace}). */
        public Builder trace(WorkTrace trace) {
            this.trace = Objects.requireNonNull(trace, "trace");
            return this;
        }

        /**
         * Makes the runner of the games and trainings from the session's own pool (e.g. a
         * cluster's, which also lends this process's threads); by default the pool itself.
         */
        public Builder runners(Function<ExecutorService, TaskRunner> runners) {
            this.runners = Objects.requireNonNull(runners, "runners");
            return this;
        }

        /** The evolution; IllegalStateException without a run id or a snapshot store. */
        public Evolution build() {
            if (runId == null || snapshots == null) {
                throw new IllegalStateException("an evolution needs a run id and a snapshot store");
            }
            return new Evolution(this);
        }
    }
}
