package org.evodraughts.ga.run;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C or a TERM signal, for a job that saves its work before it ends (a run, a training): a
 * shutdown hook asks the job to stop, then lets the JVM exit only once the job has saved and said
 * so ({@link #close}), or after two minutes. Open it in a try-with-resources around the job and
 * its saving.
 */
public final class StopOnSignal implements AutoCloseable {
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;

    private StopOnSignal(Runnable stop) {
        hook = Thread.ofPlatform().unstarted(() -> {
            stop.run();
            try {
                finished.await(2, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Runs {@code stop} on a signal from now on. */
    public static StopOnSignal install(Runnable stop) {
        return new StopOnSignal(stop);
    }

    /** The job has ended: a hook that is running returns, one that is not is removed. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running: it returns now.
        }
    }
}
