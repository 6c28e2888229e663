package org.evodraughts.files;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files so that a reader, or the file system after a crash, sees either the old content
 * or the complete new content, never a torn mix: the bytes go to a temporary file in the
 * target's directory, are forced to disk, and the temporary file is then renamed over the target
 * with {@link StandardCopyOption#ATOMIC_MOVE}; finally the directory itself is forced so the
 * rename survives a power loss (where the platform allows forcing a directory).
 *
 * <p>Only a regular file is ever replaced. A target that exists and is anything else (a
 * directory, a device such as {@code /dev/full}, a FIFO, a socket, or a link to one) is refused
 * before anything is written, and again just before the rename: the rename would put a regular
 * file in its place (as root, {@code --out /dev/full} became a JSON file). A link to a regular
 * file, or to nothing, is replaced by the new file, its old target left as it was.
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
        checkReplaceable(absolute);
        Path temp = directory.resolve(temporaryName(absolute.getFileName().toString()));
        try {
            content.writeTo(temp);
            try (FileOutputStream out = new FileOutputStream(temp.toFile(), true)) {
                out.getFD().sync();
            }
            checkReplaceable(absolute); // again: the writing may have taken long
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot replace " + absolute + " atomically: the file system does not support atomic renames", e);
            }
        } catch (IOException e) {
            deleteQuietly(temp);
            // The JDK says only "No space left on device" or "Permission denied"; say which file.
            throw naming(absolute, e);
        } catch (RuntimeException e) {
            deleteQuietly(temp);
            throw e;
        }
        forceDirectory(directory);
    }

    /**
     * Refuses a target that a write must not replace: one that exists and is not a regular file,
     * or a link to one (see the class comment). Call it before a long piece of work whose result
     * goes there, so that the refusal comes first; {@link #write} checks again itself.
     *
     * @param name how the message names the target, e.g. {@code "--out out.json"}
     * @throws IOException "NAME is a directory, not a file" or "NAME is not a regular file …"
     */
    public static void checkReplaceable(Path target, String name) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(target, BasicFileAttributes.class); // through a link
        } catch (IOException e) {
            // Nothing there, or a link to nothing: the new file takes the name. Or it cannot be
            // looked at (its directory is missing, say): the write itself says why.
            return;
        }
        if (attributes.isDirectory()) {
            throw new IOException(name + " is a directory, not a file");
        }
        if (!attributes.isRegularFile()) {
            throw new IOException(name + " is not a regular file (a device, pipe or socket?); give a regular file or a new path");
        }
    }

    /** {@link #checkReplaceable(Path, String)} with the message {@link #write} gives: "cannot write PATH: it is …". */
    public static void checkReplaceable(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        checkReplaceable(absolute, "cannot write " + absolute + ": it");
    }

    /** Removes a temporary file after a failure; a failure to remove it must not hide the first. */
    private static void deleteQuietly(Path temp) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // A leftover is recognised (isTemporary) and removed later.
        }
    }

    /**
     * {@code e}, or, where the JDK said only "No space left on device" or "Permission denied", an
     * IOException saying which file: {@code cannot write FILE: no space left on device}.
     */
    static IOException naming(Path file, IOException e) {
        return e.getMessage() != null && e.getMessage().contains(file.toString()) ? e
                : new IOException("cannot write " + file + ": " + reason(e), e);
    }

    private static String reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "its directory does not exist";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** Atomically replaces (or creates) {@code target} with {@code text} encoded as UTF-8. */
    public static void writeString(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** A new name for the temporary file of a write to {@code name}: {@code .<name>.<random>.tmp}. */
    static String temporaryName(String name) {
        return "." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + TEMP_SUFFIX;
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
