package org.evodraughts.network;

import org.evodraughts.architecture.PackageCycles;
import org.junit.jupiter.api.Test;

/** No package of the network module depends on itself through other packages. */
class PackageCyclesTest {
    @Test
    void noPackageCycles() {
        PackageCycles.assertNone(Network.class);
    }
}
