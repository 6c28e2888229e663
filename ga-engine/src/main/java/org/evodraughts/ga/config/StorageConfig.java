package org.evodraughts.ga.config;

import org.evodraughts.storage.mongo.MongoUri;

/**
 * Where a run's records go (section {@code storage}).
 *
 * @param mongoUri a {@code mongodb://} URI of a real MongoDB; empty (the default) starts an
 *                 embedded server whose file is in the run directory
 */
public record StorageConfig(String mongoUri) {
    public StorageConfig {
        mongoUri = mongoUri == null ? "" : mongoUri.strip();
        if (!mongoUri.isEmpty()) {
            try {
                new MongoUri(mongoUri); // checked with the rest of the configuration, before anything is made
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("storage.mongoUri is not usable: " + e.getMessage(), e);
            }
        }
    }

    /** This section with the URI's password hidden, as config.yaml and the run record keep it. */
    public StorageConfig redacted() {
        return mongoUri.isEmpty() ? this : new StorageConfig(new MongoUri(mongoUri).redacted());
    }

    /** Whether the URI's password is hidden: the run needs it again to connect. */
    public boolean hidesPassword() {
        return !mongoUri.isEmpty() && new MongoUri(mongoUri).hidesPassword();
    }
}
