package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.engine.Engine;
import io.jenetics.engine.EvolutionStart;
import io.jenetics.util.ISeq;
import io.jenetics.util.Seq;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import java.util.function.Function;
import org.evodraughts.files.CrashPoints;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.ga.fitness.HallOfFame;
import org.evodraughts.ga.fitness.ScoredGeneration;
import org.evodraughts.ga.fitness.TournamentEvaluator;
import org.evodraughts.ga.fitness.TrainingContext;
import org.evodraughts.ga.fitness.TrainingProgress;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.tournament.TournamentGame;
import org.evodraughts.ga.tournament.TournamentProgress;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.ga.work.WorkTrace;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.random.Seeds;

/**
 * One session of a run ({@link Evolution#start()}): it continues after the run's last saved
 * generation, or starts from the seeded initial population, and completes generations, each
 * saved before anyone hears of it, until the configured generations are done, the time budget is
 * spent or {@link #stop()} is called. {@link #runWith} runs it for a list of
 * {@link GenerationListener}s, which hear the start, the restored generation of a resumed run,
 * each completed generation as a {@link GenerationReport}, and the end ({@link RunOutcome}).
 *
 * <pre>{@code
 * try (EvolutionRun run = evolution.start()) {
 *     System.out.println("starts at generation " + run.info().firstGeneration());
 *     RunOutcome outcome = run.runWith(List.of(report -> System.out.println(report.generation())));
 * }
 * }</pre>
 *
 * <p>The generations are computed one at a time, so that a stop or a spent budget takes effect
 * before the next is computed; whatever a listener does with a report (saving a champion, a
 * progress line) counts in the session's time.
 *
 * <p><b>Islands side by side.</b> With several islands, each island's step of a generation (its
 * breeding, its trainings and its tournament) runs on a thread of its own ({@link IslandThreads}),
 * so that every island's tasks are in the pool's queue (or the cluster's) at once, and the
 * session's thread completes the generation (the play-offs, the snapshot, the hall of fame, the
 * migration before the next) once all have ended. Nothing an island's step reads changes while
 * it runs: its engine and seeds are its own, and the hall of fame only grows between
 * generations; so the populations and champions are those of islands made one after another,
 * bit for bit. The progress display sees the islands' tournaments as one, and their trainings as
 * one ({@link IslandsProgress}).
 * An island's failure cancels the others and fails the generation once they have ended.
 *
 * <p>Used from one thread, and run once; {@link #stop()} may be called from any thread (e.g. a
 * shutdown hook).
 */
public final class EvolutionRun implements AutoCloseable {
    private static final long PLAYOFF_STREAM = 0x504C4159L;

    private final EvolutionConfig config;
    private final RunId runId;
    private final SnapshotStore snapshots;
    /** The run's progress display, which sees a generation's island tournaments as one, and their trainings as one. */
    private final IslandsProgress progress;
    private final WorkTrace trace;
    private final ExecutorService pool;
    private final IslandThreads islandThreads;
    private final Tournament tournament;
    /** A round robin of the run's games: the island champions' play-off, and each island's elites'; null without either. */
    private final Tournament playoff;
    private final GenomeLayout layout;
    private final GenomeCodec codec;
    private final HallOfFame hallOfFame;
    private volatile boolean stopRequested;
    /** The listeners {@link #runWith} tells, which hear a stop too. */
    private volatile List<GenerationListener> listeners = List.of();

    // Read from the latest snapshot on first use (open()), when the session's clock starts.
    private long start;
    private RunInfo info;
    private List<Island> islands;
    /** The snapshot this session continues after, until the islands' populations are restored from it. */
    private PopulationSnapshot latest;
    private boolean resumed;
    /** The restored generation's report, once made; made before the first new generation. */
    private GenerationReport restored;
    private boolean restoreDone;
    private int lastCompleted = -1;
    private long lastCompletion;
    private Duration firstGenerationTime;
    /** Why the session ended, once it has; null while it goes on. */
    private RunOutcome outcome;

    EvolutionRun(EvolutionConfig config, RunId runId, SnapshotStore snapshots, ChampionArchive champions,
                 TournamentProgress progress, TrainingProgress training, WorkTrace trace,
                 Function<ExecutorService, TaskRunner> runners) {
        this.config = config;
        this.runId = runId;
        this.snapshots = snapshots;
        this.progress = new IslandsProgress(progress, training, config.islands().count());
        this.trace = trace;
        this.layout = GenomeLayout.of(config);
        this.codec = layout.codec(config.population().kingValue());
        this.hallOfFame = new HallOfFame(config.tournament().hallOfFame(), champions, config.seed());
        this.pool = trace.traced(Tournament.pool(config.threadCount()), "run");
        TaskRunner runner = runners.apply(pool);
        this.tournament = new Tournament(config.tournament(), pool, runner);
        this.playoff = config.islands().several() || config.champions().playoffGames() > 0
                ? new Tournament(config.tournament().playoff(), pool, runner) : null;
        // An island's failure fails the session: the tournament, cancelled for good, ends the others' games and trainings.
        this.islandThreads = new IslandThreads(config.islands().count(), tournament::cancel);
    }

    /**
     * What this session is: the run, and the first generation it will complete. Reads the run's
     * latest snapshot the first time.
     *
     * @throws IOException if the snapshot cannot be read
     * @throws IllegalArgumentException if it does not match the configuration (seed, sizes, islands)
     */
    public RunInfo info() throws IOException {
        open();
        return info;
    }

    /**
     * The last saved generation this session continues after, as a report whose
     * {@link GenerationReport#tournament()} is null (the games were not kept), for the listeners
     * that must complete what an interrupted session left undone; empty for a new run. Its
     * champion is chosen again (with islands or the elites' play-off, by games seeded as before).
     */
    private Optional<GenerationReport> restored() throws IOException {
        open();
        if (latest != null) {
            for (Island island : islands) {
                island.population = ISeq.of(latest.island(island.index).stream()
                        .map(i -> Phenotype.of(layout.genotype(i.genome()), lastCompleted, i.score()))
                        .toList());
            }
            latest = null;
        }
        if (resumed && restored == null) {
            int[] indices = championIndices(lastCompleted);
            restored = report(lastCompleted, indices, championNetworks(indices), null, Duration.ZERO, Duration.ZERO,
                    Duration.ZERO);
        }
        return Optional.ofNullable(restored);
    }

    /** The last generation completed and saved: the restored one until this session completes one, −1 for none. */
    public int lastCompleted() {
        return lastCompleted;
    }

    /** Whether {@link #stop()} was called. */
    public boolean stopRequested() {
        return stopRequested;
    }

    /**
     * Runs the session to its end, telling {@code listeners}: each hears the start
     * ({@link GenerationListener#runStarted}), the restored generation of a resumed run, every
     * completed generation and the end, in the order given (the end in reverse). A listener that
     * throws ends the session (as {@link RunOutcome.Reason#FAILED}); one that throws a
     * {@link CancellationException} after {@link #stop()} ends it as stopped.
     *
     * @return how the session ended
     * @throws IOException if a snapshot cannot be read or saved, or a listener fails so
     */
    public RunOutcome runWith(List<GenerationListener> listeners) throws IOException {
        this.listeners = List.copyOf(listeners);
        if (stopRequested) {
            this.listeners.forEach(GenerationListener::stopRequested);
        }
        RunInfo info = info();
        RunOutcome ending = new RunOutcome(RunOutcome.Reason.FAILED, lastCompleted);
        for (GenerationListener listener : this.listeners) {
            listener.runStarted(info);
        }
        try {
            Optional<GenerationReport> last = restored();
            if (last.isPresent()) {
                for (GenerationListener listener : this.listeners) {
                    listener.generationRestored(last.get());
                }
            }
            for (GenerationReport report = next(); report != null; report = next()) {
                for (GenerationListener listener : this.listeners) {
                    listener.generationCompleted(report);
                }
            }
            ending = outcome;
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } catch (CancellationException e) {
            if (!stopRequested) {
                throw e;
            }
            ending = new RunOutcome(RunOutcome.Reason.STOPPED, lastCompleted);
        } finally {
            endListeners(info, ending);
        }
        return ending;
    }

    /**
     * Tells the listeners the session ended, in reverse order (the first started ends last, so
     * one may lend the others what it opened); each hears it even if an earlier one failed, and
     * the first failure is thrown, with the others suppressed.
     */
    private void endListeners(RunInfo info, RunOutcome ending) throws IOException {
        Exception failure = null;
        for (GenerationListener listener : listeners.reversed()) {
            try {
                listener.runEnded(info, ending);
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
     * Asks the session to stop: a generation in progress is dropped (its games end at their next
     * move) and the session ends after the last completed generation, which is saved.
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
        islandThreads.close();
        tournament.close();
        if (playoff != null) {
            playoff.close();
        }
        pool.shutdownNow();
    }

    /**
     * Starts the session's clock and reads the latest snapshot, once; {@link #restored()} restores
     * the islands' populations from it.
     */
    private void open() throws IOException {
        if (info != null) {
            return;
        }
        start = System.nanoTime();
        lastCompletion = start;
        Optional<PopulationSnapshot> saved = snapshots.latest();
        saved.ifPresent(this::checkMatches);
        lastCompleted = saved.map(PopulationSnapshot::generation).orElse(-1);
        resumed = saved.isPresent();
        latest = saved.orElse(null);
        List<Island> made = new ArrayList<>();
        for (int i = 0; i < config.islands().count(); i++) {
            made.add(new Island(i));
        }
        islands = made;
        info = new RunInfo(runId, config, lastCompleted + 1, resumed);
    }

    /**
     * Completes the next generation and reports it, or null when the session ends (setting
     * {@link #outcome}, which {@link #runWith} returns). A stop during the generation drops it.
     */
    private GenerationReport next() throws IOException {
        if (outcome != null) {
            return null;
        }
        open();
        try {
            if (!restoreDone) {
                Optional<GenerationReport> last = restored();
                if (last.isPresent() && hallOfFame.isOn()) {
                    hallOfFame.add(lastCompleted, last.get().championNetwork());
                }
                restoreDone = true;
            }
            RunOutcome.Reason reason = stopReason();
            if (reason != null) {
                outcome = new RunOutcome(reason, lastCompleted);
                return null;
            }
            int generation = lastCompleted + 1;
            try {
                if (generation == 0) {
                    List<Network> starting = config.start().isRandom() ? List.of() : StartingNetworks.read(config);
                    sideBySide(island -> {
                        List<Genotype<DoubleGene>> first = starting.isEmpty() ? Evolution.initialPopulation(config, island.index)
                                : StartingNetworks.population(config, Evolution.islandSeed(config.seed(), island.index), starting);
                        island.population = island.engine.eval(ISeq.of(first.stream()
                                .map(g -> Phenotype.<DoubleGene, Score>of(g, 0)).toList()));
                    });
                } else {
                    if (config.islands().migratesAfter(lastCompleted)) {
                        List<ISeq<Phenotype<DoubleGene, Score>>> migrated = Migration.ring(
                                islands.stream().map(i -> i.population).toList(), config.islands().migrants());
                        for (Island island : islands) {
                            island.population = migrated.get(island.index);
                        }
                    }
                    sideBySide(island -> island.population = island.engine.evolve(
                            EvolutionStart.of(island.population, generation)).population());
                }
            } finally {
                progress.generationEnded();
            }
            return complete(generation);
        } catch (CancellationException e) {
            if (!stopRequested) {
                throw e;
            }
            outcome = new RunOutcome(RunOutcome.Reason.STOPPED, lastCompleted);
            return null;
        }
    }

    /**
     * Runs {@code step} for every island, side by side, each as its island's work in the trace,
     * and returns once all have ended ({@link IslandThreads#forEach}).
     */
    private void sideBySide(Consumer<Island> step) {
        islandThreads.forEach(i -> trace.island(i, () -> step.accept(islands.get(i))));
    }

    private RunOutcome.Reason stopReason() {
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

    /** Saves {@code generation}, just scored on every island, adds its champion to the hall of fame, and reports it. */
    private GenerationReport complete(int generation) throws IOException {
        for (Island island : islands) {
            if (generation != lastCompleted + 1 || island.scored == null || island.scored.generation() != generation) {
                throw new IllegalStateException("generation " + generation + " follows " + lastCompleted
                        + " and island " + island.index + "'s was scored by tournament "
                        + (island.scored == null ? "none" : island.scored.generation()));
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
        GenerationReport report = report(generation, indices, champions,
                islands.stream().map(i -> i.scored.tournament()).toList(), generationTime, Duration.ofNanos(now - start),
                firstGenerationTime);
        if (hallOfFame.isOn()) {
            hallOfFame.add(generation, report.championNetwork());
        }
        return report;
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

    /**
     * The report of {@code generation}, whose island champions are the individuals {@code indices}
     * with the networks {@code champions}, and whose islands' tournaments were {@code tournaments}
     * (null for a restored generation): without islands, the population's; with islands, every
     * island's games, the play-off winner's island's scores, and the longest island's time.
     */
    private GenerationReport report(int generation, int[] indices, List<Network> champions,
                                    List<TournamentResult> tournaments, Duration generationTime, Duration elapsed,
                                    Duration firstTime) {
        if (islands.size() == 1) {
            return new GenerationReport(info, generation, islands.getFirst().individuals(), indices[0], champions.getFirst(),
                    tournaments == null ? null : tournaments.getFirst(), generationTime, elapsed, firstTime);
        }
        Playoff result = playoff(generation, champions);
        int winner = result.ranking()[0];
        List<IslandResult> results = new ArrayList<>();
        for (Island island : islands) {
            results.add(new IslandResult(island.index, island.individuals(), indices[island.index],
                    result.scores().get(island.index)));
        }
        TournamentResult tournament = null;
        if (tournaments != null) {
            List<TournamentGame> games = new ArrayList<>();
            Duration time = Duration.ZERO;
            for (TournamentResult one : tournaments) {
                games.addAll(one.games());
                // Played side by side: their time is the longest one's.
                time = time.compareTo(one.elapsed()) >= 0 ? time : one.elapsed();
            }
            tournament = new TournamentResult(tournaments.get(winner).scores(), games, time);
        }
        return new GenerationReport(info, generation, islands.get(winner).individuals(), indices[winner], champions.get(winner),
                tournament, generationTime, elapsed, firstTime, winner, results);
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

    /**
     * One population of the run: its seed, its engine and tournament scorer, its latest
     * population and the tournament that scored it. Its step of a generation runs on its own
     * thread; the session's thread reads its fields once every island's step has ended.
     */
    private final class Island {
        final int index;
        final TournamentEvaluator evaluator;
        final Engine<DoubleGene, Score> engine;
        /** Picks the champion among the elites ({@code champions.playoffGames}); null: the tournament's rank 1. */
        final ElitePlayoff elitePlayoff;
        ISeq<Phenotype<DoubleGene, Score>> population;
        /** The latest tournament of this island, which scored {@link #population}; null before the first. */
        ScoredGeneration scored;

        Island(int index) {
            this.index = index;
            long seed = Evolution.islandSeed(config.seed(), index);
            this.evaluator = TournamentEvaluator.of(config, new TrainingContext(codec, Evolution.refinement(config),
                    tournament, hallOfFame, pool, seed, progress, progress));
            this.engine = Evolution.engine(config, this::score, seed);
            int games = config.champions().playoffGames();
            this.elitePlayoff = games > 0 && config.population().elites() >= 2 ? new ElitePlayoff(playoff, games, seed) : null;
        }

        /**
         * The engine's fitness: the evaluator's tournament, whose result the island keeps for the
         * report; a population already scored is returned as it is.
         */
        private ISeq<Phenotype<DoubleGene, Score>> score(Seq<Phenotype<DoubleGene, Score>> unscored) {
            if (unscored.forAll(Phenotype::isEvaluated)) {
                return unscored.asISeq();
            }
            scored = evaluator.score(unscored);
            return scored.population();
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
                Seeds.derive(Seeds.derive(config.seed(), PLAYOFF_STREAM), generation), TournamentProgress.NONE);
        return new Playoff(Ranking.of(result.scores()), result.scores());
    }
}
