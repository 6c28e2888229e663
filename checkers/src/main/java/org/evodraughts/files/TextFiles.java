package org.evodraughts.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Reads a text file whole, as UTF-8, with failures said in words that name the file: missing,
 * a directory, not a regular file, unreadable, not UTF-8 text, or too large (the JDK's own
 * messages are "Input length = 1" or "Is a directory", naming nothing). Only regular files are
 * read ({@link RegularFiles}, which never waits on a FIFO, even one swapped in as the file is
 * opened), and never more than {@link #MAX_BYTES}: a FIFO would block the reader forever and
 * {@code /dev/zero} would fill the heap. Stateless.
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
        return decode(readBytes(file, what), file, what);
    }

    /**
     * {@code bytes}, read from {@code file} ({@link #readBytes}), as UTF-8 text: for a reader that
     * also needs the bytes themselves, e.g. to digest them.
     *
     * @throws IOException naming the file if the bytes are not UTF-8
     */
    public static String decode(byte[] bytes, Path file, String what) throws IOException {
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
        try (FileChannel channel = RegularFiles.open(file, what); InputStream in = Channels.newInputStream(channel)) {
            // Its size first: a 2 GiB file (a sparse one costs no disk) had 256 MiB read, and held, before its refusal.
            if (channel.size() > MAX_BYTES) {
                throw tooLarge(name);
            }
            // Then up to one byte past the cap, rather than trust the size: a file can grow meanwhile.
            byte[] bytes = in.readNBytes(Math.toIntExact(MAX_BYTES) + 1);
            if (bytes.length > MAX_BYTES) {
                throw tooLarge(name);
            }
            return bytes;
        }
    }

    private static IOException tooLarge(String name) {
        return new IOException(name + " is larger than " + (MAX_BYTES >> 20) + " MiB; it cannot be one");
    }
}
