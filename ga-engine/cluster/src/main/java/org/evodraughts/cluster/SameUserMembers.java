package org.evodraughts.cluster;

import com.hazelcast.nio.MemberSocketInterceptor;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.evodraughts.storage.embedded.LocalPeers;

/**
 * Lets a member connection through only where its other end is on another machine or is held by
 * this process's user. Hazelcast's community edition authenticates no member, and a member's
 * address (127.0.0.1 by default) is open to every user of its machine, who could otherwise join a
 * run's members and store, submit or stop anything there, or start a member at an address ours
 * are told to join and have them join it. Hazelcast calls this for every connection a member
 * accepts or makes, before a byte of it is read or sent; the owner of a local end comes from
 * Linux's socket tables ({@link LocalPeers}, as the embedded database's check does), and a local
 * end whose owner cannot be read is refused (the check fails closed). Connections from other
 * machines are the network's to protect (docs/cluster.md, trust model).
 *
 * <p>Thread-safe: Hazelcast calls it from its I/O threads.
 */
final class SameUserMembers implements MemberSocketInterceptor {
    /**
     * How long a connection this member made waits for the other end to accept it, which gives
     * that end its owner (a member accepts at once, but a loaded machine is slow).
     */
    private static final Duration ACCEPT_WAIT = Duration.ofSeconds(5);

    private final int user;
    private final Consumer<String> lines;
    /** The users already reported (-1: an unknown one), so a stranger who retries is named once. */
    private final Set<Integer> reported = ConcurrentHashMap.newKeySet();
    /** The listeners of other users this member refused to join, and their users. */
    private final Map<InetSocketAddress, Integer> strangers = new ConcurrentHashMap<>();

    private SameUserMembers(int user, Consumer<String> lines) {
        this.user = user;
        this.lines = lines;
    }

    /**
     * The check for this process's user, or empty where the system does not say who holds a
     * connection (no {@code /proc/net/tcp}: not Linux).
     *
     * @param lines hears one line for each other user refused
     */
    static Optional<SameUserMembers> ofThisUser(Consumer<String> lines) {
        OptionalInt user = LocalPeers.currentUser();
        return LocalPeers.available() && user.isPresent() ? Optional.of(new SameUserMembers(user.getAsInt(), lines))
                : Optional.empty();
    }

    @Override
    public void init(Properties properties) {
        // Nothing to configure.
    }

    @Override
    public void onAccept(Socket socket) throws IOException {
        if (!(socket.getRemoteSocketAddress() instanceof InetSocketAddress client
                && socket.getLocalSocketAddress() instanceof InetSocketAddress server)) {
            throw new IOException("a connection without addresses");
        }
        if (!onThisMachine(client.getAddress())) {
            return;
        }
        OptionalInt owner = LocalPeers.ownerOf(client, server);
        if (owner.isEmpty() || owner.getAsInt() != user) {
            report(owner, "refused a connection from " + text(client));
            throw new IOException("a connection from another user of this machine (" + who(owner) + ")");
        }
    }

    @Override
    public void onConnect(Socket socket) throws IOException {
        OptionalInt other = otherHolder(socket);
        if (other.isPresent()) {
            OptionalInt owner = other.getAsInt() < 0 ? OptionalInt.empty() : other;
            SocketAddress server = socket.getRemoteSocketAddress();
            if (server instanceof InetSocketAddress listener) {
                owner.ifPresent(user -> strangers.put(listener, user));
            }
            report(owner, "did not join the member at " + text(server));
            throw new IOException("the member at " + text(server) + " is another user's (" + who(owner) + ")");
        }
    }

    /**
     * Who holds the other end of a connection this process made, where that is on this machine
     * and not this user's: empty where it is this user's or on another machine, -1 where the
     * system does not say (it did not accept the connection within {@link #ACCEPT_WAIT}).
     */
    OptionalInt otherHolder(Socket connected) {
        if (!(connected.getRemoteSocketAddress() instanceof InetSocketAddress server
                && connected.getLocalSocketAddress() instanceof InetSocketAddress client)) {
            return OptionalInt.of(-1);
        }
        if (!onThisMachine(server.getAddress())) {
            return OptionalInt.empty();
        }
        OptionalInt owner = LocalPeers.ownerOf(server, client);
        long end = System.nanoTime() + ACCEPT_WAIT.toNanos();
        while (owner.isEmpty() && System.nanoTime() < end) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            owner = LocalPeers.ownerOf(server, client);
        }
        return owner.isPresent() && owner.getAsInt() == user ? OptionalInt.empty() : OptionalInt.of(owner.orElse(-1));
    }

    /** The user of the listener at {@code host:port} that this member refused to join, if it did. */
    OptionalInt strangerAt(InetAddress host, int port) {
        Integer other = strangers.get(new InetSocketAddress(host, port));
        return other == null ? OptionalInt.empty() : OptionalInt.of(other);
    }

    private void report(OptionalInt owner, String what) {
        if (reported.add(owner.orElse(-1))) {
            String holder = owner.isPresent() ? "another user of this machine (uid " + owner.getAsInt() + ") holds it"
                    : "the system does not say which user holds it";
            lines.accept(what + ": " + holder + ", and only one user's members work together on a machine");
        }
    }

    private static String who(OptionalInt owner) {
        return owner.isPresent() ? "uid " + owner.getAsInt() : "a user the system does not name";
    }

    /** Whether {@code address} is one of this machine's own, where the socket tables name the other end's user. */
    private static boolean onThisMachine(InetAddress address) {
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            return true;
        }
        try {
            return NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            return true; // unknown: checked, so that it fails closed
        }
    }

    private static String text(Object address) {
        return address instanceof InetSocketAddress socket ? socket.getAddress().getHostAddress() + ":" + socket.getPort()
                : String.valueOf(address);
    }
}
