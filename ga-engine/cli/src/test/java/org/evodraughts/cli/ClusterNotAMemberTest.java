package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A listed address where a TCP server answers that is no member: {@code
 * worker} and {@code evolve --cluster} say at once that they connect, and name the address within
 * seconds (before, they printed nothing for 42 s, and then for minutes).
 */
class ClusterNotAMemberTest {
    /** The error's bound, from the command's start: the check's own waits are 1 s to connect and 3 s for an answer. */
    private static final Duration BOUND = Duration.ofSeconds(20);

    @TempDir
    Path temp;

    @Test
    void aWorkerSaysAtOnceThatItConnectsAndNamesAServerThatIsNoMemberWithinSeconds() throws Exception {
        try (SilentServer server = new SilentServer()) {
            String address = "127.0.0.1:" + server.port();
            long start = System.nanoTime();
            Process worker = new ProcessBuilder(CliRun.childCommand(List.of(), List.of("worker", "--members", address,
                    "--port", Integer.toString(freePort()), "--threads", "1"))).redirectErrorStream(true).start();
            List<String> lines = new ArrayList<>();
            List<Duration> times = new ArrayList<>();
            Thread reader = Thread.ofPlatform().daemon().start(() -> {
                try (BufferedReader out = new BufferedReader(new InputStreamReader(worker.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    for (String line; (line = out.readLine()) != null; ) {
                        synchronized (lines) {
                            lines.add(line);
                            times.add(Duration.ofNanos(System.nanoTime() - start));
                        }
                    }
                } catch (IOException e) {
                    // the worker ended
                }
            });
            boolean ended = worker.waitFor(BOUND.toSeconds() + 30, TimeUnit.SECONDS);
            worker.destroyForcibly();
            reader.join(5000);
            synchronized (lines) {
                String said = String.join("\n", lines) + "\n(at " + times + ")";
                assertTrue(ended, "the worker gave up: " + said);
                assertEquals(2, worker.exitValue(), said);
                int connecting = lines.indexOf("connecting to " + address + " (cluster 'evodraughts')");
                int error = lines.indexOf("error: the address " + address + " answers, but not as a cluster member: it is "
                        + "not an evodraughts worker or run");
                assertTrue(connecting >= 0 && error > connecting, said);
                assertTrue(times.get(error).compareTo(BOUND) < 0, said);
                // The JVM's start is most of the wait before the first line; the check itself takes the rest.
                assertTrue(times.get(error).minus(times.get(connecting)).compareTo(Duration.ofSeconds(10)) < 0, said);
            }
        }
    }

    @Test
    void aRunNamesAServerThatIsNoMemberWithinSecondsAndMakesNoRunDirectory() throws Exception {
        try (SilentServer server = new SilentServer()) {
            String address = "127.0.0.1:" + server.port();
            long start = System.nanoTime();
            int port = freePort();
            CliRun run = assertTimeoutPreemptively(BOUND.plusSeconds(30), () -> CliRun.of("evolve", "--run-dir",
                    temp.resolve("run").toString(), "--population", "6", "--elites", "2", "--generations", "1", "--threads", "1",
                    "--cluster", address, "--cluster-port", Integer.toString(port)));
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertEquals(2, run.exitCode(), run.out() + run.err());
            assertTrue(run.out().contains("cluster: connecting to " + address + " (cluster 'evodraughts')"),
                    run.out() + run.err());
            assertEquals("error: the address " + address + " answers, but not as a cluster member: it is not an evodraughts "
                    + "worker or run", run.err().strip());
            assertTrue(took.compareTo(BOUND) < 0, "took " + took);
            assertTrue(Files.notExists(temp.resolve("run")), "no run was made");
        }
    }

    /** A TCP server on 127.0.0.1 that takes every connection and says nothing. */
    private static final class SilentServer implements AutoCloseable {
        private final ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        private final List<Socket> taken = new ArrayList<>();
        private final Thread acceptor = Thread.ofPlatform().daemon().start(this::accept);

        SilentServer() throws IOException {}

        int port() {
            return socket.getLocalPort();
        }

        private void accept() {
            try {
                while (true) {
                    Socket connection = socket.accept();
                    synchronized (taken) {
                        taken.add(connection);
                    }
                }
            } catch (IOException e) {
                // closed
            }
        }

        @Override
        public void close() throws IOException, InterruptedException {
            socket.close();
            acceptor.join(5000);
            synchronized (taken) {
                for (Socket connection : taken) {
                    connection.close();
                }
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
