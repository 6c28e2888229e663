package org.evodraughts.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.InitialMembershipEvent;
import com.hazelcast.cluster.InitialMembershipListener;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.ListenerConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.evodraughts.network.NetworkEvaluator;

/**
 * One member of a run's cluster: a {@code worker} that runs tasks on its threads, or the
 * coordinator (the {@code evolve} process that owns the run) that hands them out. Members find
 * each other by TCP-IP at the addresses given (no multicast, no discovery), listen on one
 * interface only, and publish their role, thread count, {@link BuildId} and the network's
 * arithmetic ({@link NetworkEvaluator#arithmetic()}: vector widths differ in the last bits) as
 * member attributes;
 * a member of another build is refused (the coordinator gives it no work, a worker that meets a
 * coordinator of another build leaves), and an address that answers but did not let us join is
 * named (another cluster name).
 *
 * <p>Thread-safe; {@link #close()} leaves the cluster.
 */
public final class ClusterNode implements AutoCloseable {
    static final String EXECUTOR = "evodraughts-tasks";
    private static final java.time.Duration MERGE_WAIT = java.time.Duration.ofSeconds(20);
    private static final String ROLE = "evodraughts.role", THREADS = "evodraughts.threads", BUILD = "evodraughts.build";

    /** What a member is. */
    public enum Role { WORKER, COORDINATOR }

    private final HazelcastInstance hazelcast;
    private final ClusterOptions options;
    private final Role role;
    private final String build;
    /** Whether workers were seen, and whether their absence has been reported since: see {@link #workersGone}. */
    private boolean hadWorkers, warnedGone;

    private ClusterNode(HazelcastInstance hazelcast, ClusterOptions options, Role role, String build) {
        this.hazelcast = hazelcast;
        this.options = options;
        this.role = role;
        this.build = build;
    }

    /**
     * Starts a member and joins the members of {@code options} that answer (or starts alone).
     *
     * @param lines    hears one line for each member that joins or leaves, or is refused
     * @param refused  hears why, when this worker meets a coordinator of another build (it should leave)
     * @throws IllegalStateException if a listed member answers but is of another cluster name
     */
    public static ClusterNode start(ClusterOptions options, Role role, Consumer<String> lines, Consumer<String> refused) {
        String build = BuildId.current() + "/" + NetworkEvaluator.arithmetic();
        // Before the first instance: Hazelcast's start-up notes would otherwise go to java.util.logging.
        System.setProperty("hazelcast.logging.type", "slf4j");
        Config config = config(options, role, build);
        // Given before the start, so that a member that joins and leaves at once is still heard.
        String instance = config.getInstanceName();
        config.addListenerConfig(new ListenerConfig(new Announcer(role, build, lines, refused, () -> {
            HazelcastInstance self = Hazelcast.getHazelcastInstanceByName(instance);
            return self == null ? 0 : tasksRun(self);
        })));
        HazelcastInstance hazelcast;
        try {
            hazelcast = Hazelcast.newHazelcastInstance(config);
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot start a cluster member on " + options.bind() + ":"
                    + (options.port() == 0 ? ClusterOptions.DEFAULT_PORT + " or above" : options.port()) + ": "
                    + e.getMessage(), e);
        }
        ClusterNode node = new ClusterNode(hazelcast, options, role, build);
        try {
            node.checkListedMembersJoined();
        } catch (RuntimeException e) {
            node.close();
            throw e;
        }
        return node;
    }

    private static Config config(ClusterOptions options, Role role, String build) {
        Config config = new Config();
        config.setClusterName(options.name());
        config.setInstanceName("evodraughts-" + role.name().toLowerCase() + "-" + ProcessHandle.current().pid());
        config.setProperty("hazelcast.logging.type", "slf4j");
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.shutdownhook.enabled", "false");
        config.setProperty("hazelcast.socket.bind.any", "false");
        // Members that start apart find each other within seconds, not the default minutes.
        config.setProperty("hazelcast.wait.seconds.before.join", "0");
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "5");
        config.setProperty("hazelcast.merge.next.run.delay.seconds", "5");
        // A member killed without a word (kill -9) is declared gone within seconds.
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(options.port() == 0 ? ClusterOptions.DEFAULT_PORT : options.port())
                .setPortAutoIncrement(options.port() == 0);
        network.getInterfaces().setEnabled(true).addInterface(options.bind());
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setMembers(new ArrayList<>(options.members())).setConnectionTimeoutSeconds(2);
        // Java serialization only for the defaults' allow-list (Hazelcast's own classes and the JDK's);
        // the tasks travel as Compact records.
        config.getSerializationConfig().setJavaSerializationFilterConfig(new JavaSerializationFilterConfig());
        TaskSerializers.register(config.getSerializationConfig().getCompactSerializationConfig());
        // A worker's statistics count the tasks it ran, which it reports (tasksRun).
        config.getExecutorConfig(EXECUTOR).setPoolSize(role == Role.WORKER ? options.threads() : 1)
                .setStatisticsEnabled(role == Role.WORKER);
        config.getMemberAttributeConfig().setAttribute(ROLE, role.name());
        config.getMemberAttributeConfig().setAttribute(THREADS, Integer.toString(options.threads()));
        config.getMemberAttributeConfig().setAttribute(BUILD, build);
        return config;
    }

    /**
     * Says who joins and leaves, and refuses a member of another build. A worker also says, when
     * a coordinator leaves (its run has ended), how many tasks it ran since that one joined.
     */
    private static final class Announcer implements InitialMembershipListener {
        private final Role role;
        private final String build;
        private final Consumer<String> lines;
        private final Consumer<String> refused;
        private final LongSupplier tasksRun;
        /** The worker's task count when each coordinator now in the cluster was first seen. */
        private final Map<UUID, Long> ranBefore = new ConcurrentHashMap<>();

        Announcer(Role role, String build, Consumer<String> lines, Consumer<String> refused, LongSupplier tasksRun) {
            this.role = role;
            this.build = build;
            this.lines = lines;
            this.refused = refused;
            this.tasksRun = tasksRun;
        }

        @Override
        public void init(InitialMembershipEvent event) {
            for (Member member : event.getMembers()) {
                if (!member.localMember()) {
                    announce(member, false);
                }
            }
        }

        @Override
        public void memberAdded(MembershipEvent event) {
            if (!event.getMember().localMember()) {
                announce(event.getMember(), true);
            }
        }

        @Override
        public void memberRemoved(MembershipEvent event) {
            Member member = event.getMember();
            if (!member.localMember()) {
                Long before = ranBefore.remove(member.getUuid());
                lines.accept(describe(member) + " left the cluster" + (before == null ? ""
                        : "; this worker ran " + count(tasksRun.getAsLong() - before) + " since it joined"));
            }
        }

        private void announce(Member member, boolean joined) {
            String theirs = member.getAttribute(BUILD);
            if (build.equals(theirs)) {
                if (role == Role.WORKER && Role.COORDINATOR.name().equals(member.getAttribute(ROLE))) {
                    ranBefore.put(member.getUuid(), tasksRun.getAsLong());
                }
                lines.accept(describe(member) + (joined ? " joined the cluster" : " is in the cluster"));
                return;
            }
            String why = describe(member) + " runs another build of evodraughts (" + theirs + ", this one " + build
                    + "; build/arithmetic): every member must run the same build on the same arithmetic, or the results "
                    + "would differ";
            if (role == Role.COORDINATOR) {
                lines.accept("error: " + why + "; it is given no work");
            } else if (Role.COORDINATOR.name().equals(member.getAttribute(ROLE))) {
                refused.accept(why);
            }
        }
    }

    /** E.g. {@code worker 127.0.0.1:5702 (4 threads)} or {@code coordinator 127.0.0.1:5701}. */
    static String describe(Member member) {
        String role = member.getAttribute(ROLE);
        String what = (role == null ? "member" : role.toLowerCase()) + " " + address(member);
        return Role.WORKER.name().equals(role) ? what + " (" + threads(threads(member)) + ")" : what;
    }

    /** {@code 1 thread}, {@code 4 threads}. */
    static String threads(int count) {
        return count + (count == 1 ? " thread" : " threads");
    }

    /** {@code 1 task}, {@code 702 tasks}. */
    static String count(long tasks) {
        return tasks + (tasks == 1 ? " task" : " tasks");
    }

    /** E.g. {@code 127.0.0.1:5702}. */
    static String address(Member member) {
        return member.getAddress().getHost() + ":" + member.getAddress().getPort();
    }

    /**
     * Throws if a listed address answers but its member is not in our cluster: Hazelcast refuses
     * a member of another cluster name without a word, so say it here.
     */
    private void checkListedMembersJoined() {
        for (String listed : options.members()) {
            int colon = listed.lastIndexOf(':');
            String host = listed.substring(0, colon);
            int port = Integer.parseInt(listed.substring(colon + 1));
            if (isMember(host, port) || !answers(host, port)) {
                continue;
            }
            if (acceptsName(listed)) {
                awaitMerge(host, port); // of our name, but not joined (a slow start): Hazelcast merges it within seconds
                continue;
            }
            throw new IllegalStateException("the member at " + listed + " answers but refuses cluster name '"
                    + options.name() + "': it was started with another --cluster-name (or is not an evodraughts member)");
        }
    }

    private boolean isMember(String host, int port) {
        InetAddress wanted;
        try {
            wanted = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            return false;
        }
        for (Member member : hazelcast.getCluster().getMembers()) {
            try {
                if (member.getAddress().getPort() == port && member.getAddress().getInetAddress().equals(wanted)) {
                    return true;
                }
            } catch (UnknownHostException e) {
                // not that one
            }
        }
        return false;
    }

    /** Waits up to {@link #MERGE_WAIT} for the member at host:port to join our cluster (merges run every 5 s). */
    private void awaitMerge(String host, int port) {
        long end = System.nanoTime() + MERGE_WAIT.toNanos();
        while (!isMember(host, port) && System.nanoTime() < end) {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Whether the member at {@code address} lets a client of our cluster name in (a client's handshake names it). */
    private boolean acceptsName(String address) {
        ClientConfig client = new ClientConfig();
        client.setClusterName(options.name());
        client.setInstanceName("evodraughts-probe-" + ProcessHandle.current().pid());
        client.setProperty("hazelcast.phone.home.enabled", "false");
        client.setProperty("hazelcast.logging.type", "slf4j");
        client.getNetworkConfig().addAddress(address);
        client.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(3000);
        try {
            HazelcastClient.newHazelcastClient(client).shutdown();
            return true;
        } catch (IllegalStateException e) {
            return false;
        }
    }

    private static boolean answers(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The workers of this build in the cluster now, with the tasks each runs at once. */
    List<Worker> workers() {
        List<Worker> workers = new ArrayList<>();
        for (Member member : hazelcast.getCluster().getMembers()) {
            if (!member.localMember() && Role.WORKER.name().equals(member.getAttribute(ROLE))
                    && build.equals(member.getAttribute(BUILD))) {
                workers.add(new Worker(member, threads(member)));
            }
        }
        return workers;
    }

    /**
     * Whether the runners should now say that every worker is gone: true once after workers
     * were seen and none is left, again only after one came back. Shared by the run's runners
     * (the generation's tasks, the champion's games), so the warning is printed once.
     */
    synchronized boolean workersGone(boolean anyWorkers) {
        if (anyWorkers) {
            hadWorkers = true;
            warnedGone = false;
            return false;
        }
        if (hadWorkers && !warnedGone) {
            warnedGone = true;
            return true;
        }
        return false;
    }

    private static int threads(Member member) {
        try {
            return Math.max(1, Integer.parseInt(member.getAttribute(THREADS)));
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    /** A worker and how many tasks it runs at once. */
    record Worker(Member member, int threads) {}

    IExecutorService executor() {
        return hazelcast.getExecutorService(EXECUTOR);
    }

    /** The tasks this worker has run for the cluster's coordinators so far (0 for a coordinator, which counts none). */
    public long tasksRun() {
        return tasksRun(hazelcast);
    }

    private static long tasksRun(HazelcastInstance hazelcast) {
        return hazelcast.getExecutorService(EXECUTOR).getLocalExecutorStats().getCompletedTaskCount();
    }

    /** This member's address, e.g. {@code 127.0.0.1:5701}. */
    public String address() {
        return address(hazelcast.getCluster().getLocalMember());
    }

    /** The members now, this one included. */
    public int size() {
        return hazelcast.getCluster().getMembers().size();
    }

    public String name() {
        return options.name();
    }

    public boolean isRunning() {
        return hazelcast.getLifecycleService().isRunning();
    }

    /** Leaves the cluster: the others hear it at once. */
    @Override
    public void close() {
        if (hazelcast.getLifecycleService().isRunning()) {
            hazelcast.shutdown();
        }
    }

    /** Kills the member without leaving gracefully (as a crash would), for tests of the others. */
    void terminate() {
        hazelcast.getLifecycleService().terminate();
    }
}
