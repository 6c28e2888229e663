package org.evodraughts.champions.runs;

import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;

/**
 * The one-writer lock of a run directory: {@code evolve} holds an exclusive lock on
 * {@code run.lock} for as long as it works on the run, taken before it changes anything there.
 * The operating system releases the lock when the process ends in any way (a kill included), so
 * a run whose record says {@code running} but whose lock is free was interrupted.
 *
 * <p>The file's text says who holds it (process id, host, since when), for the refusal message;
 * the lock, not the text, is the truth. A lock on a network file system is only as good as that
 * file system's locking; runs in a shared database use a lease instead.
 */
public final class RunLock implements AutoCloseable {
    /** How long {@link #acquire} waits for a reader's brief check ({@link #isHeld}) to pass. */
    private static final int ATTEMPTS = 40;
    private static final long PAUSE_MILLIS = 25;

    private final FileChannel channel;
    private final FileLock lock;

    private RunLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Locks the run in {@code runDirectory} (which must exist) for this process.
     *
     * @throws IOException naming the directory and the holder if another process holds it
     */
    public static RunLock acquire(Path runDirectory) throws IOException {
        Path file = RunLayout.of(runDirectory).lock();
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        try {
            FileLock lock = null;
            for (int attempt = 0; lock == null && attempt < ATTEMPTS; attempt++) {
                if (attempt > 0) {
                    pause();
                }
                try {
                    lock = channel.tryLock();
                } catch (OverlappingFileLockException e) {
                    throw new IOException("run " + runDirectory + " is already in use by this process");
                }
            }
            if (lock == null) {
                String holder = holder(channel);
                throw new IOException("run " + runDirectory + " is in use by another process" + (holder.isEmpty() ? ""
                        : " (" + holder + ")") + "; wait for it to end, or stop it first");
            }
            byte[] text = (describeThisProcess() + "\n").getBytes(StandardCharsets.UTF_8);
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(text), 0);
            channel.force(false);
            return new RunLock(channel, lock);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * Whether a process holds the lock of the run in {@code runDirectory} now: false if it never
     * had one (a run from before locks, or a run in a shared database).
     */
    public static boolean isHeld(Path runDirectory) throws IOException {
        Path file = RunLayout.of(runDirectory).lock();
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            FileLock probe = channel.tryLock(0, Long.MAX_VALUE, true);
            if (probe == null) {
                return true;
            }
            probe.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true; // this process holds it
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }

    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(512);
        channel.read(buffer, 0);
        return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
    }

    private static String describeThisProcess() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "an unknown host";
        }
        return "process " + ProcessHandle.current().pid() + " on " + host + " since " + Instant.now();
    }

    private static void pause() throws IOException {
        try {
            Thread.sleep(PAUSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the run's lock", e);
        }
    }
}
