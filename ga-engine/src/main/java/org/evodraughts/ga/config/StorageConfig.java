package org.evodraughts.ga.config;

/**
 * Where a run's records go (section {@code storage}).
 *
 * @param mongoUri a {@code mongodb://} URI of a real MongoDB; empty (the default) starts an
 *                 embedded server whose file is in the run directory
 */
public record StorageConfig(String mongoUri) {
    public StorageConfig {
        mongoUri = mongoUri == null ? "" : mongoUri.strip();
    }
}
