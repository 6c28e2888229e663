package org.evodraughts.storage;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How a run's store is opened ({@code storage.directory.RunStores}).
 *
 * @param mongoUri               a MongoDB server to use; empty: start the embedded server on the
 *                               run directory's {@code mongo.mv}
 * @param serverSelectionTimeout how long an operation waits for a reachable server (and for a
 *                               connection to open) before the server counts as unreachable
 * @param socketTimeout          how long to wait for a reply on an open connection
 * @param retry                  backoff for retrying writes queued during an outage
 */
public record StoreOptions(Optional<MongoUri> mongoUri, Duration serverSelectionTimeout, Duration socketTimeout,
                           RetryPolicy retry) {

    public StoreOptions {
        Objects.requireNonNull(mongoUri, "mongoUri");
        checkPositive(serverSelectionTimeout, "server selection timeout");
        checkPositive(socketTimeout, "socket timeout");
        Objects.requireNonNull(retry, "retry");
    }

    /** Embedded server, 3 s server selection, 30 s socket timeout, {@link RetryPolicy#DEFAULT}. */
    public static StoreOptions defaults() {
        return new StoreOptions(Optional.empty(), Duration.ofSeconds(3), Duration.ofSeconds(30), RetryPolicy.DEFAULT);
    }

    /**
     * These options with a MongoDB URI (null or blank: the embedded server); a malformed URI is
     * an IllegalArgumentException naming it.
     */
    public StoreOptions withMongoUri(String uri) {
        Optional<MongoUri> parsed = uri == null || uri.isBlank() ? Optional.empty() : Optional.of(new MongoUri(uri));
        return new StoreOptions(parsed, serverSelectionTimeout, socketTimeout, retry);
    }

    public StoreOptions withServerSelectionTimeout(Duration timeout) {
        return new StoreOptions(mongoUri, timeout, socketTimeout, retry);
    }

    public StoreOptions withSocketTimeout(Duration timeout) {
        return new StoreOptions(mongoUri, serverSelectionTimeout, timeout, retry);
    }

    public StoreOptions withRetry(RetryPolicy policy) {
        return new StoreOptions(mongoUri, serverSelectionTimeout, socketTimeout, policy);
    }

    private static void checkPositive(Duration duration, String what) {
        Objects.requireNonNull(duration, what);
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException(what + " must be positive, got " + duration);
        }
    }
}
