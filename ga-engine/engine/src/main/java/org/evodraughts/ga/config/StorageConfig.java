package org.evodraughts.ga.config;

import java.util.regex.Pattern;

/**
 * Where a run's records go (section {@code storage}). The engine only carries this section: the
 * application's storage module connects to it. Here a URI is checked for its scheme and its
 * password can be hidden; the MongoDB driver checks the rest of it when the application first
 * uses it ({@code storage.MongoUri}), before a run directory is made.
 *
 * @param mongoUri a {@code mongodb://} URI of a real MongoDB; empty (the default) starts an
 *                 embedded server whose file is in the run directory
 */
public record StorageConfig(String mongoUri) {
    /**
     * The password of a {@code scheme://user:password@} URI, as the storage module's {@code MongoUri}
     * hides it; any scheme, so that a URI refused for its scheme does not show its password either.
     */
    /** A user's password, after any scheme and however many slashes follow it: a mistyped URI hides it too. */
    private static final Pattern PASSWORD = Pattern.compile("^((?:[A-Za-z][A-Za-z0-9+.-]*:/*)?[^:@/]*):[^@/]*@");

    public StorageConfig {
        mongoUri = mongoUri == null ? "" : mongoUri.strip();
        if (!mongoUri.isEmpty() && !mongoUri.startsWith("mongodb://") && !mongoUri.startsWith("mongodb+srv://")) {
            // checked with the rest of the configuration, before anything is made
            throw new IllegalArgumentException("storage.mongoUri is not usable: invalid MongoDB URI '" + redact(mongoUri)
                    + "': it must start with 'mongodb://' or 'mongodb+srv://'");
        }
    }

    /** This section with the URI's password hidden ({@code ***}), as config.yaml and the run record keep it. */
    public StorageConfig redacted() {
        return mongoUri.isEmpty() ? this : new StorageConfig(redact(mongoUri));
    }

    /** Whether the URI's password is hidden: the run needs it again to connect. */
    public boolean hidesPassword() {
        return PASSWORD.matcher(mongoUri).find() && mongoUri.equals(redact(mongoUri)) && mongoUri.contains(":***@");
    }

    private static String redact(String uri) {
        return PASSWORD.matcher(uri).replaceFirst("$1:***@");
    }
}
