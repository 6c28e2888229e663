package org.evodraughts.storage;

/**
 * The database could not be reached (connection refused or lost, no server selected in time).
 * The operation may or may not have taken effect; saves are idempotent, so retrying is safe, and
 * {@code ResilientRunStore} does so in the background.
 */
public class StoreUnavailableException extends StorageException {
    public StoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
