package org.evodraughts.files;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/**
 * Opens a file for reading only if it is a regular file, and never waits on a FIFO, with no gap
 * between the look and the opening. Java cannot open a file without blocking on a FIFO that has
 * no writer, so a reader that looked first ({@code Files.isRegularFile}) and opened after could
 * still hang on a regular file swapped for a FIFO in between. On Linux (x86-64, AArch64) the
 * file is opened by the C library's {@code open} with {@code O_NONBLOCK}, which returns at once
 * for a FIFO; what the descriptor holds is then looked at through {@code /proc/self/fd}, and a
 * regular file is opened again through that same link, which names the file opened whatever the
 * path names by then. Elsewhere, where native calls are not enabled ({@code --enable-native-access},
 * which the launcher and the tests give), or for a name that is not ASCII, it looks and then
 * opens, as before. Stateless; thread-safe.
 */
public final class RegularFiles {
    private static final Native NATIVE = Native.load();

    private RegularFiles() {}

    /**
     * A channel reading {@code file}, which is a regular file.
     *
     * @param what what the file is, for messages, e.g. {@code "network file"}
     * @throws IOException whose message names the file and says what is wrong: missing, a
     *                     directory, not a regular file, unreadable
     */
    public static FileChannel open(Path file, String what) throws IOException {
        String name = what + " " + file;
        if (NATIVE == null || !isAscii(file.toString())) {
            return lookThenOpen(file, name);
        }
        int fd = NATIVE.open(file.toString());
        if (fd < 0) {
            throw switch (-fd) {
                case Native.ENOENT, Native.ENOTDIR -> new IOException(name + " does not exist", new NoSuchFileException(file.toString()));
                case Native.EACCES, Native.EPERM -> new IOException(name + " cannot be read: permission denied",
                        new AccessDeniedException(file.toString()));
                default -> new IOException(name + " cannot be opened (error " + -fd + ")");
            };
        }
        try {
            Path opened = Path.of("/proc/self/fd/" + fd);
            BasicFileAttributes attributes = Files.readAttributes(opened, BasicFileAttributes.class);
            check(attributes, name);
            return FileChannel.open(opened, StandardOpenOption.READ);
        } finally {
            NATIVE.close(fd);
        }
    }

    private static FileChannel lookThenOpen(Path file, String name) throws IOException {
        try {
            check(Files.readAttributes(file, BasicFileAttributes.class), name);
            return FileChannel.open(file, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            throw new IOException(name + " does not exist", e);
        } catch (AccessDeniedException e) {
            throw new IOException(name + " cannot be read: permission denied", e);
        }
    }

    private static void check(BasicFileAttributes attributes, String name) throws IOException {
        if (attributes.isDirectory()) {
            throw new IOException(name + " is a directory, not a file");
        }
        if (!attributes.isRegularFile()) {
            throw new IOException(name + " is not a regular file (a device, pipe or socket?)");
        }
    }

    private static boolean isAscii(String text) {
        // A name's bytes are the platform's encoding of it; ASCII is the same bytes in every one.
        return StandardCharsets.US_ASCII.newEncoder().canEncode(text);
    }

    /** The C library's {@code open} and {@code close}, where they can be called. */
    private record Native(MethodHandle open, MethodHandle close, StructLayout state, VarHandle errno) {
        static final int EPERM = 1, ENOENT = 2, EACCES = 13, ENOTDIR = 20;
        /** O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC: the same values on Linux x86-64 and AArch64. */
        private static final int FLAGS = 0 | 0x800 | 0x100 | 0x80000;

        static Native load() {
            String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
            String arch = System.getProperty("os.arch", "");
            if (!os.equals("linux") || !(arch.equals("amd64") || arch.equals("x86_64") || arch.equals("aarch64"))
                    || !Files.isDirectory(Path.of("/proc/self/fd"))
                    // Without --enable-native-access (the launcher gives it) the JVM would warn on standard error.
                    || !RegularFiles.class.getModule().isNativeAccessEnabled()) {
                return null;
            }
            try {
                Linker linker = Linker.nativeLinker();
                StructLayout state = Linker.Option.captureStateLayout();
                MethodHandle open = linker.downcallHandle(linker.defaultLookup().find("open").orElseThrow(),
                        FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT),
                        Linker.Option.captureCallState("errno"), Linker.Option.firstVariadicArg(2));
                MethodHandle close = linker.downcallHandle(linker.defaultLookup().find("close").orElseThrow(),
                        FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
                VarHandle errno = state.varHandle(MemoryLayout.PathElement.groupElement("errno"));
                return new Native(open, close, state, errno);
            } catch (RuntimeException | LinkageError e) {
                return null; // native calls not allowed here: look, then open
            }
        }

        /** The descriptor of {@code path} opened to read without waiting, or minus the error number. */
        int open(String path) throws IOException {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment captured = arena.allocate(state);
                int fd = (int) open.invokeExact(captured, arena.allocateFrom(path), FLAGS, 0);
                return fd >= 0 ? fd : -(int) errno.get(captured, 0L);
            } catch (Throwable e) {
                throw new IOException("cannot open " + path + ": " + e, e);
            }
        }

        void close(int fd) {
            try {
                int _ = (int) close.invokeExact(fd);
            } catch (Throwable e) {
                // A descriptor that cannot be closed is leaked; the file was read through another.
            }
        }
    }
}
