package org.evodraughts.storage;

import com.mongodb.ConnectionString;
import org.evodraughts.uri.UriPasswords;

/**
 * A checked {@code mongodb://} (or {@code mongodb+srv://}) connection string. Messages and
 * {@link #toString()} show it with any password replaced by {@code ***}.
 *
 * @param text the connection string as given
 */
public record MongoUri(String text) {
    /** The database used when the URI names none. */
    public static final String DEFAULT_DATABASE = "evodraughts";

    public MongoUri {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("MongoDB URI is empty; expected e.g. mongodb://localhost:27017");
        }
        if (UriPasswords.hasPasswordOption(text)) {
            // The driver would warn of an unknown option (once for every parse) and log in without it.
            throw new IllegalArgumentException("MongoDB URI '" + UriPasswords.hide(text) + "' gives its password as an option, "
                    + "which MongoDB does not read; give it before the host: mongodb://USER:PASSWORD@HOST/ (with any '/', "
                    + "':' or '@' in it written %2F, %3A, %40)");
        }
        try {
            new ConnectionString(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("invalid MongoDB URI '" + UriPasswords.hide(text) + "': " + e.getMessage().strip(), e);
        }
    }

    /** The parsed connection string. */
    public ConnectionString connectionString() {
        return new ConnectionString(text);
    }

    /** The database named in the URI's path, else {@value #DEFAULT_DATABASE}. */
    public String database() {
        String database = connectionString().getDatabase();
        return database == null || database.isEmpty() ? DEFAULT_DATABASE : database;
    }

    /** The URI with its password (if any) replaced by {@code ***}. */
    public String redacted() {
        return UriPasswords.hide(text);
    }

    /** Whether this URI's password is the {@code ***} of {@link #redacted()}: it cannot log in. */
    public boolean hidesPassword() {
        return UriPasswords.isHidden(text);
    }

    @Override
    public String toString() {
        return redacted();
    }
}
