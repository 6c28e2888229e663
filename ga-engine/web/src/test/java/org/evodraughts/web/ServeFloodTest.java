package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.slf4j.LoggerFactory;

/**
 * A holder of the token who opens 300 uploads, each sending its headers
 * ({@code Content-Length: 2000000}) and one byte, then nothing: the pages and the API still
 * answer at once, each stalled upload is answered within the body deadline (408, or 503 where
 * the uploads in flight are at their cap), and the log gets one line for them all at most.
 * Before, every other request timed out after 20 s, and each dropped upload logged a WARN line.
 */
class ServeFloodTest {
    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(runs -> { });

    private static final int UPLOADS = 300;

    @Test
    void stalledUploadsNeitherStarveOtherRequestsNorFillTheLog() throws Exception {
        WebServer server = SERVED.server();
        Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        root.addAppender(logged);
        List<Socket> uploads = new ArrayList<>();
        try {
            for (int i = 0; i < UPLOADS; i++) {
                Socket socket = new Socket("127.0.0.1", server.port());
                socket.setSoTimeout(60_000);
                socket.getOutputStream().write(("POST /api/play HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                        + "\r\nAuthorization: token " + server.token() + "\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 2000000\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                uploads.add(socket);
            }
            Thread.sleep(1000); // the uploads are in: each holds what the server gives it

            for (String path : List.of("/api/runs", "/api/networks", "/")) {
                long start = System.nanoTime();
                WebFixture.Response answer = WebFixture.get(server, path);
                double seconds = (System.nanoTime() - start) / 1e9;
                assertEquals(200, answer.status(), path + ": " + answer);
                assertTrue(seconds < 3, path + " answered in " + seconds + " s while " + UPLOADS + " uploads stalled");
            }

            long start = System.nanoTime();
            for (Socket upload : uploads) {
                String status = statusLine(upload.getInputStream());
                assertTrue(status.startsWith("HTTP/1.1 408") || status.startsWith("HTTP/1.1 503"), status);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            assertTrue(seconds < WebServer.BODY_DEADLINE.toSeconds() + 10, "every stalled upload answered after " + seconds + " s");
            long lines = logged.list.stream().filter(e -> e.getLevel().isGreaterOrEqual(Level.WARN)).count();
            assertTrue(lines <= 1, lines + " warnings: " + logged.list);
        } finally {
            root.detachAppender(logged);
            for (Socket upload : uploads) {
                upload.close();
            }
        }
    }

    private static String statusLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c >= 0 && c != '\r' && c != '\n'; c = in.read()) {
            line.append((char) c);
        }
        return line.toString();
    }
}
