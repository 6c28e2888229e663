package org.evodraughts.ga.config;

/**
 * A run's whole configuration, as read from a YAML file ({@link ConfigFiles}). Every value is
 * checked when the record is made; a bad one is an {@link IllegalArgumentException} whose
 * message names its key and the allowed range. Immutable.
 *
 * @param seed       the master seed; the same seed and configuration give the same run at any thread count
 * @param threads    games played at once (0–1024; 0: one per available core)
 * @param population the population section
 * @param start      the start section: generation 0 from random networks (seed 001) or from network files
 * @param islands    the islands section: how many populations evolve side by side, and their migration
 * @param network    the network section: every individual's network shape (seed 001's card by default)
 * @param genome     the genome section: initial weights, mutation and king value (seed 001's by default)
 * @param tournament the tournament section
 * @param refinement the refinement section: TD(λ) self-play training of the trainees it names (the champion, the
 *                   elites or every individual; off by default)
 * @param coevolution the coevolution section: whether tournament games also train their players (off by default)
 * @param stop       the stop section
 * @param run        the run section
 * @param champions  the champions section: how each generation's champion is measured
 * @param storage    the storage section: where the run's records go
 */
public record EvolutionConfig(long seed, int threads, PopulationConfig population, StartConfig start, IslandsConfig islands,
                              NetworkConfig network, GenomeConfig genome,
                              TournamentConfig tournament, RefinementConfig refinement, CoevolutionConfig coevolution,
                              StopConfig stop, RunFilesConfig run, ChampionsConfig champions, StorageConfig storage,
                              ClusterConfig cluster) {
    public EvolutionConfig {
        ConfigChecks.range("threads", threads, 0, 1024);
        ConfigChecks.section("population", population);
        ConfigChecks.section("start", start);
        ConfigChecks.section("islands", islands);
        ConfigChecks.section("network", network);
        ConfigChecks.section("genome", genome);
        ConfigChecks.section("tournament", tournament);
        ConfigChecks.section("refinement", refinement);
        ConfigChecks.section("coevolution", coevolution);
        ConfigChecks.section("stop", stop);
        ConfigChecks.section("run", run);
        ConfigChecks.section("champions", champions);
        ConfigChecks.section("storage", storage);
        ConfigChecks.section("cluster", cluster);
        if (genome.king() == KingMode.EVOLVED && !(population.kingValue() >= 1 && population.kingValue() <= 3)) {
            throw new IllegalArgumentException("population.kingValue must be 1–3 with genome.king: evolved (an evolved king "
                    + "value stays in [1, 3]), got " + population.kingValue());
        }
        if (genome.king() == KingMode.EVOLVED && !network.shape().inputs().hasSubSquares()) {
            throw new IllegalArgumentException("genome.king: evolved needs network.inputs that read the king value "
                    + "(subsquares or both); the piece inputs '" + network.inputs() + "' do not");
        }
        if (network.grows() && genome.mutation() == MutationKind.SELF_ADAPTIVE) {
            throw new IllegalArgumentException("network.growth needs genome.mutation: additive (a growing network's step "
                    + "sizes would have no value for its added units)");
        }
        if (network.grows() && coevolution.averages()) {
            throw new IllegalArgumentException("network.growth needs coevolution.averaging: 0 (a parent cannot move "
                    + "towards a child of another shape)");
        }
        if (start.files().size() > population.size()) {
            throw new IllegalArgumentException("start.from names " + start.files().size() + " files, more than the "
                    + population.size() + " individuals of population.size");
        }
        if (islands.several() && islands.migrants() >= population.size()) {
            throw new IllegalArgumentException("islands.migrants must be below population.size (" + population.size()
                    + "), got " + islands.migrants());
        }
        checkGamesCanBeNumbered(islands, population, tournament);
    }

    /**
     * Refuses values each within its range whose product is not: a generation's games are
     * numbered by an {@code int}, and a run that counted past it failed after minutes and
     * gigabytes ({@code integer overflow}), having written its directory.
     */
    private static void checkGamesCanBeNumbered(IslandsConfig islands, PopulationConfig population, TournamentConfig tournament) {
        long perIsland = tournament.games(population.size());
        long games = islands.count() * perIsland;
        if (games > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("islands.count, population.size and " + tournament.gamesKeys() + " give "
                    + String.format(java.util.Locale.ROOT, "%,d", games) + " tournament games a generation (" + islands.count()
                    + " island" + (islands.count() == 1 ? "" : "s") + " × " + String.format(java.util.Locale.ROOT, "%,d", perIsland)
                    + "), more than a run can number (" + String.format(java.util.Locale.ROOT, "%,d", Integer.MAX_VALUE)
                    + "); lower one of them");
        }
    }

    /** This configuration as it may be written down: the MongoDB URI's password hidden ({@code ***}). */
    public EvolutionConfig redacted() {
        return new EvolutionConfig(seed, threads, population, start, islands, network, genome, tournament, refinement,
                coevolution, stop, run, champions, storage.redacted(), cluster);
    }

    /** This configuration with {@code start} in place of its own. */
    public EvolutionConfig withStart(StartConfig start) {
        return new EvolutionConfig(seed, threads, population, start, islands, network, genome, tournament, refinement,
                coevolution, stop, run, champions, storage, cluster);
    }

    /** Seed 001's settings (the values of {@code config/default.yaml}); keys a file leaves out take these. */
    public static EvolutionConfig defaults() {
        return new EvolutionConfig(1, 0,
                new PopulationConfig(15, 5, 1.5),
                StartConfig.RANDOM,
                IslandsConfig.none(),
                NetworkConfig.CARD,
                GenomeConfig.seedDesign(),
                new TournamentConfig(TournamentScheme.ROUND_ROBIN, 1, 5, 4, TournamentSearch.of("minimax:4"), 100, 3, 40, 2, 0, -1, 0),
                RefinementConfig.none(),
                CoevolutionConfig.NONE,
                new StopConfig(100, TimeBudget.NONE),
                new RunFilesConfig("runs", RunFilesConfig.DEFAULT_KEEP_SNAPSHOTS, RunFilesConfig.DEFAULT_SNAPSHOT_EVERY),
                ChampionsConfig.defaults(),
                new StorageConfig(""),
                ClusterConfig.NONE);
    }

    /** Threads to use: {@link #threads()}, or the number of available cores when it is 0. */
    public int threadCount() {
        return threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    }
}
