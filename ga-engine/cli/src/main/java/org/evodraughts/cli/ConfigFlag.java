package org.evodraughts.cli;

import java.util.Arrays;
import java.util.Collection;
import java.util.stream.Collectors;

/**
 * The configuration keys {@code evolve} takes from the command line, each with the flag that
 * sets it ({@code --set} for the keys without a flag of their own) and whether a resume may
 * change it: the one table {@link EvolveCommand}'s options (each flag's help says
 * {@code Sets KEY}), its overrides and the resume's check read. In the order the overrides are
 * made, the keys a resume may change in the order its refusal lists them.
 */
enum ConfigFlag {
    SEED("--seed", "seed", Resume.NO),
    THREADS("--threads", "threads", Resume.YES),
    GENERATIONS("--generations", "stop.generations", Resume.YES),
    TIME_BUDGET("--time-budget", "stop.timeBudget", Resume.YES),
    KEEP_SNAPSHOTS("--set", "run.keepSnapshots", Resume.YES),
    SNAPSHOT_EVERY("--set", "run.snapshotEvery", Resume.YES),
    POPULATION("--population", "population.size", Resume.NO),
    ELITES("--elites", "population.elites", Resume.NO),
    FROM("--from", "start.from", Resume.NO),
    SCHEME("--scheme", "tournament.scheme", Resume.NO),
    SEARCH("--search", "tournament.search", Resume.NO),
    CLUSTER("--cluster", "cluster.members", Resume.CLUSTER),
    CLUSTER_NAME("--cluster-name", "cluster.name", Resume.CLUSTER),
    MONGO_URI("--mongo-uri", "storage.mongoUri", Resume.YES),
    YARDSTICK("--set", "champions.yardstick", Resume.MEASURE),
    YARDSTICK_EVERY("--set", "champions.yardstickEvery", Resume.MEASURE),
    YARDSTICK_GAMES("--set", "champions.yardstickGames", Resume.MEASURE);

    /** Whether a resume may change a key: only where the run then goes on as it would have. */
    enum Resume {
        /** Not: it would change the run's results. */
        NO,
        /** Yes: how fast, how long, what is kept and where the records go. */
        YES,
        /** Yes, the yardstick: a measure only. */
        MEASURE,
        /** Yes, the cluster: its results are the same as without. */
        CLUSTER
    }

    /** The option that sets the key, {@code --set} for a key without one. */
    final String flag;
    /** The dotted configuration key. */
    final String key;
    final Resume resume;

    ConfigFlag(String flag, String key, Resume resume) {
        this.flag = flag;
        this.key = key;
        this.resume = resume;
    }

    /** Whether the key has an option of its own. */
    boolean hasOwnFlag() {
        return !flag.equals("--set");
    }

    /**
     * Refuses a key a resume may not change.
     *
     * @throws IllegalArgumentException listing the keys it may change
     */
    static void checkResumable(Collection<String> keys) {
        for (String key : keys) {
            if (Arrays.stream(values()).noneMatch(f -> f.key.equals(key) && f.resume != Resume.NO)) {
                throw new IllegalArgumentException("--resume keeps the run's configuration, so that the run goes on as it "
                        + "would have; only " + keys(Resume.YES) + ", the yardstick keys (" + keys(Resume.MEASURE)
                        + ": a measure only) and the cluster (" + keys(Resume.CLUSTER) + ") may change, not " + key);
            }
        }
    }

    private static String keys(Resume resume) {
        return Arrays.stream(values()).filter(f -> f.resume == resume).map(f -> f.key).collect(Collectors.joining(", "));
    }
}
