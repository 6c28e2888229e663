package org.evodraughts.storage;

/**
 * A {@link RunStore} operation failed for a reason other than the database being unreachable
 * (e.g. a document the database refuses). Retrying will not help.
 */
public class StorageException extends RuntimeException {
    public StorageException(String message, Throwable cause) {
        super(message, cause);
    }
}
