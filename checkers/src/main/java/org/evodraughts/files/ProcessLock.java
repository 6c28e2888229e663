package org.evodraughts.files;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An exclusive lock on a lock file, held by one process for as long as it writes what the file
 * guards (a run directory, a training's output). The operating system releases it when the
 * process ends in any way, a kill included, so a lock is never left stale. A lock file either
 * stays in place ({@link #acquire}) or goes with its lock ({@link #acquireTransient}); a process
 * that locked a file just deleted finds that the path names another file, or none, and tries
 * again, so deleting never lets two holders in.
 *
 * <p>The file's text says who holds it (process id, host, since when), for the refusal message;
 * the lock, not the text, is the truth. A lock on a network file system is only as good as that
 * file system's locking.
 *
 * <p>The locks are POSIX record locks, which a process loses on closing any descriptor of the
 * file. So this process never opens a file it holds a lock on: it knows its own locks.
 */
public final class ProcessLock implements AutoCloseable {
    /** How long {@link #acquire} waits for a reader's brief check ({@link #isHeld}) to pass. */
    private static final int ATTEMPTS = 40;
    private static final long PAUSE_MILLIS = 25;
    /** The files this process holds a lock on, by {@link #key}. */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final Path key;
    private final FileChannel channel;
    private final FileLock lock;
    private final boolean transientFile;

    private ProcessLock(Path file, Path key, FileChannel channel, FileLock lock, boolean transientFile) {
        this.file = file;
        this.key = key;
        this.channel = channel;
        this.lock = lock;
        this.transientFile = transientFile;
    }

    /**
     * Locks {@code file} (created if missing; its directory must exist) for this process, and
     * leaves the file in place when closed.
     *
     * @param what what the lock guards, as the refusal names it: "run runs/r1", say
     * @throws IOException naming {@code what} and the holder if another process, or this one,
     *     holds it
     */
    public static ProcessLock acquire(Path file, String what) throws IOException {
        return acquire(file, what, false);
    }

    /** As {@link #acquire}, but {@link #close} deletes the file: for a lock that guards one command's work. */
    public static ProcessLock acquireTransient(Path file, String what) throws IOException {
        return acquire(file, what, true);
    }

    private static ProcessLock acquire(Path file, String what, boolean transientFile) throws IOException {
        Path key = key(file);
        if (!HELD.add(key)) {
            throw new IOException(what + " is already in use by this process");
        }
        try {
            for (int attempt = 0; ; attempt++) {
                if (attempt > ATTEMPTS) {
                    throw new IOException(what + ": its lock file " + file + " keeps being replaced");
                }
                Object before = identity(file);
                if (before == null) {
                    try {
                        Files.createFile(file);
                    } catch (FileAlreadyExistsException e) {
                        // made by another process meanwhile: look again
                    }
                    continue;
                }
                // The lock's holder writes its name into the file: never through a link, nor into another user's file.
                OwnTree.of(file.toAbsolutePath().getParent()).check(file);
                if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    throw new IOException(what + ": its lock file " + file + " is not a regular file (a device, pipe or socket?)");
                }
                FileChannel channel;
                try {
                    channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
                } catch (NoSuchFileException e) {
                    continue; // deleted by its last holder meanwhile
                }
                try {
                    FileLock lock = lock(channel, what);
                    // The file locked is the one at the path only if the path still names the file it
                    // named before the opening: its last holder may have deleted it (acquireTransient).
                    if (before.equals(identity(file))) {
                        byte[] text = (describeThisProcess() + "\n").getBytes(StandardCharsets.UTF_8);
                        channel.truncate(0);
                        channel.write(ByteBuffer.wrap(text), 0);
                        channel.force(false);
                        return new ProcessLock(file, key, channel, lock, transientFile);
                    }
                    channel.close();
                } catch (IOException | RuntimeException e) {
                    channel.close();
                    throw e;
                }
            }
        } catch (IOException | RuntimeException e) {
            HELD.remove(key);
            throw e;
        }
    }

    /** Whether a process (this one included) holds the lock on {@code file} now: false if there is no such file. */
    public static boolean isHeld(Path file) throws IOException {
        if (HELD.contains(key(file))) {
            return true;
        }
        if (!Files.isRegularFile(file)) {
            return false;
        }
        // Opened so that a FIFO swapped in meanwhile cannot block: serve asks this of every run.
        try (FileChannel channel = RegularFiles.open(file, "lock file")) {
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

    private static FileLock lock(FileChannel channel, String what) throws IOException {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            if (attempt > 0) {
                pause();
            }
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return lock;
            }
        }
        String holder = holder(channel);
        throw new IOException(what + " is in use by another process" + (holder.isEmpty() ? "" : " (" + holder + ")")
                + "; wait for it to end, or stop it first");
    }

    /** The file system's identity of the file {@code file} names (device and inode), or null if there is none; opens nothing. */
    private static Object identity(Path file) throws IOException {
        try {
            Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            return key != null ? key : Boolean.TRUE; // a file system without one: known to exist, no more
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /** One name for a lock file however it is written (relative, through a link to its directory). */
    private static Path key(Path file) throws IOException {
        Path absolute = file.toAbsolutePath().normalize();
        Path directory = absolute.getParent();
        return directory != null && Files.isDirectory(directory)
                ? directory.toRealPath().resolve(absolute.getFileName()) : absolute;
    }

    @Override
    public void close() throws IOException {
        try {
            if (transientFile) {
                Files.deleteIfExists(file); // before the release, so that no process locks it in between
            }
            lock.release();
        } finally {
            try {
                channel.close();
            } finally {
                HELD.remove(key);
            }
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
            throw new IOException("interrupted while waiting for the lock on a file", e);
        }
    }
}
