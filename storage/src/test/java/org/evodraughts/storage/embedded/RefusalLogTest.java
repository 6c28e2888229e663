package org.evodraughts.storage.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A flood of refused connections is a few lines of the log, not one a connection. */
class RefusalLogTest {
    @Test
    void eachUsersFirstRefusalIsToldAndTheRestAreCountedIntoOneLineAMinute() {
        AtomicLong now = new AtomicLong();
        RefusalLog log = new RefusalLog(now::get);
        assertInstanceOf(RefusalLog.Entry.Full.class, log.refused("user 65534"));
        List<RefusalLog.Entry> lines = new ArrayList<>();
        for (int i = 0; i < 330; i++) {
            now.addAndGet(100_000_000L); // ten a second, 33 seconds
            RefusalLog.Entry entry = log.refused("user 65534");
            if (!(entry instanceof RefusalLog.Entry.Counted)) {
                lines.add(entry);
            }
        }
        assertEquals(List.of(), lines, "no line within the first minute");
        assertInstanceOf(RefusalLog.Entry.Full.class, log.refused("user 1000"), "another user is told once");
        now.addAndGet(RefusalLog.PERIOD_NANOS);
        assertEquals(new RefusalLog.Entry.Summary(331), log.refused("user 65534"));
        assertInstanceOf(RefusalLog.Entry.Counted.class, log.refused("user 65534"));
    }

    @Test
    void pastSixteenUsersEveryRefusalIsOnlyCounted() {
        RefusalLog log = new RefusalLog(() -> 0);
        for (int u = 0; u < RefusalLog.MAX_USERS; u++) {
            assertInstanceOf(RefusalLog.Entry.Full.class, log.refused("user " + u));
        }
        assertInstanceOf(RefusalLog.Entry.Counted.class, log.refused("user 99"));
    }
}
