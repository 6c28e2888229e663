package org.evodraughts.ga;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.engine.Codec;
import io.jenetics.engine.Engine;
import io.jenetics.engine.EvolutionResult;
import io.jenetics.engine.Evaluator;
import io.jenetics.util.ISeq;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import org.evodraughts.checkers.io.CrashPoints;
import org.evodraughts.checkers.match.Seeds;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.GenomeConfig;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.work.TaskRunner;
import org.evodraughts.ga.work.WorkTrace;
import org.evodraughts.network.Network;

/**
 * Runs (or continues) an evolution: Jenetics' {@link Engine} and its {@code EvolutionStream}
 * make the generations; this class starts the stream from the seeded initial population or
 * from the last saved generation, saves every completed generation, tells the listeners and
 * the display, and ends the stream when the configured generations are done, the time budget
 * is spent, or {@link #stop()} is called.
 *
 * <p><b>The engine.</b> Population size and elites come from the configuration; the survivor
 * selector keeps the elites ({@link EliteSelector}); the offspring selector lists the
 * {@link BreedingPlan}'s parents ({@link PlanSelector}), which one alterer breeds
 * ({@link PlanAlterer}); the evaluator is a whole-population tournament
 * ({@link TournamentEvaluator}); every genome is valid ({@link AcceptAllConstraint}); no
 * individual dies of age; the engine's own steps run on the calling thread.
 *
 * <p><b>Reproducibility.</b> Every random choice derives from the master seed: the initial
 * individual i from (seed, i), tournament g's games from (seed, g), breeding step t of
 * generation g from (seed, g, t). Jenetics' shared random source is never used. So the same
 * seed and configuration give bit-identical populations at any thread count, and a run
 * continued from its last snapshot goes on exactly as it would have without the break.
 *
 * <p>{@link #run()} is called once, on one thread; {@link #stop()} may be called from any
 * thread (e.g. a shutdown hook).
 */
public final class Evolution implements AutoCloseable {
    private static final long INITIAL_STREAM = 0x494E4954L;

    private final EvolutionConfig config;
    private final String runId;
    private final SnapshotStore snapshots;
    private final List<GenerationListener> listeners;
    private final EvolutionProgress progress;
    private final ExecutorService pool;
    private final Tournament tournament;
    private final GenomeLayout layout;
    private final Codec<Network, DoubleGene> codec;
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
        this.tournament = new Tournament(config.tournament(), pool, runners.apply(pool));
    }

    /** Seed 001's random initial population of {@code size}: see {@link #initialPopulation(EvolutionConfig)}. */
    public static List<Genotype<DoubleGene>> initialPopulation(long masterSeed, int size) {
        EvolutionConfig defaults = EvolutionConfig.defaults();
        return initialPopulation(masterSeed, size, GenomeLayout.SEED, defaults.genome(), defaults.population().kingValue());
    }

    /**
     * The random initial population: individual i's genes from a generator seeded by (seed, i),
     * made as the {@code genome} section says ({@link GenomeLayout#random}).
     */
    public static List<Genotype<DoubleGene>> initialPopulation(EvolutionConfig config) {
        return initialPopulation(config.seed(), config.population().size(), GenomeLayout.of(config.genome()), config.genome(),
                config.population().kingValue());
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
        BreedingPlan plan = BreedingPlan.of(config.population().size(), config.population().elites());
        Engine<DoubleGene, Score> engine = new Engine.Builder<>(evaluator, Genomes.NO_RANDOM_GENOTYPES)
                .populationSize(config.population().size())
                .offspringSize(plan.offspring()) // a fraction of the size set just above
                .survivorsSelector(new EliteSelector())
                .offspringSelector(new PlanSelector(plan))
                .alterers(new PlanAlterer(plan, GenomeLayout.of(config.genome()), config.seed()))
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
        TournamentEvaluator evaluator = new TournamentEvaluator(tournament, config.seed(), codec, hallOfFame,
                refinement(config), config.refinement().trainees(), config.population().elites(), progress,
                lastCompleted + 1);
        Engine<DoubleGene, Score> engine = engine(config, evaluator);
        Session session = new Session(info, evaluator, start);
        RunOutcome outcome = new RunOutcome(RunOutcome.Reason.FAILED, lastCompleted);
        for (GenerationListener listener : listeners) {
            listener.runStarted(info);
        }
        try {
            ISeq<Phenotype<DoubleGene, Score>> saved = ISeq.empty();
            Network savedChampion = null;
            if (latest.isPresent()) {
                saved = ISeq.of(latest.get().population().stream()
                        .map(i -> Phenotype.of(layout.genotype(i.genome()), lastCompleted, i.score()))
                        .toList());
                savedChampion = codec.decode(saved.get(Ranking.of(saved)[0]).genotype());
                GenerationReport restored = new GenerationReport(info, lastCompleted, latest.get().population(),
                        savedChampion, null, Duration.ZERO, Duration.ZERO, Duration.ZERO);
                for (GenerationListener listener : listeners) {
                    listener.generationRestored(restored);
                }
            }
            RunOutcome.Reason reason = stopReason(start);
            if (reason == null) {
                ISeq<Phenotype<DoubleGene, Score>> population;
                if (latest.isPresent()) {
                    population = saved;
                    if (hallOfFame.isOn()) {
                        hallOfFame.add(lastCompleted, savedChampion);
                    }
                } else {
                    population = engine.eval(ISeq.of(initialPopulation(config)
                            .stream().map(g -> Phenotype.<DoubleGene, Score>of(g, 0)).toList()));
                    session.complete(0, population);
                }
                // The stream makes the generations; pulling them one at a time lets a stop or a
                // spent budget take effect before the next generation is computed.
                Iterator<EvolutionResult<DoubleGene, Score>> results =
                        engine.stream(population, lastCompleted + 1).iterator();
                while ((reason = stopReason(start)) == null) {
                    EvolutionResult<DoubleGene, Score> result = results.next();
                    session.complete((int) result.generation(), result.population());
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
        listeners.forEach(GenerationListener::stopRequested);
    }

    @Override
    public void close() {
        tournament.close();
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
        if (snapshot.seed() != config.seed() || snapshot.population().size() != config.population().size()) {
            throw new IllegalArgumentException("the saved generation " + snapshot.generation() + " has seed "
                    + snapshot.seed() + " and " + snapshot.population().size() + " individuals, but the configuration"
                    + " says seed " + config.seed() + " and population.size " + config.population().size());
        }
    }

    /** What one session knows about its generations: when they completed. */
    private final class Session {
        private final RunInfo info;
        private final TournamentEvaluator evaluator;
        private final long start;
        private long lastCompletion;
        private Duration firstGenerationTime;

        Session(RunInfo info, TournamentEvaluator evaluator, long start) {
            this.info = info;
            this.evaluator = evaluator;
            this.start = start;
            this.lastCompletion = start;
        }

        void complete(int generation, ISeq<Phenotype<DoubleGene, Score>> population) throws IOException {
            if (generation != lastCompleted + 1 || evaluator.lastGeneration() != generation) {
                throw new IllegalStateException("generation " + generation + " follows " + lastCompleted
                        + " and was scored by tournament " + evaluator.lastGeneration());
            }
            List<Individual> individuals = population.stream()
                    .map(p -> new Individual(Genomes.genome(p.genotype()), p.fitness()))
                    .toList();
            snapshots.save(new PopulationSnapshot(runId, config.seed(), generation, individuals));
            CrashPoints.reached(CrashPoints.AFTER_SNAPSHOT, generation);
            lastCompleted = generation;
            Network champion = evaluator.network(population.get(Ranking.of(population)[0]).genotype());
            if (hallOfFame.isOn()) {
                hallOfFame.add(generation, champion);
            }
            long now = System.nanoTime();
            Duration generationTime = Duration.ofNanos(now - lastCompletion);
            lastCompletion = now;
            if (firstGenerationTime == null) {
                firstGenerationTime = generationTime;
            }
            GenerationReport report = new GenerationReport(info, generation, individuals, champion, evaluator.lastResult(),
                    generationTime, Duration.ofNanos(now - start), firstGenerationTime);
            List<String> figures = new ArrayList<>();
            for (GenerationListener listener : listeners) {
                figures.addAll(listener.generationCompleted(report));
            }
            progress.generationCompleted(report, figures);
        }
    }
}
