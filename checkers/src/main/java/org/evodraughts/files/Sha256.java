package org.evodraughts.files;

import java.io.IOException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 digests in lower-case hex: how a run pins the files it was made from. */
public final class Sha256 {
    private Sha256() {
    }

    /** The SHA-256 of {@code bytes}, in lower-case hex. */
    public static String of(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    /** The SHA-256 of a regular file's bytes ({@link TextFiles#readBytes}), in lower-case hex. */
    public static String of(Path file) throws IOException {
        return of(TextFiles.readBytes(file, "file"));
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e); // every Java SE has it
        }
    }
}
