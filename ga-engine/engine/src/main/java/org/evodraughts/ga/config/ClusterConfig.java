package org.evodraughts.ga.config;

import java.util.ArrayList;
import java.util.List;

/**
 * The cluster a run's work may also run on (section {@code cluster}): the workers' addresses and
 * the cluster's name. The engine only carries this section: the application joins the cluster.
 * Where the work runs never changes a run's results, so a resumed run may change both keys.
 *
 * @param members the workers' addresses, {@code HOST:PORT[,HOST:PORT…]}; empty (the default): the
 *                run's work stays in its own process
 * @param name    the cluster's name, as its workers'; letters, digits, '.', '_' or '-'
 */
public record ClusterConfig(String members, String name) {
    /** The name of a cluster when none is given. */
    public static final String DEFAULT_NAME = "evodraughts";
    /** No cluster: the default. */
    public static final ClusterConfig NONE = new ClusterConfig("", DEFAULT_NAME);

    public ClusterConfig {
        members = members == null ? "" : members.strip();
        name = name == null ? DEFAULT_NAME : name.strip();
        if (!members.isEmpty()) {
            addresses(members, "cluster.members");
        }
        checkName(name, "cluster.name");
    }

    /** Whether the run's work goes to a cluster. */
    public boolean enabled() {
        return !members.isEmpty();
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

    /**
     * Refuses a cluster name that is not letters, digits, '.', '_' or '-'.
     *
     * @param what the option or key that gave it, for the message; none ({@code ""}) for a
     *             message that starts with "the cluster name"
     */
    public static void checkName(String name, String what) {
        if (name == null || name.isBlank() || !name.matches("[A-Za-z0-9._-]+")) {
            throw new IllegalArgumentException((what.isEmpty() ? "the cluster name" : what)
                    + " must be letters, digits, '.', '_' or '-', got '" + name + "'");
        }
    }
}
