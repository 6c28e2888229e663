package org.evodraughts.storage;

import org.evodraughts.architecture.PackageCycles;
import org.junit.jupiter.api.Test;

/** No package of the storage module depends on itself through other packages. */
class PackageCyclesTest {
    @Test
    void noPackageCycles() {
        PackageCycles.assertNone(RunStore.class);
    }
}
