package org.evodraughts.cli;

import org.evodraughts.architecture.Boundaries;
import org.junit.jupiter.api.Test;

/** The command line assembles every module, their libraries with them, and uses none of those that are another module's: it asks the runs module, the web module and the cluster module. */
class ModuleBoundariesTest {
    @Test
    void theStoragesBackendStaysBehindTheRunsModule() {
        Boundaries.assertNoneUse(EvodraughtsCommand.class, Boundaries.MONGODB);
    }

    @Test
    void theWebServerIsTheWebModulesAlone() {
        Boundaries.assertNoneUse(EvodraughtsCommand.class, Boundaries.WEB_SERVER);
    }

    @Test
    void theClusterLibraryIsTheClusterModulesAlone() {
        Boundaries.assertNoneUse(EvodraughtsCommand.class, Boundaries.CLUSTER);
    }
}
