package org.evodraughts.files;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A directory tree its user writes as their own, such as a run directory, which may sit in a
 * directory other users can write to. Below its root no symbolic link is ever followed, and
 * nothing another user owns is written, replaced, moved or deleted: another user who renames
 * {@code charts/} and puts a link to a directory of theirs (or of root's) in its place makes the
 * next write refuse with one line naming the link, where it wrote into, and pruned, the
 * directory linked to.
 *
 * <p>Each operation walks from the root to the file's directory one name at a time, opening each
 * directory relative to the one before without following a link ({@link SecureDirectoryStream},
 * {@code openat} with {@code O_NOFOLLOW} on Linux), and looks at the owner of the directory it
 * opened, not of the name it looked up. The file is then created, renamed or deleted relative to
 * that open directory, so a link swapped in after the look is never followed either. Where the
 * platform has no secure directory streams each name is looked at without following links and
 * then used by its path, which leaves a moment between the two.
 *
 * <p>The root itself is the caller's choice and is opened through its path as given (a link to
 * it, or above it, is the user's own doing); whether other users may write to it is for the
 * caller to say ({@link #otherOwner}, {@link #writableByOthers}).
 *
 * <p>Writes are atomic as {@link AtomicFiles}' are: a new temporary file (created, never
 * opened if it exists), forced to disk, renamed over the target, the directory forced. An
 * interrupt of the calling thread does not stop a write (the channel it closes is opened again),
 * and is kept for the caller. Stateless but for its root; thread-safe.
 */
public final class OwnTree {
    private static final Optional<UserPrincipal> USER = currentUser();

    private final Path root;

    private OwnTree(Path root) {
        this.root = root;
    }

    /** The tree below {@code root}. */
    public static OwnTree of(Path root) {
        return new OwnTree(Objects.requireNonNull(root, "root").toAbsolutePath().normalize());
    }

    /** The root, absolute. */
    public Path root() {
        return root;
    }

    /**
     * Refuses {@code path} if it, or a directory between the root and it, is a symbolic link or
     * belongs to another user; parts that do not exist yet are passed over. For a check before a
     * command's work, so that its refusal comes first; every write checks again.
     *
     * @throws IOException one line naming what is wrong and what to do
     */
    public void check(Path path) throws IOException {
        Path relative = relative(path);
        if (relative.toString().isEmpty()) {
            return;
        }
        try (Directory directory = walk(relative.getParent(), false)) {
            directory.checkEntry(relative.getFileName(), true);
        } catch (NoSuchFileException e) {
            // a directory on the way is missing: nothing below it to refuse
        }
    }

    /** Makes {@code directory} and the directories between the root and it that are missing. */
    public void createDirectories(Path directory) throws IOException {
        walk(relative(directory), true).close();
    }

    /** Replaces (or creates) {@code file} with {@code content}, atomically; its directory must exist. */
    public void write(Path file, byte[] content) throws IOException {
        Objects.requireNonNull(content, "content");
        replace(file, (directory, temporary) -> {
            try (FileChannel channel = directory.create(temporary)) {
                ByteBuffer buffer = ByteBuffer.wrap(content);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
        });
    }

    /** {@link #write(Path, byte[])} of {@code text} in UTF-8. */
    public void writeString(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Replaces (or creates) {@code file} with what {@code content} writes at the temporary path it
     * is given, for a writer that makes the file itself by its path (a database's compaction).
     * What it made must be a regular file of this user's in the directory this tree opened.
     */
    public void write(Path file, AtomicFiles.Content content) throws IOException {
        replace(file, (directory, temporary) -> {
            content.writeTo(directory.path().resolve(temporary));
            directory.checkEntry(temporary, false);
            try (FileChannel channel = directory.open(temporary, Set.of(StandardOpenOption.READ))) {
                channel.force(true);
            }
        });
    }

    /** Appends {@code bytes} to {@code file}, which is made if missing. */
    public void append(Path file, byte[] bytes) throws IOException {
        Path relative = relative(file);
        uninterrupted(() -> {
            try (Directory directory = walk(relative.getParent(), false)) {
                Path name = relative.getFileName();
                directory.checkEntry(name, false);
                try (FileChannel channel = directory.open(name,
                        Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND))) {
                    ByteBuffer buffer = ByteBuffer.wrap(bytes);
                    while (buffer.hasRemaining()) {
                        channel.write(buffer);
                    }
                } catch (ClosedByInterruptException e) {
                    throw e;
                } catch (IOException e) {
                    throw AtomicFiles.naming(root.resolve(relative), e);
                }
            }
        });
    }

    /**
     * Deletes {@code file} (a link itself, never what it names).
     *
     * @return false if there was none
     */
    public boolean delete(Path file) throws IOException {
        Path relative = relative(file);
        try (Directory directory = walk(relative.getParent(), false)) {
            if (directory.attributes(relative.getFileName()) == null) {
                return false;
            }
            directory.checkOwner(relative.getFileName());
            directory.delete(relative.getFileName());
            directory.force();
            return true;
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    /**
     * Renames {@code file} (whatever it is: a link or a FIFO is moved, never opened) to
     * {@code name} in the same directory, replacing nothing: with {@code -2}, {@code -3}… after
     * the name while it is taken.
     *
     * @return where it went
     */
    public Path rename(Path file, String name) throws IOException {
        Path relative = relative(file);
        try (Directory directory = walk(relative.getParent(), false)) {
            if (directory.attributes(relative.getFileName()) == null) {
                throw new NoSuchFileException(file.toString());
            }
            directory.checkOwner(relative.getFileName());
            String free = name;
            for (int n = 2; directory.attributes(Path.of(free)) != null; n++) {
                free = name + "-" + n;
            }
            directory.rename(relative.getFileName(), Path.of(free));
            directory.force();
            return file.resolveSibling(free);
        }
    }

    /**
     * The user other than this process's (and root) whom the root belongs to, or a link at the
     * root's own path: either could change anything in the tree. Empty if there is none.
     */
    public Optional<String> otherOwner() throws IOException {
        for (LinkOption[] options : List.of(new LinkOption[] {LinkOption.NOFOLLOW_LINKS}, new LinkOption[0])) {
            PosixFileAttributeView view = Files.getFileAttributeView(root, PosixFileAttributeView.class, options);
            if (view == null || USER.isEmpty()) {
                return Optional.empty();
            }
            UserPrincipal owner = view.readAttributes().owner();
            if (!owner.equals(USER.get()) && !owner.getName().equals("root")) {
                return Optional.of(owner.getName());
            }
        }
        return Optional.empty();
    }

    /**
     * The root's mode if its group or other users may write to it (and so rename what it holds,
     * and put links in its place), e.g. {@code "rwxrwxrwx"}; empty if only its owner may.
     */
    public Optional<String> writableByOthers() throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(root, PosixFileAttributeView.class);
        if (view == null) {
            return Optional.empty();
        }
        Set<PosixFilePermission> permissions = view.readAttributes().permissions();
        return permissions.contains(PosixFilePermission.GROUP_WRITE) || permissions.contains(PosixFilePermission.OTHERS_WRITE)
                ? Optional.of(PosixFilePermissions.toString(permissions)) : Optional.empty();
    }

    private interface Replacement {
        void writeTemporary(Directory directory, Path temporary) throws IOException;
    }

    private void replace(Path file, Replacement replacement) throws IOException {
        Path relative = relative(file);
        Path name = relative.getFileName();
        uninterrupted(() -> {
            try (Directory directory = walk(relative.getParent(), false)) {
                directory.checkEntry(name, false);
                Path temporary = Path.of(AtomicFiles.temporaryName(name.toString()));
                try {
                    replacement.writeTemporary(directory, temporary);
                    directory.checkEntry(name, false); // again: the writing may have taken long
                    directory.rename(temporary, name);
                } catch (IOException | RuntimeException e) {
                    try {
                        directory.delete(temporary);
                    } catch (IOException ignored) {
                        // A leftover is recognised (AtomicFiles.isTemporary) and removed later.
                    }
                    if (e instanceof IOException io && !(e instanceof ClosedByInterruptException)) {
                        throw AtomicFiles.naming(root.resolve(relative), io); // the JDK says only "No space left on device"
                    }
                    throw e;
                }
                directory.force();
            }
        });
    }

    private Path relative(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        if (!absolute.startsWith(root)) {
            throw new IllegalArgumentException(path + " is not in " + root);
        }
        return root.relativize(absolute);
    }

    /** The directory {@code relative} names below the root (the root for null or empty), opened. */
    private Directory walk(Path relative, boolean create) throws IOException {
        Directory directory = new Directory(root, Files.newDirectoryStream(root));
        if (relative == null || relative.toString().isEmpty()) {
            return directory;
        }
        try {
            for (Path name : relative) {
                Directory next = directory.subdirectory(name, create);
                directory.close();
                directory = next;
            }
            return directory;
        } catch (IOException | RuntimeException e) {
            directory.close();
            throw e;
        }
    }

    private interface Action {
        void run() throws IOException;
    }

    /**
     * Runs {@code action} with the thread's interrupt held back, since an interrupt closes the
     * channel being written; again if one came meanwhile. The interrupt is kept for the caller.
     */
    private static void uninterrupted(Action action) throws IOException {
        boolean interrupted = Thread.interrupted();
        try {
            for (int attempt = 1; ; attempt++) {
                try {
                    action.run();
                    return;
                } catch (ClosedByInterruptException e) {
                    interrupted |= Thread.interrupted();
                    if (attempt == 3) {
                        throw e;
                    }
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static Optional<UserPrincipal> currentUser() {
        try {
            // Linux: /proc/self belongs to the process's effective user.
            Path self = Path.of("/proc/self");
            if (Files.isDirectory(self)) {
                return Optional.of(Files.getOwner(self));
            }
            return Optional.of(Path.of("").getFileSystem().getUserPrincipalLookupService()
                    .lookupPrincipalByName(System.getProperty("user.name")));
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty(); // a system without owners: nothing to compare
        }
    }

    /**
     * One open directory of the tree: a secure directory stream where the platform has one,
     * otherwise its path, whose names are looked at without following links before each use.
     */
    private final class Directory implements Closeable {
        private final Path path;
        private final DirectoryStream<Path> stream;
        private final SecureDirectoryStream<Path> secure;

        private Directory(Path path, DirectoryStream<Path> stream) {
            this.path = path;
            this.stream = stream;
            this.secure = stream instanceof SecureDirectoryStream<Path> s ? s : null;
        }


        Path path() {
            return path;
        }

        /** The entry {@code name}'s attributes, not following a link; null if there is none. */
        BasicFileAttributes attributes(Path name) throws IOException {
            try {
                if (secure != null) {
                    PosixFileAttributeView posix = secure.getFileAttributeView(name, PosixFileAttributeView.class,
                            LinkOption.NOFOLLOW_LINKS);
                    return posix != null ? posix.readAttributes()
                            : secure.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS).readAttributes();
                }
                try {
                    return Files.readAttributes(path.resolve(name), PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                } catch (UnsupportedOperationException e) {
                    return Files.readAttributes(path.resolve(name), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                }
            } catch (NoSuchFileException e) {
                return null;
            }
        }

        /**
         * Refuses the entry {@code name} if it is a link, another user's, or (unless
         * {@code directoryToo}) a directory or anything but a regular file; nothing there is fine.
         */
        void checkEntry(Path name, boolean directoryToo) throws IOException {
            BasicFileAttributes attributes = attributes(name);
            if (attributes == null) {
                return;
            }
            Path entry = path.resolve(name);
            if (attributes.isSymbolicLink()) {
                throw new IOException(entry + " is a symbolic link" + target(entry) + ", and nothing in " + root
                        + " is written through one; remove it (put back what it replaced), then go on");
            }
            checkOwner(entry, attributes);
            if (!directoryToo && !attributes.isRegularFile()) {
                throw new IOException(entry + (attributes.isDirectory() ? " is a directory, not a file"
                        : " is not a regular file (a device, pipe or socket?)") + "; move it aside, then go on");
            }
        }

        void checkOwner(Path name) throws IOException {
            BasicFileAttributes attributes = attributes(name);
            if (attributes != null) {
                checkOwner(path.resolve(name), attributes);
            }
        }

        private void checkOwner(Path entry, BasicFileAttributes attributes) throws IOException {
            if (USER.isPresent() && attributes instanceof PosixFileAttributes posix && !posix.owner().equals(USER.get())) {
                throw new IOException(entry + " belongs to " + posix.owner().getName() + ", another user, who could change "
                        + "what is written there; move it aside, then go on");
            }
        }

        /** The subdirectory {@code name}, opened without following a link; made first if missing and asked. */
        Directory subdirectory(Path name, boolean create) throws IOException {
            Path entry = path.resolve(name);
            if (create && attributes(name) == null) {
                try {
                    Files.createDirectory(entry);
                } catch (FileAlreadyExistsException e) {
                    // made meanwhile: looked at below as any other
                }
            }
            BasicFileAttributes attributes = attributes(name);
            if (attributes == null) {
                throw new NoSuchFileException(entry.toString(), null, "no such directory");
            }
            checkEntry(name, true);
            if (!attributes.isDirectory()) {
                throw new IOException(entry + " is not a directory; move it aside, then go on");
            }
            if (secure == null) {
                return new Directory(entry, Files.newDirectoryStream(entry));
            }
            SecureDirectoryStream<Path> opened;
            try {
                opened = secure.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS);
            } catch (FileSystemException e) {
                checkEntry(name, true); // a link swapped in since the look: say so
                throw e;
            }
            Directory directory = new Directory(entry, opened);
            try {
                // The owner of the directory opened, whatever the name names by now.
                PosixFileAttributeView view = opened.getFileAttributeView(PosixFileAttributeView.class);
                if (view != null) {
                    checkOwner(entry, view.readAttributes());
                }
                return directory;
            } catch (IOException | RuntimeException e) {
                directory.close();
                throw e;
            }
        }

        /** A new file {@code name}, to write; never one that exists, nor through a link. */
        FileChannel create(Path name) throws IOException {
            return open(name, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
        }

        FileChannel open(Path name, Set<? extends OpenOption> options) throws IOException {
            Set<OpenOption> noFollow = new HashSet<>(options);
            noFollow.add(LinkOption.NOFOLLOW_LINKS);
            SeekableByteChannel channel = secure != null ? secure.newByteChannel(name, noFollow)
                    : Files.newByteChannel(path.resolve(name), noFollow);
            return (FileChannel) channel; // a file's channel on every platform with secure directory streams
        }

        void rename(Path from, Path to) throws IOException {
            if (secure != null) {
                secure.move(from, secure, to);
            } else {
                Files.move(path.resolve(from), path.resolve(to), StandardCopyOption.ATOMIC_MOVE);
            }
        }

        void delete(Path name) throws IOException {
            if (secure != null) {
                secure.deleteFile(name);
            } else {
                Files.delete(path.resolve(name));
            }
        }

        /** Forces the directory's entries to disk, where the platform can. */
        void force() {
            try (FileChannel channel = open(Path.of("."), Set.of(StandardOpenOption.READ))) {
                channel.force(true);
            } catch (IOException | UnsupportedOperationException | ClassCastException e) {
                // Not supported here; nothing more can be done portably.
            }
        }

        private String target(Path link) {
            try {
                return " (to " + Files.readSymbolicLink(link) + ")";
            } catch (IOException | UnsupportedOperationException e) {
                return "";
            }
        }

        @Override
        public void close() throws IOException {
            stream.close();
        }
    }
}
