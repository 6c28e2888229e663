package org.evodraughts.champions;

import org.evodraughts.architecture.PackageCycles;
import org.junit.jupiter.api.Test;

/** No package of the champions module depends on itself through other packages. */
class PackageCyclesTest {
    @Test
    void noPackageCycles() {
        PackageCycles.assertNone(ChampionRecorder.class);
    }
}
