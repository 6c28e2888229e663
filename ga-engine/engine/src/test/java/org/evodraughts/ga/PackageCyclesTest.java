package org.evodraughts.ga;

import org.evodraughts.architecture.PackageCycles;
import org.evodraughts.ga.loop.Evolution;
import org.junit.jupiter.api.Test;

/** No package of the engine module depends on itself through other packages. */
class PackageCyclesTest {
    @Test
    void noPackageCycles() {
        PackageCycles.assertNone(Evolution.class);
    }
}
