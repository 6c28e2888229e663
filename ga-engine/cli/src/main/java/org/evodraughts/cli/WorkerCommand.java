package org.evodraughts.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.evodraughts.cluster.ClusterNode;
import org.evodraughts.cluster.ClusterOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts worker --members HOST:PORT[,…]}: a cluster member that lends this
 * machine's cores to the runs of its cluster until stopped (docs/cluster.md).
 */
@Command(name = "worker", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Joins a run's cluster (Hazelcast) and plays its games, self-play trainings and champion's games on this machine's "
                + "threads until stopped with Ctrl-C or a TERM signal. Results are the same as a run on one machine.",
                "Between machines only on a private network or through tunnels: the cluster has no encryption or authentication "
                        + "(docs/cluster.md); on this machine it lets no other user in."},
        footer = {"", "Examples:",
                "  ./evodraughts worker --members 127.0.0.1:5701 --port 5702 --threads 2",
                "  ./evodraughts worker --members 10.0.0.1:5701 --bind 10.0.0.2 --threads 16",
                "  ./evodraughts evolve --config config/overnight.yaml --cluster 10.0.0.2:5701,10.0.0.3:5701 --cluster-bind 10.0.0.1"})
final class WorkerCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--members", required = true, paramLabel = "HOST:PORT[,HOST:PORT…]",
            description = "Members to join: the run's evolve process or other workers (the first that answers is enough).")
    String members;

    @Option(names = "--port", paramLabel = "P", description = "The port to listen on (default: the first free one from "
            + ClusterOptions.DEFAULT_PORT + ").")
    Integer port;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = ClusterOptions.DEFAULT_BIND,
            description = "The one interface to listen on (default: ${DEFAULT-VALUE}, this machine only).")
    String bind;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "0",
            description = "Tasks at once (0: one per core; default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--cluster-name", paramLabel = "NAME", defaultValue = ClusterOptions.DEFAULT_NAME,
            description = "The cluster's name, as the run's (default: ${DEFAULT-VALUE}).")
    String name;

    @Override
    public Integer call() throws InterruptedException {
        int count = CoreThreads.resolve(threads);
        ClusterOptions options = new ClusterOptions(ClusterOptions.addresses(members, "--members"), name, bind,
                port == null ? 0 : port, count);
        PrintWriter out = spec.commandLine().getOut();
        CountDownLatch ended = new CountDownLatch(1);
        AtomicReference<String> refused = new AtomicReference<>();
        ClusterNode node = ClusterNode.start(options, ClusterNode.Role.WORKER, line -> {
            out.println(line);
            out.flush();
        }, why -> {
            refused.compareAndSet(null, why);
            ended.countDown();
        });
        String self = "worker " + node.address() + " (" + count + (count == 1 ? " thread)" : " threads)");
        out.println(self + " joined cluster '" + name + "' (" + node.size() + (node.size() == 1 ? " member" : " members") + " now); Ctrl-C stops it");
        out.flush();
        Thread hook = Thread.ofPlatform().unstarted(() -> {
            long ran = node.tasksRun();
            node.close();
            out.println(self + " left cluster '" + name + "' after running " + Figures.count(ran, "task"));
            out.flush();
            ended.countDown();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        ended.await();
        if (refused.get() != null) {
            Runtime.getRuntime().removeShutdownHook(hook);
            node.close();
            throw new IllegalStateException(refused.get() + "; this worker leaves");
        }
        return 0;
    }
}
