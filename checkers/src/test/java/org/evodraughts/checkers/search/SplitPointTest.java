package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

class SplitPointTest {
    private static SplitPoint open(SplitPoint parent, double alpha, double beta) {
        return new SplitPoint(parent, alpha, beta, alpha, 0);
    }

    @Test
    void youngerBrothersAreHandedOutInOrderStartingAfterTheEldest() {
        SplitPoint sp = open(null, 0, 1);
        assertEquals(4, sp.remaining(5));
        assertEquals(1, sp.nextBrother());
        assertEquals(2, sp.nextBrother());
        assertEquals(2, sp.remaining(5));
        assertEquals(3, sp.nextBrother());
        assertEquals(4, sp.nextBrother());
        assertEquals(0, sp.remaining(5));
        assertEquals(5, sp.nextBrother(), "past the last brother: the caller stops");
        assertEquals(0, sp.remaining(5));
    }

    @Test
    void threadsTakingBrothersAtOnceGetEachExactlyOnce() throws InterruptedException {
        int brothers = 200_000;
        SplitPoint sp = open(null, 0, 1);
        AtomicIntegerArray taken = new AtomicIntegerArray(brothers);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            threads.add(Thread.ofPlatform().start(() -> {
                for (int j; (j = sp.nextBrother()) < brothers; ) {
                    taken.incrementAndGet(j);
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertEquals(0, taken.get(0), "the eldest is never handed out");
        for (int j = 1; j < brothers; j++) {
            assertEquals(1, taken.get(j), "brother " + j);
        }
    }

    @Test
    void aBetterValueRaisesAlphaAndOneAtBetaCutsOffEverySearchBelow() {
        SplitPoint root = open(null, -10, 10);
        SplitPoint sp = open(root, 0, 5);
        SplitPoint below = open(sp, -5, 0);

        sp.offer(-1, 3);
        assertEquals(0, sp.alpha(), "a worse value changes nothing");
        assertEquals(0, sp.bestIndex());
        sp.offer(2, 4);
        assertEquals(2, sp.alpha());
        assertEquals(2, sp.best());
        assertEquals(4, sp.bestIndex());
        assertFalse(below.aborted());

        sp.offer(5, 6);
        assertTrue(sp.aborted());
        assertTrue(below.aborted(), "searches under a cut-off split point are abandoned");
        assertFalse(root.aborted(), "the cut-off does not reach up");
    }
}
