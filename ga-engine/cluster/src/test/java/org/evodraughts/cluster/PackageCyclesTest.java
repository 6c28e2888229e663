package org.evodraughts.cluster;

import org.evodraughts.architecture.PackageCycles;
import org.junit.jupiter.api.Test;

/** No package of the cluster module depends on itself through other packages. */
class PackageCyclesTest {
    @Test
    void noPackageCycles() {
        PackageCycles.assertNone(ClusterNode.class);
    }
}
