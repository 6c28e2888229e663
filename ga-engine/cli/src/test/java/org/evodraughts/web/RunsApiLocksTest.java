package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One run slow to read (a long run's database takes seconds to open) stalls no other run's page
 * and no runs list that need not read it again: every request of serve took one lock shared by
 * all, so one slow run made every page wait. The same run is still read by one request at a time.
 * The slow read is the API's own: a read of that run, under its lock, held until the test lets go.
 */
class RunsApiLocksTest {
    @TempDir
    Path runs;

    @Test
    void aRunBeingReadStallsNoOtherRunsPageNorTheList() throws Exception {
        EvolvedRuns.evolve(runs, "slow", 1);
        EvolvedRuns.evolve(runs, "quick", 1);
        RunsApi api = new RunsApi(new RunLocator(runs, StoreOptions.defaults()).readOnly());
        assertEquals(2, api.runs().size());
        CountDownLatch reading = new CountDownLatch(1), release = new CountDownLatch(1);
        try (ExecutorService threads = Executors.newCachedThreadPool()) {
            Future<Object> slow = threads.submit(() -> api.forRun("slow", () -> {
                reading.countDown();
                awaitQuietly(release);
                return null;
            }));
            assertTrue(reading.await(30, TimeUnit.SECONDS));

            assertEquals("quick", threads.submit(() -> api.run("quick")).get(30, TimeUnit.SECONDS).id());
            assertEquals("quick", threads.submit(() -> api.champion("quick", "best")).get(30, TimeUnit.SECONDS).run());
            assertEquals(2, threads.submit(api::runs).get(30, TimeUnit.SECONDS).size(), "the list, its runs unchanged");

            Future<RunsApi.RunDetail> sameRun = threads.submit(() -> api.run("slow"));
            Thread.sleep(500);
            assertFalse(sameRun.isDone(), "one reader a run");
            release.countDown();
            assertEquals("slow", sameRun.get(30, TimeUnit.SECONDS).id());
            slow.get(30, TimeUnit.SECONDS);
        } finally {
            release.countDown();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) throws IOException {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
