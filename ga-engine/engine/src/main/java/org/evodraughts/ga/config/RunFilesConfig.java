package org.evodraughts.ga.config;

/**
 * The {@code run} section: where a run keeps its files, and which generations' populations it
 * keeps (snapshot files and database records alike; see {@code SnapshotRetention}).
 *
 * @param directory     the directory that holds one directory per run ({@code runs})
 * @param keepSnapshots keep the populations of the last this many generations (0–1000000;
 *                      0: keep every generation's)
 * @param snapshotEvery keep besides them the population of every generation that is a multiple
 *                      of this (0–1000000; 0: none)
 */
public record RunFilesConfig(String directory, int keepSnapshots, int snapshotEvery) {
    /** The defaults: the last 3 generations, and every 100th. */
    public static final int DEFAULT_KEEP_SNAPSHOTS = 3;
    public static final int DEFAULT_SNAPSHOT_EVERY = 100;

    public RunFilesConfig {
        directory = ConfigChecks.present("run.directory", directory);
        ConfigChecks.range("run.keepSnapshots", keepSnapshots, 0, 1_000_000);
        ConfigChecks.range("run.snapshotEvery", snapshotEvery, 0, 1_000_000);
    }
}
