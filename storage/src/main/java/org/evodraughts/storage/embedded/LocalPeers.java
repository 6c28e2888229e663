package org.evodraughts.storage.embedded;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Which local user owns the other end of a TCP connection on this machine, read from Linux's
 * socket tables ({@code /proc/net/tcp} and {@code tcp6}): the line whose local address is the
 * client's and whose remote address is the server's carries the client socket's owner. Empty
 * where the tables do not exist (another system) or hold no such line, and where the line is not
 * a live connection's: a socket its process has closed is listed with inode 0 and, in
 * TIME_WAIT, as user 0 (root), which is no owner at all. Stateless. Public for the cluster's
 * members (org.evodraughts.cluster), which refuse other local users the same way.
 */
public final class LocalPeers {
    private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));

    private LocalPeers() {}

    /** Whether this system has the socket tables, so connections can be checked at all. */
    public static boolean available() {
        return Files.isReadable(TABLES.getFirst());
    }

    /** TCP_ESTABLISHED in the tables' {@code st} column. */
    private static final String ESTABLISHED = "01";

    /**
     * The user id that owns the client end of the connection from {@code client} to {@code
     * server}, if that end is an established connection still held by a process. Either end may
     * be asked for: {@code ownerOf(server, client)} names the owner of the server's end (held once
     * the server has accepted it).
     */
    public static OptionalInt ownerOf(InetSocketAddress client, InetSocketAddress server) {
        for (Path table : TABLES) {
            // Java's sockets are dual-stack: an IPv4 connection may be listed in tcp6, as ::ffff:a.b.c.d.
            boolean six = table.getFileName().toString().endsWith("6");
            String local = hex(client, six), remote = hex(server, six);
            if (local == null || remote == null) {
                continue;
            }
            List<String> lines;
            try {
                lines = Files.readAllLines(table);
            } catch (IOException e) {
                continue;
            }
            for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                String[] f = line.strip().split("\\s+");
                // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode ...
                if (f.length > 9 && f[1].equalsIgnoreCase(local) && f[2].equalsIgnoreCase(remote)) {
                    boolean held = f[3].equals(ESTABLISHED) && !f[9].equals("0");
                    return held ? OptionalInt.of(Integer.parseInt(f[7])) : OptionalInt.empty();
                }
            }
        }
        return OptionalInt.empty();
    }

    /** This process's user id, or empty where the system does not say. */
    public static OptionalInt currentUser() {
        try {
            return OptionalInt.of((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return OptionalInt.empty();
        }
    }

    /**
     * An address as the tables write it: the IP's bytes as little-endian 32-bit words in hex, then
     * the port; in the IPv6 table an IPv4 address is written mapped (::ffff:a.b.c.d). Null for an
     * IPv6 address in the IPv4 table.
     */
    static String hex(InetSocketAddress address, boolean six) {
        byte[] bytes = address.getAddress().getAddress();
        if (bytes.length == 4 && six) {
            byte[] mapped = new byte[16];
            mapped[10] = (byte) 0xff;
            mapped[11] = (byte) 0xff;
            System.arraycopy(bytes, 0, mapped, 12, 4);
            bytes = mapped;
        } else if (bytes.length == 16 && !six) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        for (int word = 0; word < bytes.length; word += 4) {
            for (int b = 3; b >= 0; b--) {
                text.append(String.format(Locale.ROOT, "%02X", bytes[word + b] & 0xff));
            }
        }
        return text + ":" + String.format(Locale.ROOT, "%04X", address.getPort());
    }
}
