package org.evodraughts.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
    public static final String DEFAULT_NAME = "evodraughts";
    public static final String DEFAULT_BIND = "127.0.0.1";

    public ClusterOptions {
        members = List.copyOf(members);
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(bind, "bind");
        if (name.isBlank() || !name.matches("[A-Za-z0-9._-]+")) {
            throw new IllegalArgumentException("the cluster name must be letters, digits, '.', '_' or '-', got '" + name + "'");
        }
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
     * The addresses in {@code text}, {@code HOST:PORT[,HOST:PORT…]}.
     *
     * @param option the option or key that gave them, for the error message
     * @throws IllegalArgumentException naming {@code option} and the bad address
     */
    public static List<String> addresses(String text, String option) {
        List<String> addresses = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String address = part.strip();
            int colon = address.lastIndexOf(':');
            boolean ok = colon > 0 && colon < address.length() - 1 && address.substring(colon + 1).matches("[0-9]{1,5}")
                    && Integer.parseInt(address.substring(colon + 1)) >= 1 && Integer.parseInt(address.substring(colon + 1)) <= 65535;
            if (!ok) {
                throw new IllegalArgumentException(option + " needs HOST:PORT[,HOST:PORT…] (e.g. 10.0.0.2:5701), got '"
                        + address + "' in '" + text + "'");
            }
            addresses.add(address);
        }
        return addresses;
    }
}
