package org.evodraughts.ga.config;

import org.evodraughts.uri.UriPasswords;

/**
 * Where a run's records go (section {@code storage}). The engine only carries this section: the
 * application's storage module connects to it. Here a URI is checked for its scheme and its
 * password can be hidden ({@link UriPasswords}, as the storage module hides it); the MongoDB
 * driver checks the rest of it when the application first uses it ({@code storage.MongoUri}),
 * before a run directory is made.
 *
 * @param mongoUri a {@code mongodb://} URI of a real MongoDB; empty (the default) starts an
 *                 embedded server whose file is in the run directory
 */
public record StorageConfig(String mongoUri) {
    public StorageConfig {
        mongoUri = mongoUri == null ? "" : mongoUri.strip();
        if (!mongoUri.isEmpty() && !mongoUri.startsWith("mongodb://") && !mongoUri.startsWith("mongodb+srv://")) {
            // checked with the rest of the configuration, before anything is made
            throw new IllegalArgumentException("storage.mongoUri is not usable: invalid MongoDB URI '"
                    + UriPasswords.hide(mongoUri) + "': it must start with 'mongodb://' or 'mongodb+srv://'");
        }
    }

    /** This section with the URI's password hidden ({@code ***}), as config.yaml and the run record keep it. */
    public StorageConfig redacted() {
        return mongoUri.isEmpty() ? this : new StorageConfig(UriPasswords.hide(mongoUri));
    }

    /** Whether the URI's password is hidden: the run needs it again to connect. */
    public boolean hidesPassword() {
        return UriPasswords.isHidden(mongoUri);
    }
}
