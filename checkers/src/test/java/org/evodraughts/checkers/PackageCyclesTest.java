package org.evodraughts.checkers;

import org.evodraughts.architecture.PackageCycles;
import org.junit.jupiter.api.Test;

/** No package of the checkers module depends on itself through other packages. */
class PackageCyclesTest {
    @Test
    void noPackageCycles() {
        PackageCycles.assertNone(Position.class);
    }
}
