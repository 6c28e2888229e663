package org.evodraughts.session;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C, a TERM signal or a HUP (a closed terminal), for a job that saves its work before it ends
 * (a run, a training). INT, TERM and HUP only ask the job to stop. The JVM's own handling of them
 * starts its shutdown, which ends the process with status 130, 143 or 129 however cleanly the job
 * saved, so a script or a supervisor took a clean stop for a failure; now the job ends as it would
 * have, and the command's own status is the process's. A job that has not ended two minutes after
 * the signal, or a second signal, gets the JVM's handling after all. Any other shutdown runs a hook
 * that asks the job to stop and lets the JVM exit only once the job has saved and said so
 * ({@link #close}), or after two minutes. Open it in a try-with-resources around the job and its saving.
 */
public final class StopOnSignal implements AutoCloseable {
    private static final long PATIENCE_MINUTES = 2;
    private static final List<String> SIGNALS = List.of("INT", "TERM", "HUP");

    private final CountDownLatch finished = new CountDownLatch(1);
    private final AtomicBoolean asked = new AtomicBoolean();
    private final Runnable stop;
    private final Thread hook;
    /** Puts back the handlers replaced, on {@link #close}. */
    private final List<Runnable> restore = new ArrayList<>(2);

    private StopOnSignal(Runnable stop) {
        this.stop = stop;
        hook = Thread.ofPlatform().unstarted(() -> {
            stop.run();
            awaitFinished();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        for (String name : SIGNALS) {
            // sun.misc.Signal, the one way to take a signal from the JVM (jdk.unsupported); javac
            // warns at each mention of it, so it is named as little as possible.
            var signal = new sun.misc.Signal(name);
            try {
                var previous = sun.misc.Signal.handle(signal, s -> signalled(s.getNumber()));
                restore.add(() -> sun.misc.Signal.handle(signal, previous));
            } catch (IllegalArgumentException notHere) {
                // The JVM keeps this signal (-Xrs) or the system has none: the shutdown hook alone stops the job.
            }
        }
    }

    /** Runs {@code stop} on a signal from now on. */
    public static StopOnSignal install(Runnable stop) {
        return new StopOnSignal(stop);
    }

    private void signalled(int signal) {
        if (!asked.compareAndSet(false, true)) {
            asTheJvmWould(signal); // a second signal: the shutdown hook still waits for the saving
            return;
        }
        stop.run();
        Thread.ofPlatform().daemon().start(() -> {
            if (!awaitFinished()) {
                asTheJvmWould(signal);
            }
        });
    }

    /** The JVM's own handling of INT, TERM and HUP: its shutdown, with status 128 plus the signal's number. */
    private static void asTheJvmWould(int signal) {
        Runtime.getRuntime().exit(128 + signal);
    }

    /** Whether the job ended within the patience. */
    private boolean awaitFinished() {
        try {
            return finished.await(PATIENCE_MINUTES, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The job has ended: a hook that is running returns, one that is not is removed, and the signals are the JVM's again. */
    @Override
    public void close() {
        finished.countDown();
        restore.forEach(Runnable::run);
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running: it returns now.
        }
    }
}
