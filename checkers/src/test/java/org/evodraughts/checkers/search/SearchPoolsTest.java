package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;
import org.junit.jupiter.api.Test;

class SearchPoolsTest {
    @Test
    void aPoolPerThreadCountIsSharedAndHasExactlyThatManyThreads() {
        ForkJoinPool pool = SearchPools.withThreads(3);
        assertSame(pool, SearchPools.withThreads(3));
        assertEquals(3, pool.getParallelism());
        assertThrows(IllegalArgumentException.class, () -> SearchPools.withThreads(0));
    }

    /** Sums 1..n by splitting in halves and joining the forked half without parking. */
    private static final class Sum extends RecursiveTask<Long> {
        private final long from, to;

        Sum(long from, long to) {
            this.from = from;
            this.to = to;
        }

        @Override
        protected Long compute() {
            if (to - from < 1_000) {
                long sum = 0;
                for (long i = from; i <= to; i++) {
                    sum += i;
                }
                return sum;
            }
            long middle = (from + to) / 2;
            Sum left = new Sum(from, middle);
            left.fork();
            long right = new Sum(middle + 1, to).compute();
            SearchPools.joinWithoutParking(left);
            return left.getRawResult() + right;
        }
    }

    @Test
    void joinWithoutParkingWaitsForStolenAndUnstolenTasks() {
        long n = 2_000_000;
        assertEquals(n * (n + 1) / 2, SearchPools.withThreads(2).invoke(new Sum(1, n)));
    }

    @Test
    void joinWithoutParkingRethrowsWhatTheTaskThrew() {
        RecursiveTask<Void> failing = new RecursiveTask<>() {
            @Override
            protected Void compute() {
                throw new IllegalStateException("boom");
            }
        };
        RecursiveTask<String> caller = new RecursiveTask<>() {
            @Override
            protected String compute() {
                failing.fork();
                try {
                    SearchPools.joinWithoutParking(failing);
                    return "no exception";
                } catch (IllegalStateException e) {
                    // A task that ran on another thread is rethrown as a copy caused by the original.
                    return e.getCause() instanceof IllegalStateException original ? original.getMessage() : e.getMessage();
                }
            }
        };
        assertEquals("boom", SearchPools.withThreads(2).invoke(caller));
    }
}
