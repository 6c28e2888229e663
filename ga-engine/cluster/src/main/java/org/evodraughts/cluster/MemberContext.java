package org.evodraughts.cluster;

import com.hazelcast.cluster.Address;
import com.hazelcast.instance.EndpointQualifier;
import com.hazelcast.instance.impl.DefaultNodeContext;
import com.hazelcast.instance.impl.DefaultNodeExtension;
import com.hazelcast.instance.impl.Node;
import com.hazelcast.instance.impl.NodeExtension;
import com.hazelcast.internal.cluster.Joiner;
import com.hazelcast.internal.cluster.impl.TcpIpJoiner;
import com.hazelcast.nio.MemberSocketInterceptor;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The two places where a member reaches into Hazelcast's internals (5.7), kept here: its
 * community edition calls a member socket interceptor for every connection of an endpoint whose
 * interceptor is enabled, but its node extension hands out none, so this context's hands out
 * {@link SameUserMembers}; and its TCP-IP joiner forgets, once the join is over, which addresses
 * refused our cluster's name, so this one remembers them for {@link ClusterNode} to name.
 * {@code ClusterStrangersTest} and {@code ClusterRunTest} fail if a Hazelcast version changes
 * either.
 */
final class MemberContext extends DefaultNodeContext {
    private final MemberSocketInterceptor interceptor;
    private final Set<Address> refusedName = ConcurrentHashMap.newKeySet();

    /** @param interceptor checks each connection; null for none */
    MemberContext(MemberSocketInterceptor interceptor) {
        this.interceptor = interceptor;
    }

    @Override
    public NodeExtension createNodeExtension(Node node) {
        return new DefaultNodeExtension(node) {
            @Override
            public MemberSocketInterceptor getSocketInterceptor(EndpointQualifier endpoint) {
                return interceptor;
            }
        };
    }

    @Override
    public Joiner createJoiner(Node node) {
        return new TcpIpJoiner(node) {
            @Override
            public void blacklist(Address address, boolean permanent) {
                // Hazelcast blacklists an address for good only when its member answers that its cluster name differs.
                if (permanent) {
                    refusedName.add(address);
                }
                super.blacklist(address, permanent);
            }
        };
    }

    /** Whether the member at {@code host:port} answered that its cluster's name is not ours. */
    boolean refusedName(InetAddress host, int port) {
        for (Address address : refusedName) {
            try {
                if (address.getPort() == port && address.getInetAddress().equals(host)) {
                    return true;
                }
            } catch (UnknownHostException e) {
                // not that one
            }
        }
        return false;
    }
}
