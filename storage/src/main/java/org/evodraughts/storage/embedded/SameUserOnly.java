package org.evodraughts.storage.embedded;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.net.InetSocketAddress;
import java.util.OptionalInt;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sits in front of the embedded server's acceptor and closes every connection that another local
 * user opened, before the server reads a byte of it: the embedded database has no
 * authentication of its own, and 127.0.0.1 is open to every user of a shared machine. A
 * connection whose owner cannot be found is refused too, so a client that connects, sends and
 * closes at once (its socket then has no owner in the tables) gets nothing in.
 */
@ChannelHandler.Sharable
final class SameUserOnly extends ChannelInboundHandlerAdapter {
    private static final Logger log = LoggerFactory.getLogger(SameUserOnly.class);

    private final int allowedUser;
    private final String what;
    /** Another user's flood of connections is one line a minute in the run's log, not one a connection. */
    private final RefusalLog refusals = new RefusalLog(System::nanoTime);

    /**
     * @param allowedUser the only user id whose connections are let through
     * @param what        the server, for the log
     */
    SameUserOnly(int allowedUser, String what) {
        this.allowedUser = allowedUser;
        this.what = what;
    }

    @Override
    public void channelRead(ChannelHandlerContext context, Object message) {
        if (message instanceof Channel child) {
            // Fails closed: a connection whose ends or owner cannot be read (one already closed by
            // its client, say) is refused like another user's.
            OptionalInt owner = child.remoteAddress() instanceof InetSocketAddress client
                    && child.localAddress() instanceof InetSocketAddress server
                    ? LocalPeers.ownerOf(client, server) : OptionalInt.empty();
            if (owner.isEmpty() || owner.getAsInt() != allowedUser) {
                String user = owner.isPresent() ? "user " + owner.getAsInt() : "an unknown user";
                switch (refusals.refused(user)) {
                    case RefusalLog.Entry.Full _ -> log.warn("{}: refused a connection from {} of {} (only user {} may "
                            + "connect; further refusals are counted, one line a minute)", what, child.remoteAddress(), user,
                            allowedUser);
                    case RefusalLog.Entry.Summary summary -> log.warn("{}: refused {} more connections of other users "
                            + "(only user {} may connect)", what, summary.count(), allowedUser);
                    case RefusalLog.Entry.Counted _ -> { }
                }
                child.unsafe().closeForcibly();
                return;
            }
        }
        context.fireChannelRead(message);
    }
}
