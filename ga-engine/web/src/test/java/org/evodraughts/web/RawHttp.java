package org.evodraughts.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** An HTTP request written by hand on a socket, for headers {@code java.net.http} will not send (Host). */
final class RawHttp {
    private RawHttp() {}

    /** The whole answer (status line, headers, body) to a GET of {@code path} naming {@code host}, with the token. */
    static String get(int port, String path, String host, String token) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nAuthorization: token " + token
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
