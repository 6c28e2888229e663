package org.evodraughts.network;

import java.io.IOException;

/** A network file that cannot be read as a network; the message names the file and the field. */
public final class NetworkFileException extends IOException {
    public NetworkFileException(String message) {
        super(message);
    }

    public NetworkFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
