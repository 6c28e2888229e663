package org.evodraughts.cluster;

import java.util.List;
import java.util.Objects;
import org.evodraughts.ga.config.ClusterConfig;

/**
 * Where a member listens and whom it joins.
 *
 * @param members the addresses of other members it tries to join, {@code HOST:PORT} each
 *                (possibly none: it waits for others to join it)
 * @param name    the cluster's name; members of different names never form a cluster
 * @param bind    the one interface it listens on (127.0.0.1 by default: this machine only)
 * @param port    its port; 0 for the first free one from {@link #DEFAULT_PORT}
 * @param threads the tasks it runs at once (a worker's; the coordinator's own count is its run's)
 */
public record ClusterOptions(List<String> members, String name, String bind, int port, int threads) {
    public static final int DEFAULT_PORT = 5701;
    public static final String DEFAULT_NAME = ClusterConfig.DEFAULT_NAME;
    public static final String DEFAULT_BIND = "127.0.0.1";

    public ClusterOptions {
        members = List.copyOf(members);
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(bind, "bind");
        ClusterConfig.checkName(name, "");
        if (bind.isBlank() || bind.chars().filter(c -> c == ':').count() == 1) {
            throw new IllegalArgumentException("the interface to bind must be an address alone, such as 10.0.0.2 (its port "
                    + "is set apart), got '" + bind + "'");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("the port must be 1–65535, got " + port);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
    }

    /**
     * The addresses in {@code text}, {@code HOST:PORT[,HOST:PORT…]} (as the configuration's
     * {@code cluster.members} reads them).
     *
     * @param option the option or key that gave them, for the error message
     * @throws IllegalArgumentException naming {@code option} and the bad address
     */
    public static List<String> addresses(String text, String option) {
        return ClusterConfig.addresses(text, option);
    }
}
