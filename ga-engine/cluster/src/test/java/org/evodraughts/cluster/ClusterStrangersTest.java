package org.evodraughts.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing but the cluster's own members gets in: a Hazelcast client is
 * refused by every member, and another user of this machine can neither join a member nor be
 * joined by one, with real Hazelcast clients and members.
 */
class ClusterStrangersTest {
    private final List<ClusterNode> nodes = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    @TempDir
    Path temp;

    @AfterEach
    void stop() {
        nodes.forEach(ClusterNode::close);
    }

    /** A client of the right name, started in this process: the member protocol is all a member speaks. */
    @Test
    void aHazelcastClientGetsNoConnectionToAMember() throws IOException {
        int port = freePort();
        ClusterNode worker = start(ClusterNode.Role.WORKER, port, List.of());
        ClientConfig client = new ClientConfig();
        client.setClusterName(ClusterOptions.DEFAULT_NAME);
        client.setProperty("hazelcast.phone.home.enabled", "false");
        client.getNetworkConfig().addAddress("127.0.0.1:" + port);
        client.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(2000);
        assertThrows(IllegalStateException.class, () -> HazelcastClient.newHazelcastClient(client).shutdown());
        assertFalse(worker.executor().isShutdown());
    }

    /**
     * As the user nobody, in a JVM of its own: a Hazelcast client, and a Hazelcast member of the
     * cluster's name that joins our worker; then our coordinator, told to join nobody's member.
     * None of them gets in, and our worker's executor is never shut down.
     */
    @Test
    void anotherUsersClientAndMemberGetNothingAndAreNotJoined() throws Exception {
        assumeTrue(ProcessHandle.current().info().user().orElse("").equals("root")
                && Files.isExecutable(Path.of("/usr/sbin/runuser")) && Files.isReadable(Path.of("/proc/net/tcp")),
                "needs root, runuser and Linux's /proc/net/tcp");
        int ours = freePort(), theirs = freePort();
        ClusterNode worker = start(ClusterNode.Role.WORKER, ours, List.of());

        Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path jar = Files.copy(hazelcastJar(), temp.resolve("hazelcast.jar"), StandardCopyOption.REPLACE_EXISTING);
        Path source = Files.writeString(temp.resolve("Stranger.java"), STRANGER);
        Process nobody = new ProcessBuilder("/usr/sbin/runuser", "-u", "nobody", "--",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-Dhazelcast.logging.type=none", "-cp", jar.toString(), source.toString(),
                Integer.toString(ours), Integer.toString(theirs)).redirectErrorStream(true).start();
        List<String> said = new ArrayList<>();
        try {
            talkTo(nobody, worker, theirs, said);
        } finally {
            nobody.destroyForcibly();
        }
        assertTrue(said.contains("member: still alone"), String.join("\n", said));
        assertEquals(1, worker.size());
        assertFalse(worker.executor().isShutdown(), "the worker's executor was not shut down");
        assertTrue(notes.stream().anyMatch(line -> line.startsWith("refused a connection from 127.0.0.1:")
                && line.contains(": another user of this machine (uid ")), String.join("\n", notes));
    }

    /** Reads nobody's lines, and between its member's start and its end tries to join that member. */
    private void talkTo(Process nobody, ClusterNode worker, int theirs, List<String> said) throws Exception {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(nobody.getInputStream(), StandardCharsets.UTF_8));
             OutputStream input = nobody.getOutputStream()) {
            for (String line; (line = lines.readLine()) != null && !line.startsWith("member: listening"); ) {
                said.add(line);
            }
            assertTrue(said.contains("client: refused"), String.join("\n", said));
            assertTrue(said.contains("member: alone"), String.join("\n", said));
            assertEquals(1, worker.size(), "nobody's member did not join ours");

            // Our coordinator, given nobody's member as its worker, does not join it.
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> start(ClusterNode.Role.COORDINATOR, freePort(), List.of("127.0.0.1:" + theirs)));
            assertTrue(refused.getMessage().startsWith("the member at 127.0.0.1:" + theirs + " is another user's"),
                    refused.getMessage());
            input.write('\n');
            input.flush();
            for (String line; (line = lines.readLine()) != null; ) {
                said.add(line);
            }
        }
        assertTrue(nobody.waitFor(30, TimeUnit.SECONDS));
    }

    /** What another user would run: a client that lists, stores and stops, then a member that joins and waits. */
    private static final String STRANGER = """
            import com.hazelcast.client.HazelcastClient;
            import com.hazelcast.client.config.ClientConfig;
            import com.hazelcast.config.Config;
            import com.hazelcast.core.Hazelcast;
            import com.hazelcast.core.HazelcastInstance;
            import java.util.List;

            public class Stranger {
                public static void main(String[] args) throws Exception {
                    String target = "127.0.0.1:" + args[0];
                    ClientConfig client = new ClientConfig();
                    client.setClusterName("evodraughts");
                    client.getNetworkConfig().addAddress(target);
                    client.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(2000);
                    try {
                        HazelcastInstance in = HazelcastClient.newHazelcastClient(client);
                        System.out.println("client: connected to " + in.getCluster().getMembers());
                        in.getMap("loot").put("0", new byte[10 << 20]);
                        in.getExecutorService("evodraughts-tasks").shutdown();
                        System.out.println("client: stored and shut the executor down");
                        in.shutdown();
                    } catch (IllegalStateException e) {
                        System.out.println("client: refused");
                    }
                    Config config = new Config();
                    config.setClusterName("evodraughts");
                    config.setProperty("hazelcast.phone.home.enabled", "false");
                    config.setProperty("hazelcast.wait.seconds.before.join", "0");
                    config.getNetworkConfig().setPort(Integer.parseInt(args[1])).setPortAutoIncrement(false);
                    config.getNetworkConfig().getInterfaces().setEnabled(true).addInterface("127.0.0.1");
                    config.getNetworkConfig().getJoin().getMulticastConfig().setEnabled(false);
                    config.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
                    config.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true).setMembers(List.of(target));
                    HazelcastInstance member = Hazelcast.newHazelcastInstance(config);
                    System.out.println(member.getCluster().getMembers().size() == 1 ? "member: alone" : "member: joined "
                            + member.getCluster().getMembers());
                    if (member.getCluster().getMembers().size() > 1) {
                        member.getExecutorService("evodraughts-tasks").shutdown();
                    }
                    System.out.println("member: listening");
                    System.in.read();
                    System.out.println(member.getCluster().getMembers().size() == 1 ? "member: still alone" : "member: joined by "
                            + member.getCluster().getMembers());
                    member.shutdown();
                }
            }
            """;

    private ClusterNode start(ClusterNode.Role role, int port, List<String> members) {
        ClusterNode node = ClusterNode.start(new ClusterOptions(members, ClusterOptions.DEFAULT_NAME, "127.0.0.1", port, 1),
                role, notes::add, notes::add);
        nodes.add(node);
        return node;
    }

    private static Path hazelcastJar() {
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            if (Path.of(entry).getFileName().toString().matches("hazelcast-5.*\\.jar")) {
                return Path.of(entry);
            }
        }
        throw new IllegalStateException("no Hazelcast jar on the class path");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
