package org.evodraughts.ladder;

import org.evodraughts.architecture.Boundaries;
import org.junit.jupiter.api.Test;

/** The ladder reads runs through the runs module and never names the storage's MongoDB backend. */
class ModuleBoundariesTest {
    @Test
    void theStoragesBackendStaysBehindTheRunsModule() {
        Boundaries.assertNoneUse(Ladder.class, Boundaries.MONGODB);
    }
}
