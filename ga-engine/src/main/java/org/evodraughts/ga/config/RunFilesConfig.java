package org.evodraughts.ga.config;

/**
 * The {@code run} section: where a run keeps its files.
 *
 * @param directory     the directory that holds one directory per run ({@code runs})
 * @param keepSnapshots keep the snapshots of only the last this many generations (0–1000000;
 *                      0: keep every generation's)
 */
public record RunFilesConfig(String directory, int keepSnapshots) {
    public RunFilesConfig {
        directory = ConfigChecks.present("run.directory", directory);
        ConfigChecks.range("run.keepSnapshots", keepSnapshots, 0, 1_000_000);
    }
}
