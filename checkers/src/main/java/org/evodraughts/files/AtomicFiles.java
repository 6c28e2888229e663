package org.evodraughts.files;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files so that a reader, or the file system after a crash, sees either the old content
 * or the complete new content, never a torn mix: the bytes go to a temporary file in the
 * target's directory, are forced to disk, and the temporary file is then renamed over the target
 * with {@link StandardCopyOption#ATOMIC_MOVE}; finally the directory itself is forced so the
 * rename survives a power loss (where the platform allows forcing a directory).
 *
 * <p>Temporary files are named {@code .<target name>.<random>.tmp}; {@link #isTemporary(Path)}
 * recognises leftovers from a crash so callers can ignore or delete them.
 *
 * <p>Thread-safe: concurrent writes to different targets are independent; concurrent writes to
 * the same target each succeed atomically and the last rename wins.
 */
public final class AtomicFiles {
    private static final String TEMP_SUFFIX = ".tmp";

    private AtomicFiles() {
    }

    /** Atomically replaces (or creates) {@code target} with {@code content}. */
    public static void write(Path target, byte[] content) throws IOException {
        Objects.requireNonNull(content, "content");
        write(target, temp -> {
            // A FileOutputStream, not a FileChannel: a channel is closed by an interrupt, and a
            // write must still reach the disk when the calling thread was interrupted (e.g. a run
            // being stopped). Not Files.createTempFile either: it would make the file owner-only.
            try (FileOutputStream out = new FileOutputStream(temp.toFile())) {
                out.write(content);
            }
        });
    }

    /** Writes a file's whole content at the (not yet existing) path it is given. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Path temporary) throws IOException;
    }

    /**
     * Atomically replaces (or creates) {@code target} with the file {@code content} writes, for
     * a writer that makes the file itself (a database tool, say); the file is forced to disk
     * before the rename.
     */
    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path directory = absolute.getParent();
        Path temp = directory.resolve("." + absolute.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + TEMP_SUFFIX);
        try {
            content.writeTo(temp);
            try (FileOutputStream out = new FileOutputStream(temp.toFile(), true)) {
                out.getFD().sync();
            }
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot replace " + absolute + " atomically: the file system does not support atomic renames", e);
            }
        } catch (IOException e) {
            deleteQuietly(temp);
            // The JDK says only "No space left on device" or "Permission denied"; say which file.
            throw e.getMessage() != null && e.getMessage().contains(absolute.toString()) ? e
                    : new IOException("cannot write " + absolute + ": " + reason(e), e);
        } catch (RuntimeException e) {
            deleteQuietly(temp);
            throw e;
        }
        forceDirectory(directory);
    }

    /** Removes a temporary file after a failure; a failure to remove it must not hide the first. */
    private static void deleteQuietly(Path temp) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // A leftover is recognised (isTemporary) and removed later.
        }
    }

    private static String reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "its directory does not exist";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** Atomically replaces (or creates) {@code target} with {@code text} encoded as UTF-8. */
    public static void writeString(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** True for a temporary file this class creates (a leftover if it still exists after a crash). */
    public static boolean isTemporary(Path file) {
        String name = file.getFileName().toString();
        return name.startsWith(".") && name.endsWith(TEMP_SUFFIX);
    }

    /**
     * Forces a directory's entries (e.g. a rename or delete in it) to disk. Best effort: some
     * platforms (Windows) cannot open a directory as a channel, and there the rename is left to
     * the file system's own ordering.
     */
    static void forceDirectory(Path directory) {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Not supported here; nothing more can be done portably.
        }
    }
}
