package org.evodraughts.runs;

import java.io.IOException;
import java.nio.file.Path;
import org.evodraughts.files.ProcessLock;
import org.evodraughts.storage.layout.RunLayout;

/**
 * The one-writer lock of a run directory: {@code evolve} holds an exclusive lock on
 * {@code run.lock} ({@link ProcessLock}) for as long as it works on the run, taken before it
 * changes anything there. The operating system releases the lock when the process ends in any
 * way (a kill included), so a run whose record says {@code running} but whose lock is free was
 * interrupted. Runs in a shared database use a lease instead.
 */
public final class RunLock implements AutoCloseable {
    private final ProcessLock lock;

    private RunLock(ProcessLock lock) {
        this.lock = lock;
    }

    /**
     * Locks the run in {@code runDirectory} (which must exist) for this process.
     *
     * @throws IOException naming the directory and the holder if another process holds it
     */
    public static RunLock acquire(Path runDirectory) throws IOException {
        return new RunLock(ProcessLock.acquire(RunLayout.of(runDirectory).lock(), "run " + runDirectory));
    }

    /**
     * Whether a process holds the lock of the run in {@code runDirectory} now: false if it never
     * had one (a run from before locks, or a run in a shared database).
     */
    public static boolean isHeld(Path runDirectory) throws IOException {
        return ProcessLock.isHeld(RunLayout.of(runDirectory).lock());
    }

    @Override
    public void close() throws IOException {
        lock.close();
    }
}
