package org.evodraughts.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.evodraughts.files.TextFiles;

/** A file's SHA-256, to tell whether it is the same file as before. */
final class FileDigest {
    private FileDigest() {
    }

    /** The SHA-256 of {@code file}'s bytes, in lower-case hex. */
    static String sha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e); // every Java SE has it
        }
        return HexFormat.of().formatHex(digest.digest(TextFiles.readBytes(file, "file"))); // a regular file only
    }
}
