package org.evodraughts.storage.embedded;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.records.RunRecord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
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
            store.save(RunRecord.started(RunId.of("r"), Map.of("seed", 1), 1, Instant.parse("2026-11-24T00:00:00Z")));
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

    /**
     * A race once seen: as the user nobody, connect, send an insert and close at once, 200
     * times. A socket already closed shows in the tables as user 0, so a server run by root let
     * some in; not one may get in. The same message sent by root, waiting for the answer, does.
     */
    @Test
    void anotherUserWhoSendsAndClosesAtOnceGetsNothingIn() throws Exception {
        assumeTrue(LocalPeers.available() && LocalPeers.currentUser().equals(OptionalInt.of(0))
                && Files.isExecutable(Path.of("/usr/sbin/runuser")) && Files.isExecutable(Path.of("/usr/bin/bash")),
                "needs root and runuser");
        Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x")); // nobody reads the message
        Path message = Files.write(temp.resolve("insert.bin"), insertMessage());
        try (EmbeddedMongo server = EmbeddedMongo.start(temp.resolve("db.mv"));
             MongoClient client = MongoClients.create(server.uri())) {
            String connect = "exec 3<>/dev/tcp/127.0.0.1/" + server.port() + " && cat " + message + " >&3";
            Process nobody = new ProcessBuilder("/usr/sbin/runuser", "-u", "nobody", "--", "/usr/bin/bash", "-c",
                    "for i in $(seq 200); do " + connect + "; exec 3>&-; done").redirectErrorStream(true).start();
            assertEquals(true, nobody.waitFor(60, TimeUnit.SECONDS));
            Thread.sleep(1000); // an accepted connection's insert lands within milliseconds
            var champions = client.getDatabase("evodraughts").getCollection("champions");
            assertEquals(0, champions.countDocuments(), new String(nobody.getInputStream().readAllBytes()));

            Process root = new ProcessBuilder("/usr/bin/bash", "-c", connect + " && timeout 5 head -c 1 <&3 >/dev/null")
                    .redirectErrorStream(true).start();
            assertEquals(true, root.waitFor(10, TimeUnit.SECONDS));
            assertEquals(1, champions.countDocuments(), "the harness's message is a working insert");
        }
    }

    /** A MongoDB OP_MSG inserting one champion document, as a client would send it. */
    private static byte[] insertMessage() {
        BsonDocument command = new BsonDocument("insert", new BsonString("champions"))
                .append("documents", new BsonArray(List.of(new BsonDocument("runId", new BsonString("intruder")))))
                .append("$db", new BsonString("evodraughts"));
        ByteBuffer raw = new RawBsonDocument(command, new BsonDocumentCodec()).getByteBuffer().asNIO();
        byte[] body = new byte[raw.remaining()];
        raw.get(body);
        ByteBuffer out = ByteBuffer.allocate(21 + body.length).order(ByteOrder.LITTLE_ENDIAN);
        // length, request id, response to, OP_MSG (2013), flags, section kind 0 (the command)
        out.putInt(21 + body.length).putInt(1).putInt(0).putInt(2013).putInt(0).put((byte) 0).put(body);
        return out.array();
    }
}
