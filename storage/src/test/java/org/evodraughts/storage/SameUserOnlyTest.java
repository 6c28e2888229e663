package org.evodraughts.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** No other local user reaches a run's embedded database: connections are checked against Linux's socket tables. */
class SameUserOnlyTest {
    private static final StoreOptions QUICK = StoreOptions.defaults().withServerSelectionTimeout(Duration.ofMillis(1500));

    @TempDir
    Path temp;

    @Test
    void theSocketTablesNameTheUserOfAConnectionsClientEnd() throws IOException {
        assumeTrue(LocalPeers.available(), "needs Linux's /proc/net/tcp");
        try (ServerSocket server = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
             Socket client = new Socket(server.getInetAddress(), server.getLocalPort());
             Socket accepted = server.accept()) {
            OptionalInt owner = LocalPeers.ownerOf((InetSocketAddress) accepted.getRemoteSocketAddress(),
                    (InetSocketAddress) accepted.getLocalSocketAddress());
            assertEquals(LocalPeers.currentUser(), owner);
        }
    }

    @Test
    void theRealDriverGetsInAsThisUserAndIsRefusedAsAnother() throws IOException {
        assumeTrue(LocalPeers.available() && LocalPeers.currentUser().isPresent(), "needs Linux's /proc");
        try (EmbeddedMongo mine = EmbeddedMongo.start(temp.resolve("mine.mv"));
             MongoRunStore store = MongoRunStore.connect(new MongoUri(mine.uri()), QUICK)) {
            store.save(RunRecord.started("r", Map.of("seed", 1), 1, Instant.parse("2026-11-24T00:00:00Z")));
            assertEquals(1, store.runs().size());
        }
        // The same server, told that only some other user may connect: this process is refused.
        int someoneElse = LocalPeers.currentUser().getAsInt() + 1;
        try (EmbeddedMongo theirs = EmbeddedMongo.start(temp.resolve("theirs.mv"), 0, OptionalInt.of(someoneElse))) {
            IOException refused = assertThrows(IOException.class, () -> MongoRunStore.connect(new MongoUri(theirs.uri()), QUICK));
            assertEquals(true, refused.getMessage().startsWith("cannot reach MongoDB at " + theirs.uri()), refused.getMessage());
        }
    }

    /** Where the test runs as root with util-linux: a real connection as the user nobody is closed unanswered. */
    @Test
    void anotherLocalUserIsRefused() throws Exception {
        assumeTrue(LocalPeers.available() && LocalPeers.currentUser().equals(OptionalInt.of(0))
                && Files.isExecutable(Path.of("/usr/sbin/runuser")) && Files.isExecutable(Path.of("/usr/bin/bash")),
                "needs root and runuser");
        try (EmbeddedMongo server = EmbeddedMongo.start(temp.resolve("db.mv"))) {
            // bash's /dev/tcp: connect, send nothing, and report whether the server closed the connection at once.
            String probe = "exec 3<>/dev/tcp/127.0.0.1/" + server.port() + " && timeout 3 cat <&3; echo closed=$?";
            Process nobody = new ProcessBuilder("/usr/sbin/runuser", "-u", "nobody", "--", "/usr/bin/bash", "-c", probe)
                    .redirectErrorStream(true).start();
            assertEquals(true, nobody.waitFor(10, TimeUnit.SECONDS));
            String output = new String(nobody.getInputStream().readAllBytes());
            // closed=0: cat saw the end of the stream (refused); 124 would mean the server kept it open.
            assertEquals("closed=0", output.strip().lines().reduce((a, b) -> b).orElse(""), output);
        }
    }
}
