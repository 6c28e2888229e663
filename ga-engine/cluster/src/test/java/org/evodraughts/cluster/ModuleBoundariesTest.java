package org.evodraughts.cluster;

import org.evodraughts.architecture.Boundaries;
import org.junit.jupiter.api.Test;

/** The cluster never names the storage's MongoDB backend (its check of a local peer's user, LocalPeers, is no part of it). */
class ModuleBoundariesTest {
    @Test
    void theStoragesBackendStaysBehindTheRunsModule() {
        Boundaries.assertNoneUse(ClusterNode.class, Boundaries.MONGODB);
    }
}
