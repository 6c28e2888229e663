package org.evodraughts.checkers.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a text file whole, as UTF-8, with failures said in words that name the file: missing,
 * a directory, unreadable, not UTF-8 text, or too large (the JDK's own messages are
 * "Input length = 1" or "Is a directory", naming nothing). Stateless.
 */
public final class TextFiles {
    /** The largest file {@link #read} accepts: every file the project reads is far smaller. */
    public static final long MAX_BYTES = 256L << 20;

    private TextFiles() {}

    /**
     * The text of {@code file}.
     *
     * @param what what the file is, for messages, e.g. {@code "network file"}
     * @throws IOException whose message names the file and says what is wrong
     */
    public static String read(Path file, String what) throws IOException {
        byte[] bytes = readBytes(file, what);
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException(what + " " + file + " is not UTF-8 text (is it a binary file?)", e);
        }
    }

    /**
     * The bytes of {@code file}, for a reader that decodes them itself.
     *
     * @param what what the file is, for messages, e.g. {@code "PDN file"}
     * @throws IOException whose message names the file and says what is wrong
     */
    public static byte[] readBytes(Path file, String what) throws IOException {
        String name = what + " " + file;
        if (Files.isDirectory(file)) {
            throw new IOException(name + " is a directory, not a file");
        }
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new IOException(name + " is larger than " + (MAX_BYTES >> 20) + " MiB; it cannot be one");
            }
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IOException(name + " does not exist", e);
        } catch (AccessDeniedException e) {
            throw new IOException(name + " cannot be read: permission denied", e);
        }
    }
}
