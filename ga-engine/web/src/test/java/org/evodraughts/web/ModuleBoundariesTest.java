package org.evodraughts.web;

import org.evodraughts.architecture.Boundaries;
import org.junit.jupiter.api.Test;

/** The web application reads runs through the runs module and never names the storage's MongoDB backend. */
class ModuleBoundariesTest {
    @Test
    void theStoragesBackendStaysBehindTheRunsModule() {
        Boundaries.assertNoneUse(WebServer.class, Boundaries.MONGODB);
    }
}
